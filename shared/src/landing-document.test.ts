import { describe, expect, it } from 'vitest';
import { fillLandingDocument } from './landing-document.ts';

const markup = '<b data-testid="stat-psychologists" class="x">0+</b><b data-testid="stat-consultations">0+</b><b data-testid="stat-rating">0,0</b><i data-testid="footer-year">1999</i><u data-testid="other">keep</u>';

describe('fillLandingDocument', () => {
  it('writes each figure as the app shows it, and leaves other elements alone', () => {
    const html = fillLandingDocument(markup, { psychologists: 1234, consultations: 5420, averageRating: 4.87 }, '2026');
    expect(html).toBe(
      '<b data-testid="stat-psychologists" class="x">1.234+</b><b data-testid="stat-consultations">5.420+</b><b data-testid="stat-rating">4,9</b><i data-testid="footer-year">2026</i><u data-testid="other">keep</u>',
    );
  });

  it('reads a dash while nobody has rated', () => {
    expect(fillLandingDocument(markup, { psychologists: 0, consultations: 0, averageRating: null }, '2026')).toContain('data-testid="stat-rating">—<');
  });
});
