import { shopDayOf, shopDayStart, shopWallClock } from './shop-time';

it('starts a shop day at 23:00 UTC the day before, all year (no daylight saving in Algeria)', () => {
  expect(shopDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
  expect(shopDayStart('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
});

it('names the shop day and wall clock of an instant, whatever the machine’s time zone', () => {
  expect(shopDayOf(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
  expect(shopDayOf(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
  expect(shopWallClock(Date.UTC(2026, 10, 25, 8, 30))).toBe('2026-11-25T09:30:00.000');
});
