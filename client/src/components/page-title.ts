import { createContext } from 'react';

/** The document title of a page whose heading is `title`: 'Minhas consultas — Acolhe'. */
export function documentTitle(title: string): string {
  return `${title} — Acolhe`;
}

/**
 * Where a page rendered on the server leaves its title, so the server can write it into the HTML's
 * `<title>` (the browser's effect that sets it never runs there). One per render: renders of several
 * requests interleave on the server.
 */
export class PageTitleSink {
  title: string | null = null;

  record(title: string): void {
    this.title = documentTitle(title);
  }
}

export const PageTitleSinkContext = createContext<PageTitleSink | null>(null);
