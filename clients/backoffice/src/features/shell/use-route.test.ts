import { pathOf, routeAt, sectionOf } from './use-route';
import type { Route } from './use-route';

it('names the screen of each address under the basename; an unknown one is no screen', () => {
  expect(routeAt('/')).toEqual({ name: 'home' });
  expect(routeAt('/geography')).toEqual({ name: 'geography' });
  expect(routeAt('/geography/')).toEqual({ name: 'geography' });
  expect(routeAt('/transporter-payments')).toEqual({ name: 'transporterPayments' });
  expect(routeAt('/nowhere')).toBeNull();
});

it('carries the expedition id of its editor and reception screens', () => {
  expect(routeAt('/expeditions/42')).toEqual({ name: 'expedition', id: 42 });
  expect(routeAt('/expeditions/42/receive/')).toEqual({ name: 'expeditionReceive', id: 42 });
  expect(routeAt('/expeditions/abc')).toBeNull();
  expect(routeAt('/expeditions/0')).toBeNull();
  expect(sectionOf({ name: 'expeditionReceive', id: 42 })).toBe('expeditions');
});

it('carries the promotion and customer segment ids of their editors, and has pages for new ones', () => {
  expect(routeAt('/promotions')).toEqual({ name: 'promotions' });
  expect(routeAt('/promotions/new')).toEqual({ name: 'promotionNew' });
  expect(routeAt('/promotions/12/')).toEqual({ name: 'promotion', id: 12 });
  expect(routeAt('/customer-segments/new')).toEqual({ name: 'customerSegmentNew' });
  expect(routeAt('/customer-segments/3')).toEqual({ name: 'customerSegment', id: 3 });
  expect(routeAt('/promotions/12/edit')).toBeNull();
  expect(sectionOf({ name: 'promotionNew' })).toBe('promotions');
  expect(sectionOf({ name: 'customerSegment', id: 3 })).toBe('customerSegments');
});

it('gives back the address each route came from', () => {
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
  for (const route of routes) expect(routeAt(pathOf(route))).toEqual(route);
  expect(pathOf({ name: 'geography' })).toBe('/geography');
});
