import { useEffect } from 'react';

/*
 * The app's start, told by marks on #root that the journeys wait for: data-app="starting" once the
 * first script runs, "running" once React listens on the page, and data-adopted="true" once the route's
 * page is adopted (or, with no page from the server, first rendered).
 */

let markAdopted = () => {};
/** Settles once the route's page is adopted (or, with no page from the server, first rendered). */
export const pageAdopted = new Promise<void>((resolve) => (markAdopted = resolve));

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

/**
 * Rendered beside the route's element inside its Suspense boundary: a boundary React has not adopted
 * commits nothing inside it, so this effect runs only once the page is adopted.
 */
export function PageAdopted(): null {
  useEffect(() => markAdopted(), []);
  return null;
}
