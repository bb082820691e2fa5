import { pathOf, routeFromPath, sectionOf } from './use-route';
import type { Route } from './use-route';

it('maps paths under /dashboard/ to screens, unknown ones to the dashboard', () => {
  expect(routeFromPath('/dashboard/')).toEqual({ name: 'home' });
  expect(routeFromPath('/dashboard/geography')).toEqual({ name: 'geography' });
  expect(routeFromPath('/dashboard/geography/')).toEqual({ name: 'geography' });
  expect(routeFromPath('/dashboard/transporter-payments')).toEqual({ name: 'transporterPayments' });
  expect(routeFromPath('/dashboard/nowhere')).toEqual({ name: 'home' });
  expect(routeFromPath('/elsewhere/stock')).toEqual({ name: 'home' });
});

it('carries the expedition id of its editor and reception screens', () => {
  expect(routeFromPath('/dashboard/expeditions/42')).toEqual({ name: 'expedition', id: 42 });
  expect(routeFromPath('/dashboard/expeditions/42/receive/')).toEqual({ name: 'expeditionReceive', id: 42 });
  expect(routeFromPath('/dashboard/expeditions/abc')).toEqual({ name: 'home' });
  expect(sectionOf({ name: 'expeditionReceive', id: 42 })).toBe('expeditions');
});

it('carries the promotion and customer segment ids of their editors, and has pages for new ones', () => {
  expect(routeFromPath('/dashboard/promotions')).toEqual({ name: 'promotions' });
  expect(routeFromPath('/dashboard/promotions/new')).toEqual({ name: 'promotionNew' });
  expect(routeFromPath('/dashboard/promotions/12/')).toEqual({ name: 'promotion', id: 12 });
  expect(routeFromPath('/dashboard/customer-segments/new')).toEqual({ name: 'customerSegmentNew' });
  expect(routeFromPath('/dashboard/customer-segments/3')).toEqual({ name: 'customerSegment', id: 3 });
  expect(routeFromPath('/dashboard/promotions/12/edit')).toEqual({ name: 'home' });
  expect(sectionOf({ name: 'promotionNew' })).toBe('promotions');
  expect(sectionOf({ name: 'customerSegment', id: 3 })).toBe('customerSegments');
});

it('gives back the path each route came from', () => {
  const routes: Route[] = [
    { name: 'home' },
    { name: 'geography' },
    { name: 'stock' },
    { name: 'warehouses' },
    { name: 'expeditions' },
    { name: 'expedition', id: 7 },
    { name: 'expeditionReceive', id: 7 },
    { name: 'transporterPayments' },
    { name: 'promotions' },
    { name: 'promotionNew' },
    { name: 'promotion', id: 5 },
    { name: 'customerSegments' },
    { name: 'customerSegmentNew' },
    { name: 'customerSegment', id: 5 },
  ];
  for (const route of routes) expect(routeFromPath(pathOf(route))).toEqual(route);
  expect(pathOf({ name: 'geography' })).toBe('/dashboard/geography');
});
