import { ordersPath, writeOrdersQuery } from './list-query';
import { exportHref } from './ExportLink';
import { readOrdersQuery } from './list-read';
import { dayAfterStart, dayStart, ordersListVariables } from './list-variables';

const read = (query: string) => readOrdersQuery(new URLSearchParams(query));
const NOW = Date.UTC(2026, 10, 25, 8, 0);

it('reads the plain address as the newest orders first, 24 a page, and writes it back empty', () => {
  expect(ordersListVariables(read(''), NOW)).toEqual({
    countFilter: null,
    sort: 'CREATED_AT',
    direction: 'DESC',
    page: 1,
    pageSize: 24,
  });
  expect(writeOrdersQuery(read('')).toString()).toBe('');
});

it('gives back the same address it read, every criterion of the contract included', () => {
  const query =
    'status=PENDING&status=CONFIRMED&channel=ECOMMERCE&channel=POS&type=PHONE&payment=TRANSPORTER' +
    '&from=2026-11-01&to=2026-11-25&wilaya=16&transporter=3&review=PENDING&customer=12&expiring=1' +
    '&q=Bouzid&sort=TOTAL&dir=DESC&page=3&size=50';
  expect(writeOrdersQuery(read(query)).toString()).toBe(query);
});

it('turns the address into the server’s filter, the tabs counting without the statuses', () => {
  const variables = ordersListVariables(
    read('status=SHIPPED&channel=POS&review=PENDING&from=2026-11-25&to=2026-11-25&q=0551&expiring=1'),
    NOW,
  );
  const common = {
    channel: ['POS'],
    reviewStatus: 'PENDING',
    createdFrom: '2026-11-24T23:00:00.000Z',
    createdTo: '2026-11-25T23:00:00.000Z',
    autoCancelBefore: '2026-11-27T08:00:00.000Z',
    search: '0551',
  };
  expect(variables).toEqual({
    filter: { status: ['SHIPPED'], ...common },
    countFilter: common,
    sort: 'CREATED_AT',
    direction: 'DESC',
    page: 1,
    pageSize: 24,
  });
});

it('reads a local day in Algiers (UTC+1 all year), the last day included', () => {
  expect(dayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
  expect(dayAfterStart('2026-12-31')).toBe('2026-12-31T23:00:00.000Z');
});

it('drops what it does not know, and lists repeated values in the vocabulary’s order', () => {
  const query = read(
    'status=LOST&status=cancelled&status=PENDING&channel=FAX&type=&payment=cash&from=2026-02-30' +
      '&to=yesterday&wilaya=-4&transporter=abc&review=MAYBE&customer=0&expiring=yes&sort=colour&dir=UP&page=0&size=13',
  );
  expect(writeOrdersQuery(query).toString()).toBe('status=PENDING&status=CANCELLED&payment=CASH');
});

it('writes a sort’s natural direction only when it is turned around', () => {
  expect(writeOrdersQuery(read('sort=REFERENCE')).toString()).toBe('sort=REFERENCE');
  expect(read('sort=REFERENCE').dir).toBe('ASC');
  expect(writeOrdersQuery(read('sort=CREATED_AT&dir=ASC')).toString()).toBe('dir=ASC');
});

it('makes the addresses the dashboard links to', () => {
  expect(ordersPath()).toBe('/orders');
  expect(ordersPath({ from: '2026-11-25', to: '2026-11-25' })).toBe('/orders?from=2026-11-25&to=2026-11-25');
  expect(ordersPath({ status: ['PENDING'] })).toBe('/orders?status=PENDING');
  expect(ordersPath({ channel: ['POS'], review: 'PENDING' })).toBe('/orders?channel=POS&review=PENDING');
  expect(ordersPath({ transporter: 3, status: ['DELIVERED'] })).toBe(
    '/orders?status=DELIVERED&transporter=3',
  );
});

it('reads a range typed the wrong way round in order, which the server would refuse', () => {
  expect(read('from=2026-11-20&to=2026-11-02')).toMatchObject({ from: '2026-11-02', to: '2026-11-20' });
});

it('names the direction in the export, whose default is not the sort’s natural one', () => {
  expect(exportHref(read('sort=TOTAL'), 'fr')).toBe(
    '/dashboard/api/orders/export.csv?sort=TOTAL&dir=ASC&lang=fr',
  );
});
