/*
 * The app's start, told by marks on #root that the journeys wait for: data-app="starting" once the
 * first script runs, "running" once React listens on the page, and data-adopted="true" once the route's
 * page is adopted (or, with no page from the server, first rendered). Free of React, like everything the
 * first script imports (client/src/main.tsx).
 */

let resolveAdopted = () => {};
/** Settles once the route's page is adopted (or, with no page from the server, first rendered). */
export const pageAdopted = new Promise<void>((resolve) => (resolveAdopted = resolve));

/** Called by the route's `PageAdopted` (page-adopted.tsx) once the page is adopted. */
export function markAdopted(): void {
  resolveAdopted();
}

let listening = false;

/** Whether React listens on the page yet: a tap it hears from here on reaches its handler. */
export function reactListens(): boolean {
  return listening;
}

export function markStarting(container: HTMLElement): void {
  container.dataset.app = 'starting';
  // A kept tap is made in the task after this mark: the journeys wait for the mark, then one task more.
  void pageAdopted.then(() => (container.dataset.adopted = 'true'));
}

/** From here on React listens on the page; the journeys wait for this mark before they act. */
export function markRunning(container: HTMLElement): void {
  listening = true;
  container.dataset.app = 'running';
}
