import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, todayIn, weekdayOfDay } from '@acolhe/shared/calendar';
import { formatDay } from '@acolhe/shared/calendar-format';
import { journeyNow, journeyTimeZone } from './journey-clock.ts';

export { journeyNow } from './journey-clock.ts';

export const demoPassword = 'demo123';
export const demo = {
  patient: 'paciente@demo.com',
  psychologist: 'psicologo@demo.com',
  admin: 'admin@demo.com',
};

/** Counts within this worker, so two names made in the same millisecond still differ. */
let made = 0;
function nextSerial(): number {
  made += 1;
  return made;
}

/** A number no other call in the run returns (the real time and a counter), for unique names and notes. */
export function uniqueNumber(): number {
  return Date.now() * 1000 + (nextSerial() % 1000);
}

/** An address no other journey of the run holds: the real time and a counter, nothing left to luck. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${nextSerial()}@teste.com`;
}

/** A CRP the seed is very unlikely to hold (its numbers are random across the regions). */
export function uniqueCrp(): string {
  return `CRP 12/${String(Date.now() % 1_000_000).padStart(6, '0')}`;
}

export async function logIn(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
}

/** Fills and sends the login page already on screen (one a guard led to, say). */
export async function submitLogin(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Waits until the app listens on the page (client/src/app/mount-app.tsx). A page the server rendered
 * shows its buttons before that, and a click on one then does nothing yet.
 */
export async function appRunning(page: Page): Promise<void> {
  await expect(page.locator('#root[data-app="running"]')).toBeAttached({ timeout: 30_000 });
}

/** A toast with `text`, in the notifications region as screen readers hear it (pt-BR name). */
export async function expectToast(page: Page, text: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Notificações (Alt+T)' });
  await expect(region.getByText(text, { exact: true }).first()).toBeVisible();
}

/** A 'YYYY-MM-DD' day in the platform zone, `days` after the journeys' today (journey-clock.ts: a Monday). */
export function platformDay(days = 0): string {
  return addDays(todayIn(journeyTimeZone, journeyNow()), days);
}

/** The day of `weekday` (1 = Monday ... 7 = Sunday) in the journeys' current week, or `weeksAhead` weeks on. */
export function dayOfWeek(weekday: number, weeksAhead = 0): string {
  const today = platformDay(0);
  return addDays(today, weekday - weekdayOfDay(today) + 7 * weeksAhead);
}

export interface Slot {
  startsAt: string;
  time: string;
  available: boolean;
}

/**
 * A psychologist's first free time on `date` ('YYYY-MM-DD') at or after `from` ('HH:mm'), from the public
 * slots: the journeys' clock and a fresh seeded database make it the same time on every run.
 */
export async function firstFreeSlot(request: APIRequestContext, psychologistId: number, date: string, from = '00:00'): Promise<Slot> {
  const slots = await trpcQuery<Slot[]>(request, 'directory.slots', { psychologistId, date });
  const slot = slots.find((candidate) => candidate.available && candidate.time >= from);
  if (!slot) throw new Error(`nenhum horário livre em ${date} a partir das ${from}`);
  return slot;
}

export const demoPsychologistName = 'Carlos Mendes';

/** The demo psychologist's id, read from the public directory. */
export async function demoPsychologistId(request: APIRequestContext): Promise<number> {
  const page = await trpcQuery<{ items: { id: number; name: string }[] }>(request, 'directory.list', {
    search: demoPsychologistName,
  });
  const psychologist = page.items.find((item) => item.name === demoPsychologistName);
  if (!psychologist) throw new Error(`${demoPsychologistName} não está na agenda`);
  return psychologist.id;
}

/** The booking page's date buttons, each named by what it shows ('23/11 Seg'). */
export function bookingDateButtons(page: Page): Locator {
  return page.getByRole('group', { name: 'Datas disponíveis' }).getByRole('button');
}

/** The days the booking page offers, written as its summary writes them ('23/11/2026'). */
export async function offeredDays(page: Page): Promise<string[]> {
  const isoDays = await bookingDateButtons(page).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('data-day') ?? ''),
  );
  return isoDays.map(formatDay);
}

/** The booking page's button for a day written '23/11/2026' (its name is '23/11 Seg'). */
export function bookingDateButton(page: Page, day: string): Locator {
  return page
    .getByRole('group', { name: 'Datas disponíveis' })
    .getByRole('button', { name: new RegExp(`^${day.slice(0, 5)}\\b`) });
}

const screens = '.test-output/screens';

/** Full-page screenshots of the current screen at desktop width and at a 390 px phone. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${screens}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Charts re-measure their container a moment after a resize.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${screens}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * A CNPJ with valid check digits, worked out here rather than by the app: twelve characters (digits, or
 * since 2026 also letters, each worth its character code minus 48), then the two modulo-11 digits.
 */
export function cnpjWithCheckDigits(base: string): string {
  const digit = (chars: string[], weights: number[]) => {
    const sum = weights.reduce(
      (total, weight, index) => total + weight * ((chars[index] ?? '0').charCodeAt(0) - 48),
      0,
    );
    const rest = sum % 11;
    return String(rest < 2 ? 0 : 11 - rest);
  };
  const chars = base.toUpperCase().split('');
  const first = digit(chars, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = digit([...chars, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const all = `${base.toUpperCase()}${first}${second}`;
  return `${all.slice(0, 2)}.${all.slice(2, 5)}.${all.slice(5, 8)}/${all.slice(8, 12)}-${all.slice(12)}`;
}

/** Eight digits from the real time and a counter, branch 0001: a CNPJ no other journey of the run holds. */
export function uniqueCnpj(): string {
  return cnpjWithCheckDigits(`${String((Date.now() * 10 + nextSerial()) % 1e8).padStart(8, '0')}0001`);
}

/** The admin's side menu; dashboard cards link to the same pages, so menu clicks are scoped to it. */
export function adminMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu administrativo' });
}

type TrpcAnswer<T> = { result: { data: T } };

/** A tRPC query over HTTP, for setting up what other journeys already walk through in the browser. */
export async function trpcQuery<T>(request: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await request.get(`/trpc/${path}${query}`);
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as TrpcAnswer<T>).result.data;
}

/** A tRPC mutation over HTTP, sent as our client sends it (a JSON body). */
export async function trpcMutation<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.post(`/trpc/${path}`, {
    data: input,
    headers: { 'content-type': 'application/json' },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as TrpcAnswer<T>).result.data;
}

/** Holds the requests `which` picks (the app's scripts, one read) until the returned function is called. */
export async function holdRequests(page: Page, which: RegExp | ((url: URL) => boolean)): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(which, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until no finite animation runs: axe reads colours as painted, and a dialog still fading in read
 * as 'Sim, cancelar todas' below 4.5:1 on a loaded machine. Looping ones (spinners, skeletons) never end
 * and are not waited for. The screens' animations last a few hundred milliseconds: one still running after
 * 10 s is a fault of its own, reported as such.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const settled = () =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !animation.effect ||
          animation.effect.getComputedTiming().endTime === Infinity,
      );
  await page.waitForFunction(settled, undefined, { timeout: 10_000 }).catch((error: unknown) => {
    throw new Error('an animation was still running after 10 s; axe would read its colours half-painted', {
      cause: error,
    });
  });
}
