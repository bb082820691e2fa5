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
  | { readonly name: 'transporterPayments' }
  | { readonly name: 'promotions' }
  | { readonly name: 'promotionNew' }
  | { readonly name: 'promotion'; readonly id: number }
  | { readonly name: 'customerSegments' }
  | { readonly name: 'customerSegmentNew' }
  | { readonly name: 'customerSegment'; readonly id: number };

export type RouteName = Route['name'];

/** Screens reached from the sidebar, by their path under BASE. */
const SECTIONS: Readonly<Record<string, Route>> = {
  '': { name: 'home' },
  geography: { name: 'geography' },
  stock: { name: 'stock' },
  warehouses: { name: 'warehouses' },
  expeditions: { name: 'expeditions' },
  'transporter-payments': { name: 'transporterPayments' },
  promotions: { name: 'promotions' },
  'promotions/new': { name: 'promotionNew' },
  'customer-segments': { name: 'customerSegments' },
  'customer-segments/new': { name: 'customerSegmentNew' },
};

const EXPEDITION = /^expeditions\/(\d{1,9})(\/receive)?$/;
const PROMOTION = /^promotions\/(\d{1,9})$/;
const CUSTOMER_SEGMENT = /^customer-segments\/(\d{1,9})$/;

export function routeFromPath(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length).replace(/\/+$/, '') : '';
  const section = SECTIONS[rest];
  if (section) return section;
  const expedition = EXPEDITION.exec(rest);
  if (expedition) {
    const id = Number(expedition[1]);
    return expedition[2] ? { name: 'expeditionReceive', id } : { name: 'expedition', id };
  }
  const promotion = PROMOTION.exec(rest);
  if (promotion) return { name: 'promotion', id: Number(promotion[1]) };
  const segment = CUSTOMER_SEGMENT.exec(rest);
  if (segment) return { name: 'customerSegment', id: Number(segment[1]) };
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
    case 'promotionNew':
      return `${BASE}promotions/new`;
    case 'promotion':
      return `${BASE}promotions/${route.id}`;
    case 'customerSegments':
      return `${BASE}customer-segments`;
    case 'customerSegmentNew':
      return `${BASE}customer-segments/new`;
    case 'customerSegment':
      return `${BASE}customer-segments/${route.id}`;
    default:
      return `${BASE}${route.name}`;
  }
}

const SECTION_OF: Partial<Record<RouteName, RouteName>> = {
  expedition: 'expeditions',
  expeditionReceive: 'expeditions',
  promotionNew: 'promotions',
  promotion: 'promotions',
  customerSegmentNew: 'customerSegments',
  customerSegment: 'customerSegments',
};

/** The sidebar entry a screen belongs to (an expedition's editor lights "Expeditions"). */
export function sectionOf(route: Route): RouteName {
  return SECTION_OF[route.name] ?? route.name;
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
