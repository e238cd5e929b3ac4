import { formatInteger, formatRating } from './format.ts';

/** The landing page's three live figures; no rating until someone has rated. */
export interface LandingFigures {
  psychologists: number;
  consultations: number;
  averageRating: number | null;
}

export const landingFigureIds = ['stat-psychologists', 'stat-consultations', 'stat-rating'] as const;
export type LandingFigureId = (typeof landingFigureIds)[number];

/** How each figure reads on the page, the same in the server's first HTML and in the app. */
export function landingFigureTexts(figures: LandingFigures): Record<LandingFigureId, string> {
  return {
    'stat-psychologists': `${formatInteger(figures.psychologists)}+`,
    'stat-consultations': `${formatInteger(figures.consultations)}+`,
    'stat-rating': figures.averageRating === null ? '—' : formatRating(figures.averageRating),
  };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Writes today's figures and year into the landing markup rendered at build time: the text of each
 * element whose `data-testid` names one.
 */
export function fillLandingDocument(html: string, figures: LandingFigures, year: string): string {
  const texts: Record<string, string> = { ...landingFigureTexts(figures), 'footer-year': year };
  return html.replace(/(data-testid="([a-z-]+)"[^>]*>)[^<]*(<)/g, (whole, open: string, id: string, close: string) => {
    const text = texts[id];
    return text === undefined ? whole : `${open}${text.replace(/[&<>]/g, (c) => escapes[c] ?? c)}${close}`;
  });
}
