import { matchRoutes, type RouteObject } from 'react-router';
import { routes, type AppRoute } from './route-table.tsx';

/**
 * Starts fetching every chunk the page at `pathname` needs, all at once, before the app renders: left
 * to React, the layout's chunk would load first and the page's only once the layout had rendered.
 * Apart from routes.tsx, which renders them with Chakra: the first script evaluates React and the route
 * table only, and Chakra is evaluated in a task of its own (main.tsx).
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes as RouteObject[], pathname) ?? []) {
    for (const chunk of (match.route as AppRoute).handle?.chunks ?? []) void chunk.preload();
  }
}
