import createCache, { type EmotionCache } from '@emotion/cache';
import { pageStylesAttribute } from '../start/page-state.ts';

/**
 * The app's emotion cache, told which rules the server already wrote into the page's head (one element,
 * collectStyles) so it adds none of them twice. The element is named by an attribute of our own rather
 * than emotion's: emotion's caches "hydrate" every element they recognise by moving it to the end of the
 * head, and moving a sheet re-styles and lays out the whole page again, a long task right after the
 * first script's (docs/decisions/styles-in-head.md
 * "Server-rendered styles gathered in the head and left in place").
 */
export function createPageStyleCache(document: Document): EmotionCache {
  const cache = createCache({ key: 'css' });
  const written = document.querySelector<HTMLElement>(`style[${pageStylesAttribute}]`);
  for (const id of written?.getAttribute(pageStylesAttribute)?.split(' ') ?? []) cache.inserted[id] = true;
  return cache;
}
