/**
 * The back office's screens live under /dashboard/; a full router library would outweigh them.
 * Navigation uses the History API so deep links reload (the service worker serves index.html).
 * A route is a name plus the ids its screen needs (an expedition's editor carries the expedition).
 */
import { useCallback, useEffect, useState } from 'react';

export const BASE = '/dashboard/';

export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'geography' }
  | { readonly name: 'stock' }
  | { readonly name: 'warehouses' }
  | { readonly name: 'expeditions' }
  | { readonly name: 'expedition'; readonly id: number }
  | { readonly name: 'expeditionReceive'; readonly id: number }
  | { readonly name: 'transporterPayments' };

export type RouteName = Route['name'];

/** Screens reached from the sidebar, by their path under BASE. */
const SECTIONS: Readonly<Record<string, Route>> = {
  '': { name: 'home' },
  geography: { name: 'geography' },
  stock: { name: 'stock' },
  warehouses: { name: 'warehouses' },
  expeditions: { name: 'expeditions' },
  'transporter-payments': { name: 'transporterPayments' },
};

const EXPEDITION = /^expeditions\/(\d{1,9})(\/receive)?$/;

export function routeFromPath(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length).replace(/\/+$/, '') : '';
  const section = SECTIONS[rest];
  if (section) return section;
  const expedition = EXPEDITION.exec(rest);
  if (expedition) {
    const id = Number(expedition[1]);
    return expedition[2] ? { name: 'expeditionReceive', id } : { name: 'expedition', id };
  }
  return { name: 'home' };
}

export function pathOf(route: Route): string {
  switch (route.name) {
    case 'home':
      return BASE;
    case 'transporterPayments':
      return `${BASE}transporter-payments`;
    case 'expedition':
      return `${BASE}expeditions/${route.id}`;
    case 'expeditionReceive':
      return `${BASE}expeditions/${route.id}/receive`;
    default:
      return `${BASE}${route.name}`;
  }
}

/** The sidebar entry a screen belongs to (an expedition's editor lights "Expeditions"). */
export function sectionOf(route: Route): RouteName {
  return route.name === 'expedition' || route.name === 'expeditionReceive' ? 'expeditions' : route.name;
}

export function useRoute() {
  const [route, setRoute] = useState<Route>(() => routeFromPath(window.location.pathname));
  useEffect(() => {
    const onPop = () => setRoute(routeFromPath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback((next: Route) => {
    window.history.pushState(null, '', pathOf(next));
    setRoute(next);
  }, []);
  return { route, navigate };
}
