import { latestPostDay, postDateOf, postDayOf } from './post-date';

// 23:30 in Algiers on 10 June: the shop's tomorrow is 11 June, whose midnight is 30 minutes away.
const NOW = new Date('2025-06-10T22:30:00Z');

it('reads a saved post’s date as its day in the shop', () => {
  expect(postDayOf('2025-06-10T23:30:00.000Z')).toBe('2025-06-11');
  expect(postDayOf('2014-03-08T09:30:00.000Z')).toBe('2014-03-08');
});

it('sends nothing for an empty or unchanged day', () => {
  expect(postDateOf('', '', NOW)).toEqual({ kind: 'omitted' });
  expect(postDateOf('2014-03-08', '2014-03-08', NOW)).toEqual({ kind: 'omitted' });
});

it('sends a changed day as its midnight in the shop, up to the shop’s tomorrow', () => {
  expect(postDateOf('2014-03-08', '2020-01-01', NOW)).toEqual({
    kind: 'set',
    iso: '2014-03-07T23:00:00.000Z',
  });
  expect(latestPostDay(NOW)).toBe('2025-06-11');
  expect(postDateOf('2025-06-11', '', NOW)).toEqual({ kind: 'set', iso: '2025-06-10T23:00:00.000Z' });
});

it('refuses a day after the shop’s tomorrow', () => {
  expect(postDateOf('2025-06-12', '', NOW)).toEqual({ kind: 'refused' });
});
