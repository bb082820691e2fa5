/**
 * The orders file: GET /dashboard/api/orders/export.csv with the list's query string. Thousands of
 * orders come whole and in the list's order, read in pages of 1,000 rows (counted) and sent chunked;
 * the criteria apply, Algiers' days included; the format follows the language (BOM, `;` and decimal
 * comma in French and Arabic, `,` and a point in English); refusals are JSON, before any byte.
 */
import { OrderStatus, SalesChannel } from '@tijara/schema';
import { Shop } from '../src/modules/shop';
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { insertOrder } from './helpers/order-admin-fixtures';
import { insertManyOrders } from './helpers/orders-list-fixtures';
import { demoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const PATH = '/dashboard/api/orders/export.csv';
const NOW = new Date('2026-11-24T23:30:00Z'); // 00:30 on 25 November in Algiers
const MANY = 2_500;
const FIRST = new Date('2026-06-01T08:00:00Z');
let queries: string[] = [];
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;
let phoneOrder: { id: number; uuid: string };
let lateEvening: { id: number; uuid: string };
let expiringSoon: { id: number; uuid: string };

beforeAll(async () => {
  server = await createTestApp({ now: NOW, onQuery: (sql) => queries.push(sql) });
  admin = await staffClient(server, { roles: ['ADMIN'] });
  shopUuid = (await demoWarehouses(server)).shopUuid;
  await insertManyOrders(server, { shopUuid, count: MANY, from: FIRST, lastname: 'Fichier' });
  phoneOrder = await insertOrder(server, {
    shopUuid,
    firstname: 'Rym',
    lastname: 'Saadi; "la grande"',
    phone: '0560111222',
    channel: SalesChannel.PHONE,
    status: OrderStatus.CONFIRMED,
    total: 1_234_550,
    at: new Date('2026-05-10T10:15:00Z'),
  });
  // 23:30 UTC on 11 May is 00:30 on 12 May in Algiers.
  lateEvening = await insertOrder(server, {
    shopUuid,
    firstname: '=HYPERLINK("x")',
    lastname: 'Hack',
    channel: SalesChannel.PHONE,
    at: new Date('2026-05-11T23:30:00Z'),
  });
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
  expiringSoon = await insertOrder(server, { shopUuid, channel: SalesChannel.ECOMMERCE, at: daysAgo(6) });
  await insertOrder(server, { shopUuid, channel: SalesChannel.ECOMMERCE, at: daysAgo(1) });
});
afterAll(() => server.close());

/** The answer and its text, the byte order mark kept (fetch's text() would drop it). */
async function exported(query: string, client: StaffClient | null = admin) {
  const response = await server.get(`${PATH}?${query}`, client ? { cookie: client.signed.cookie } : {});
  const bytes = await response.arrayBuffer();
  return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

function linesOf(text: string): string[] {
  return text.split('\r\n').filter((line) => line !== '');
}

const reference = (id: number) => `CMD-${String(id).padStart(6, '0')}`;

describe('the file', () => {
  it('streams every order of the list, in its order, read a page of 1,000 rows at a time', async () => {
    queries = [];
    const { response, text } = await exported('lang=fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="commandes-2026-11-25.csv"',
    );
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    expect(text.startsWith('\uFEFFCommande;Date (Alger);Statut;')).toBe(true);
    const lines = linesOf(text).slice(1);
    const fichier = lines.filter((line) => line.includes(';Export Fichier;'));
    expect(fichier).toHaveLength(MANY);
    const ids = fichier.map((line) => Number(line.slice(4, line.indexOf(';'))));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(MANY);
    // Pages of 1,000: as many statements as started thousands, never one for the whole list.
    const pages = queries.filter((sql) => /as sort_key/.test(sql));
    expect(lines.length % 1000).not.toBe(0);
    expect(pages).toHaveLength(Math.ceil(lines.length / 1000));
  });

  it('follows the sort asked, the pages continuing where the last one stopped', async () => {
    const { text } = await exported('sort=TOTAL&dir=ASC&q=Fichier');
    const totals = linesOf(text)
      .slice(1)
      .map((line) => line.split(';')[12] ?? '');
    expect(totals).toHaveLength(MANY);
    expect(totals[0]).toBe('1000,00');
    expect(totals[MANY - 1]).toBe('1024,99');
    expect(new Set(totals).size).toBe(MANY);
    // One customer for all of them: across page ends only the id orders the ties.
    const { text: tied } = await exported('sort=CUSTOMER&dir=ASC&q=Fichier');
    const ids = linesOf(tied)
      .slice(1)
      .map((line) => Number(line.slice(4, line.indexOf(';'))));
    expect(ids).toHaveLength(MANY);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(MANY);
  });

  it('writes money in DA with 2 decimals, times in Algiers, phones as text, and quotes what needs it', async () => {
    const { text } = await exported(`customer=&q=${encodeURIComponent('Rym')}`);
    const [, line] = linesOf(text);
    expect(line).toBe(
      [
        reference(phoneOrder.id),
        '2026-05-10 11:15',
        'Confirmée',
        'Téléphone',
        '',
        'Contre remboursement',
        '"Rym Saadi; ""la grande"""',
        '0560 11 12 22',
        'Alger',
        'Bab Ezzouar',
        '',
        '',
        '12345,50',
        '0,00',
        '12345,50',
        '',
        '',
        '',
      ].join(';'),
    );
    const { text: injected } = await exported('q=HYPERLINK');
    expect(linesOf(injected)[1]).toContain(`;"'=HYPERLINK(""x"") Hack";`);
  });

  it('writes English with commas and decimal points, Arabic with its own headings', async () => {
    const english = linesOf((await exported('lang=en&q=Rym')).text);
    expect(english[0]).toBe(
      '\uFEFFOrder,Date (Algiers),Status,Sales channel,Order type,Payment type,Customer,Phone,Wilaya,Commune,' +
        'Carrier,Tracking number,Total (DA),Paid (DA),Balance due (DA),Review,Receipt number,Automatic cancellation (Algiers)',
    );
    expect(english[1]).toContain(',Confirmed,Phone,,Cash on delivery,');
    expect(english[1]).toContain(',12345.50,0.00,12345.50,');
    const arabic = linesOf((await exported('lang=ar&q=Rym')).text);
    expect(arabic[0]?.startsWith('\uFEFFالطلبية;التاريخ (الجزائر);الحالة;')).toBe(true);
    expect(arabic[1]).toContain(';مؤكدة;الهاتف;');
  });
});

describe('the criteria', () => {
  it('applies the list’s criteria, days being Algiers’ days, both included', async () => {
    const phone = linesOf((await exported('channel=PHONE')).text).slice(1);
    expect(phone.map((line) => line.split(';')[0])).toEqual([
      reference(lateEvening.id),
      reference(phoneOrder.id),
    ]);
    const twelfth = linesOf((await exported('from=2026-05-12&to=2026-05-12')).text).slice(1);
    expect(twelfth.map((line) => line.split(';')[0])).toEqual([reference(lateEvening.id)]);
    const eleventh = linesOf((await exported('from=2026-05-11&to=2026-05-11')).text).slice(1);
    expect(eleventh).toEqual([]);
    const both = linesOf((await exported('status=CONFIRMED&status=PENDING&channel=PHONE')).text).slice(1);
    expect(both).toHaveLength(2);
    const expiring = linesOf((await exported('expiring=1')).text).slice(1);
    expect(expiring.map((line) => line.split(';')[0])).toEqual([reference(expiringSoon.id)]);
    expect(expiring[0]?.endsWith(';2026-11-26 00:30')).toBe(true);
  });

  it('refuses bad criteria with a JSON 400 naming each of them, before any byte of file', async () => {
    const { response, text } = await exported('status=LOST&from=2026-02-30&wilaya=abc&dir=UP&lang=de');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { success: boolean; code: string; errors: Record<string, string[]> };
    expect(body.success).toBe(false);
    expect(body.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(body.errors).sort()).toEqual(['dir', 'from', 'lang', 'status', 'wilaya']);
    const backwards = await exported('from=2026-05-12&to=2026-05-11');
    expect(Object.keys((JSON.parse(backwards.text) as { errors: object }).errors)).toEqual(['to']);
  });
});

describe('who may export', () => {
  it('needs a session (401) and ORDERS (403), and gives only the shops the person works in', async () => {
    const anonymous = await exported('', null);
    expect(anonymous.response.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const cashier = await staffClient(server, { roles: ['CASHIER'], shopIds: [shopUuid] });
    expect((await exported('', cashier)).response.status).toBe(403);
    const em = server.orm.em.fork();
    const elsewhere = em.create(Shop, { name: 'Boutique Oran' });
    await em.flush();
    const agent = await staffClient(server, { roles: ['ORDER_AGENT'], shopIds: [elsewhere.uuid] });
    const other = await exported('', agent);
    expect(other.response.status).toBe(200);
    expect(linesOf(other.text)).toHaveLength(1);
  });
});
