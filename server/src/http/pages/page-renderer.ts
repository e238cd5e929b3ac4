import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTRPCClient, unstable_localLink, type TRPCClient } from '@trpc/client';
import type { Role } from '@acolhe/shared/roles';
import { zoneOffsetsAround, type OffsetSpan } from '@acolhe/shared/zone-offsets';
import { appRouter, type AppRouter } from '../../router.ts';
import type { Context } from '../../trpc/context.ts';

export interface RenderedPage {
  styles: string;
  markup: string;
  stateElement: string;
  status: 200 | 404;
  title: string | null;
  /** How many renders the page took. */
  renders: number;
  /** The procedures whose answers the page shows; null when one of its queries failed. */
  reads: string[] | null;
}

/** The shape of client/src/server-render/render-page.tsx, built by `vite build --ssr` into client/dist-ssr. */
export interface PageRendererModule {
  renderPage(request: {
    url: string;
    viewerRole: Role | null;
    timeZone: string;
    offsets: OffsetSpan[];
    now: number;
    client: TRPCClient<AppRouter>;
  }): Promise<RenderedPage | null>;
}

/** How the renderer is loaded: from the build folder on disk, or from inside the executable's bundle. */
export type LoadPageRenderer = () => Promise<PageRendererModule>;

export interface RenderPageInput {
  url: string;
  timeZone: string;
  context: Context;
}

export type RenderPage = (input: RenderPageInput) => Promise<RenderedPage | null>;

/** Where the build leaves the renderer: beside the client's own build folder. */
export function pageRendererPath(clientDist: string): string {
  return resolve(clientDist, '..', 'dist-ssr', 'render-page.js');
}

/** The renderer the client build left on disk; null for a client built without it. */
export function pageRendererOnDisk(clientDist: string): LoadPageRenderer | null {
  const path = pageRendererPath(clientDist);
  return existsSync(path) ? () => import(pathToFileURL(path).href) as Promise<PageRendererModule> : null;
}

export interface PageRenderer {
  render: RenderPage;
  /** Starts loading the renderer (once); pages are the shell until it is loaded. */
  load: () => void;
}

/**
 * The app's page renderer (React, Chakra and every screen; its size in docs/decisions/prerendered-landing.md
 * "Prerendered landing page and server-rendered pages"), loaded when `load` is called, in the
 * background; until it is there, and with no renderer at all, pages are the app's empty shell, rendered
 * in the browser as before. Procedures run in process, as the visitor.
 */
export function pageRenderer(loadModule: LoadPageRenderer | null, onError: (error: unknown) => void): PageRenderer {
  let renderer: PageRendererModule | null = null;
  let loading = false;
  return {
    load: () => {
      if (loading || !loadModule) return;
      loading = true;
      loadModule().then((module) => {
        renderer = module;
      }, onError);
    },
    render: async ({ url, timeZone, context }) => {
      if (!renderer) return null;
      const client = createTRPCClient<AppRouter>({
        links: [unstable_localLink({ router: appRouter, createContext: async () => context })],
      });
      const now = context.now().getTime();
      const offsets = zoneOffsetsAround(timeZone, now);
      return renderer.renderPage({ url, viewerRole: context.user?.role ?? null, timeZone, offsets, now, client });
    },
  };
}
