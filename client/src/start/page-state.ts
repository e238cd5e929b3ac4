import type { DehydratedState } from '@tanstack/react-query';
import type { OffsetSpan } from '@acolhe/shared/zone-offsets';

/**
 * What a server-rendered page hands the app in its HTML: the platform's time zone and the answers the
 * page was rendered with, so the app's first render matches the HTML (hydration) without asking again.
 */
export interface ServerPageState {
  timeZone: string;
  /** The zone's offsets around today, so the app shows dates without loading the browser's zone rules. */
  offsets: OffsetSpan[];
  queries: DehydratedState;
}

const pageStateElementId = 'acolhe-page-state';

/**
 * Names, on the head's element of component rules (server-render/collect-styles.ts), the rules it holds,
 * so the app's style cache knows them (app/page-style-cache.ts).
 */
export const pageStylesAttribute = 'data-page-styles';

/** The state as a <script> of JSON, escaped so no '<' in it can close the element or open a comment. */
export function pageStateElement(state: ServerPageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${pageStateElementId}">${json}</script>`;
}

export function readPageState(document: Document): ServerPageState | null {
  const element = document.getElementById(pageStateElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerPageState;
  } catch {
    return null;
  }
}
