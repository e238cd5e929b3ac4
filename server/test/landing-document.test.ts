import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approvedPsychologist, signedInPatient } from './accounts.ts';
import { cookieHeaderOf, startTestServer, type TestServer } from './harness.ts';

// What scripts/prerender-landing.ts leaves: the rendered page with placeholder figures and no script.
const template = `<!doctype html><html lang="pt-BR"><head><title>Acolhe</title></head><body><div id="root"><main>
<p data-testid="stat-psychologists" class="css-a">0+</p><p data-testid="stat-consultations" class="css-a">0+</p>
<p data-testid="stat-rating" class="css-a">0,0</p><footer>© <span data-testid="footer-year">1999</span> Acolhe</footer></main></div></body></html>`;

interface Figures {
  psychologists: number;
  consultations: number;
  averageRating: number | null;
}

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'acolhe-landing-'));
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>');
  writeFileSync(join(dist, 'landing.html'), template);
  server = await startTestServer({ CLIENT_DIST: dist, CLOCK_START: '2026-03-10T12:00:00Z' });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const figureOf = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

async function landing(cookie?: string) {
  return fetch(`${server.url}/`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

describe('the landing document', () => {
  test('comes with the live figures and the year written in, and no script', async () => {
    const figures = (await server.client().stats.landing.query()) as Figures;
    const answer = await landing();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const html = await answer.text();
    expect(figureOf(html, 'stat-psychologists')).toBe(`${figures.psychologists.toLocaleString('pt-BR')}+`);
    expect(figureOf(html, 'stat-consultations')).toBe(`${figures.consultations.toLocaleString('pt-BR')}+`);
    expect(figureOf(html, 'stat-rating')).toBe('—'); // nobody has rated on a fresh database
    expect(figureOf(html, 'footer-year')).toBe('2026');
    expect(html).not.toContain('<script');
  });

  test('shows a newly approved psychologist at once', async () => {
    const before = figureOf(await (await landing()).text(), 'stat-psychologists');
    await approvedPsychologist(server);
    const { psychologists } = (await server.client().stats.landing.query()) as Figures;
    const after = figureOf(await (await landing()).text(), 'stat-psychologists');
    expect(after).toBe(`${psychologists.toLocaleString('pt-BR')}+`);
    expect(after).not.toBe(before);
  });

  test('sends a signed-in visitor to their dashboard', async () => {
    const patient = await signedInPatient(server);
    const answer = await landing(cookieHeaderOf(patient.cookies));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/patient/dashboard');
  });

  test('never hands out the unfilled template', async () => {
    const answer = await fetch(`${server.url}/landing.html`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('stat-psychologists');
  });
});
