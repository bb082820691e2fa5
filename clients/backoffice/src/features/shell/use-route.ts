/**
 * The back office's few screens live under /dashboard/; a full router library would outweigh them.
 * Navigation uses the History API so deep links reload (the service worker serves index.html).
 */
import { useCallback, useEffect, useState } from 'react';

export const BASE = '/dashboard/';
export type RouteName = 'home' | 'geography';
const PATHS: Record<RouteName, string> = { home: BASE, geography: `${BASE}geography` };

export function routeFromPath(pathname: string): RouteName {
  return pathname.replace(/\/+$/, '') === PATHS.geography ? 'geography' : 'home';
}

export function pathOf(route: RouteName): string {
  return PATHS[route];
}

export function useRoute() {
  const [route, setRoute] = useState<RouteName>(() => routeFromPath(window.location.pathname));
  useEffect(() => {
    const onPop = () => setRoute(routeFromPath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((next: RouteName) => {
    window.history.pushState(null, '', PATHS[next]);
    setRoute(next);
  }, []);
  return { route, navigate };
}
