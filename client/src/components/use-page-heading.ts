import { useCallback, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, PageTitleSinkContext } from './page-title.ts';

/** The path of the page whose heading last appeared; null until the first page of this load shows. */
let shownPath: string | null = null;

/**
 * One page, one `<title>` ('Minhas consultas — Acolhe', also in the server's HTML), and after a
 * client-side navigation the focus on the page's heading, so a screen reader announces the new page and
 * Tab goes on from there. The first page of a load leaves focus where the browser puts it. Returns the
 * ref for the page's `h1`, which needs `tabIndex={-1}`; the heading may appear after the page's loading
 * state and still takes focus.
 */
export function usePageHeading(title: string): (heading: HTMLElement | null) => void {
  const { pathname } = useLocation();
  const sink = useContext(PageTitleSinkContext);
  sink?.record(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return useCallback(
    (heading: HTMLElement | null) => {
      if (!heading) return;
      if (shownPath !== null && shownPath !== pathname) heading.focus();
      shownPath = pathname;
    },
    [pathname],
  );
}
