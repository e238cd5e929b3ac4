import { useEffect } from 'react';

let markAdopted = () => {};
const adopted = new Promise<void>((resolve) => (markAdopted = resolve));

/** Rendered beside the route's element inside its Suspense boundary: its effect runs once the page is adopted. */
export function PageAdopted(): null {
  useEffect(() => markAdopted(), []);
  return null;
}

/**
 * Until the app has adopted the server's page, a tap on one of its buttons does nothing: React is not
 * listening yet, or it is but cannot adopt that part before the screen's chunk is in (the event is then
 * dropped, not replayed). This keeps the last such tap and makes it again once the page is adopted.
 * Links and form fields work without the app, so only buttons are kept; only the last one, so an
 * impatient double tap is not made twice.
 */
export function keepEarlyTap(container: HTMLElement): void {
  let tapped: HTMLButtonElement | null = null;
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) tapped = button;
  };
  container.addEventListener('click', keep);
  void adopted.then(() => {
    container.removeEventListener('click', keep);
    if (tapped?.isConnected && !tapped.disabled) tapped.click();
  });
}
