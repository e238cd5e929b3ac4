import { pageAdopted, reactListens } from './page-adoption.ts';

/** A tap older than this when the page is adopted is not made again: the person has moved on. */
const earlyTapLifetimeMs = 5_000;

/**
 * Until the app has adopted the server's page, a tap on one of its buttons does nothing: React is not
 * listening yet, or it is but cannot adopt that part before the screen's chunk is in, and then it stops
 * the event rather than replay it. This keeps the last such tap and makes it again once the page is
 * adopted. Links and form fields work without the app, and a submit button in a form has already
 * submitted it, so only other buttons are kept; only the last, so a double tap is not made twice. Taps
 * made before this first script runs (its imports still loading) are not seen. If the page is never
 * adopted (its chunk fails, or React renders it anew after a mismatch and the button is gone), the tap
 * is not made.
 */
export function keepEarlyTap(container: HTMLElement): void {
  let kept: { button: HTMLButtonElement; event: Event; at: number } | null = null;
  // On the document in the capture phase: before any of React's listeners (on #root, or on the body
  // once a portal has rendered) can stop the event.
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button) || (button.form && button.type === 'submit')) return;
    kept = { button, event, at: performance.now() };
  };
  // A kept tap that still bubbles while React listens reached its handler: it must not be made twice.
  const handled = (event: Event) => {
    if (reactListens() && kept?.event === event) kept = null;
  };
  document.addEventListener('click', keep, true);
  container.addEventListener('click', handled);
  void pageAdopted.then(() =>
    // A new task, so a tap being handled as the page is adopted finishes first.
    setTimeout(() => {
      document.removeEventListener('click', keep, true);
      container.removeEventListener('click', handled);
      const tap = kept;
      if (!tap || !tap.button.isConnected || tap.button.disabled) return;
      if (performance.now() - tap.at < earlyTapLifetimeMs) tap.button.click();
    }, 0),
  );
}
