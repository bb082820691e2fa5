import { pathOf, routeFromPath } from './use-route';

it('maps paths under /dashboard/ to screens, unknown ones to the dashboard', () => {
  expect(routeFromPath('/dashboard/')).toBe('home');
  expect(routeFromPath('/dashboard/geography')).toBe('geography');
  expect(routeFromPath('/dashboard/geography/')).toBe('geography');
  expect(routeFromPath('/dashboard/nowhere')).toBe('home');
  expect(pathOf('geography')).toBe('/dashboard/geography');
});
