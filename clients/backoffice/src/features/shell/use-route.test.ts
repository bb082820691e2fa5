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

it('names orders and staff accounts by uuid, customers by id, and lights their sections', () => {
  const uuid = '0b4c4c1e-6d2a-4f7e-9a51-3c2d1e0f9a8b';
  expect(routeAt(`/orders/${uuid.toUpperCase()}`)).toEqual({ name: 'order', uuid });
  expect(routeAt('/orders/new')).toEqual({ name: 'orderNew' });
  expect(routeAt('/orders/42')).toBeNull();
  expect(routeAt('/customers/42')).toEqual({ name: 'customer', id: 42 });
  expect(routeAt('/customers/abc')).toBeNull();
  expect(routeAt('/staff/new')).toEqual({ name: 'staffNew' });
  expect(routeAt(`/staff/${uuid}`)).toEqual({ name: 'staffMember', uuid });
  expect(routeAt('/staff/7')).toBeNull();
  expect(sectionOf({ name: 'order', uuid })).toBe('orders');
  expect(sectionOf({ name: 'orderNew' })).toBe('orders');
  expect(sectionOf({ name: 'customer', id: 42 })).toBe('customers');
  expect(sectionOf({ name: 'staffMember', uuid })).toBe('staff');
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
    { name: 'orders' },
    { name: 'orderNew' },
    { name: 'order', uuid: '0b4c4c1e-6d2a-4f7e-9a51-3c2d1e0f9a8b' },
    { name: 'customers' },
    { name: 'customer', id: 9 },
    { name: 'staff' },
    { name: 'staffNew' },
    { name: 'staffMember', uuid: '5f0e8d1c-2b3a-4c5d-8e9f-0a1b2c3d4e5f' },
  ];
  for (const route of routes) expect(routeAt(pathOf(route))).toEqual(route);
  expect(pathOf({ name: 'geography' })).toBe('/geography');
});
