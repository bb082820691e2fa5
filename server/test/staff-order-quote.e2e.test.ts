/**
 * The staff order form's quote (`staffOrderQuote`): the prices createStaffOrder then charges (lines,
 * promotions by name, delivery, totals), the refusal it would give for the same input, as data, in
 * a fixed number of statements, writing nothing; ORDERS and the shop's affectation.
 */
import { priceTtc } from '@tijara/schema';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf, refusalOf } from './helpers/graphql-results';
import {
  CREATE_STAFF_ORDER,
  installmentOrderInput,
  orderAdminWorld,
  orderRowCounts,
  phoneOrderInput,
  refusalFields,
  somePhone,
} from './helpers/order-admin-fixtures';
import type { OrderAdminWorld } from './helpers/order-admin-fixtures';
import { createPromotion, promotionInput } from './helpers/promotions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

interface QuoteLine {
  position: number;
  productId: number;
  combinationId: number | null;
  productName: string;
  quantity: number;
  unitPrice: number;
  unitPriceAfter: number;
  unitPriceTtc: number;
  unitPriceAfterTtc: number;
  totalTtc: number;
  promotions: { promotionId: number; title: string; amount: number }[];
  available: number;
}

interface Quote {
  lines: QuoteLine[];
  subtotalHt: number | null;
  discountHt: number | null;
  deliveryPrice: number;
  deliveryDiscount: number | null;
  total: number | null;
  customerId: number | null;
  refusal: {
    code: string;
    messageKey: string | null;
    fieldErrors: { field: string; messages: string[] }[];
  } | null;
}

const QUOTE = `query($input: StaffOrderInput!) { staffOrderQuote(input: $input) {
  lines { position productId combinationId productName quantity unitPrice unitPriceAfter unitPriceTtc
    unitPriceAfterTtc totalTtc promotions { promotionId title amount } available }
  subtotalHt discountHt deliveryPrice deliveryDiscount total customerId
  refusal { code messageKey fieldErrors { field messages } } } }`;

let server: TestApp;
let agent: StaffClient;
let world: OrderAdminWorld;
let queries: string[] = [];
beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => queries.push(query) });
  world = await orderAdminWorld(server);
  agent = await staffClient(server, { roles: ['ORDER_AGENT'], shopIds: [world.shopUuid] });
});
afterAll(() => server.close());

const quoteAnswer = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.graphql<{ staffOrderQuote: Quote }>(QUOTE, { input }, { cookie: agent.signed.cookie, ...headers });
const quoted = async (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  dataOf(await quoteAnswer(input, headers), 'staffOrderQuote');

/** The refusal as both answers can be compared: code, message key (none as null), sorted fields. */
function quoteRefusal(quote: Quote) {
  const refusal = quote.refusal;
  if (!refusal) return null;
  return {
    code: refusal.code,
    messageKey: refusal.messageKey,
    fields: refusal.fieldErrors.map((e) => e.field),
  };
}

async function createRefusal(input: Record<string, unknown>) {
  const { code, messageKey, fields } = refusalFields(await agent.graphql(CREATE_STAFF_ORDER, { input }));
  return { code, messageKey: messageKey ?? null, fields };
}

describe('staffOrderQuote', () => {
  it('quotes what createStaffOrder then charges, line by line, and writes nothing itself', async () => {
    const input = phoneOrderInput(world);
    const before = await orderRowCounts(server);
    const quote = await quoted(input);
    expect(await orderRowCounts(server)).toEqual(before);

    const dress = priceTtc(2 * world.dress.priceHt, 1900);
    const plain = priceTtc(world.plain.priceHt, 1900);
    expect(quote).toMatchObject({
      subtotalHt: 2 * world.dress.priceHt + world.plain.priceHt,
      discountHt: 0,
      deliveryPrice: 40_000,
      deliveryDiscount: 0,
      total: dress + plain + 40_000,
      customerId: null,
      refusal: null,
    });
    expect(quote.lines.map((l) => [l.position, l.quantity, l.unitPrice, l.unitPriceTtc, l.totalTtc])).toEqual(
      [
        [0, 2, world.dress.priceHt, priceTtc(world.dress.priceHt, 1900), dress],
        [1, 1, world.plain.priceHt, priceTtc(world.plain.priceHt, 1900), plain],
      ],
    );
    expect(quote.lines.map((l) => l.available)).toEqual([20, 20]);

    const order = dataOf(
      await agent.graphql<{
        createStaffOrder: { total: number; lines: { unitPrice: number; totalTtc: number }[] };
      }>(CREATE_STAFF_ORDER, { input }),
      'createStaffOrder',
    );
    expect(order.total).toBe(quote.total);
    expect(order.lines.map((l) => [l.unitPrice, l.totalTtc])).toEqual(
      quote.lines.map((l) => [l.unitPrice, l.totalTtc]),
    );
    // The order's reservation is what the next quote sees as available.
    expect((await quoted(input)).lines.map((l) => l.available)).toEqual([18, 19]);
  });

  it('names the promotions it applies in the request language, at the prices the order is then made with', async () => {
    const admin = await staffClient(server, { roles: ['ADMIN'] });
    const promotion = await createPromotion(admin, {
      shopUuid: world.shopUuid,
      scope: 'PRODUCT',
      input: promotionInput({
        name: 'Téléphone -10 %',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2030-01-01T00:00:00.000Z',
        targetIds: [world.plain.id],
        value: 10,
        channels: ['PHONE'],
      }),
    });
    const input = phoneOrderInput(world, { lines: [{ productId: world.plain.id, quantity: 2 }] });
    const [line] = (await quoted(input, { 'accept-language': 'en' })).lines;
    const off = Math.round(world.plain.priceHt / 10);
    expect(line).toMatchObject({
      unitPrice: world.plain.priceHt,
      unitPriceAfter: world.plain.priceHt - off,
      unitPriceAfterTtc: priceTtc(world.plain.priceHt - off, 1900),
      promotions: [{ promotionId: promotion.id, title: 'Sales', amount: 2 * off }],
    });
    expect((await quoted(input)).lines[0]?.promotions[0]?.title).toBe('Soldes');
    // Another channel's order is not discounted by it, as createStaffOrder would not be.
    const wholesale = await quoted({ ...input, channel: 'WHOLESALE', orderType: 'WHOLESALER' });
    expect(wholesale.lines[0]?.promotions).toEqual([]);
    const order = dataOf(
      await agent.graphql<{ createStaffOrder: { lines: { unitPriceAfter: number }[] } }>(CREATE_STAFF_ORDER, {
        input,
      }),
      'createStaffOrder',
    );
    expect(order.lines[0]?.unitPriceAfter).toBe(line?.unitPriceAfter);
  });

  it('answers, as data, the refusal createStaffOrder gives for the same input', async () => {
    const refused: Record<string, unknown>[] = [
      installmentOrderInput(world, { firstPayment: 10_000 }),
      phoneOrderInput(world, { paymentType: 'DEPOSIT', firstPayment: 100_000_000 }),
      phoneOrderInput(world, { delivery: { address: 'Rue 1', ...world.chlef, transporterId: world.tell } }),
      phoneOrderInput(world, {
        customer: { firstname: 'Nadia', lastname: 'Cherif', phone: '0212345678', email: null },
        lines: [
          { productId: world.dress.id, combinationId: 999_999, quantity: 1 },
          { productId: 999_999, quantity: 1 },
        ],
      }),
      phoneOrderInput(world, {
        orderType: 'WHOLESALER',
        customer: { firstname: 'A', lastname: 'B2', phone: '12', email: 'nope' },
        delivery: null,
        lines: [{ productId: world.plain.id, quantity: 0 }],
      }),
      phoneOrderInput(world, { lines: [{ productId: world.plain.id, quantity: 500 }] }),
    ];
    const before = await orderRowCounts(server);
    for (const input of refused) {
      const quote = await quoted(input);
      expect(quoteRefusal(quote)).toEqual(await createRefusal(input));
    }
    expect(await orderRowCounts(server)).toEqual(before);
  });

  it('prices the lines before the customer is entered, and says what is missing', async () => {
    const quote = await quoted(phoneOrderInput(world, { customer: null }));
    const complete = await quoted(phoneOrderInput(world));
    expect([quote.lines.length, quote.total]).toEqual([2, complete.total]);
    expect(complete.total).toEqual(expect.any(Number));
    expect(quoteRefusal(quote)).toEqual({
      code: 'BAD_USER_INPUT',
      messageKey: 'form.missingMandatoryInfo',
      fields: ['customer'],
    });
  });

  it('tells each line’s units even when another field is at fault, and refuses the shortage only alone', async () => {
    const greedy = { lines: [{ productId: world.plain.id, quantity: 500 }] };
    const alone = await quoted(phoneOrderInput(world, greedy));
    expect(alone.lines[0]?.available).toBeLessThan(500);
    expect(alone.refusal?.fieldErrors).toEqual([
      { field: 'lines.0.quantity', messages: [`Only ${alone.lines[0]?.available} available, 500 asked`] },
    ]);
    const withoutCustomer = await quoted(phoneOrderInput(world, { ...greedy, customer: null }));
    expect(withoutCustomer.lines[0]?.available).toBe(alone.lines[0]?.available);
    expect(quoteRefusal(withoutCustomer)?.fields).toEqual(['customer']);
  });

  it('finds a typed customer by phone without creating one', async () => {
    const phone = somePhone('06');
    const customer = { firstname: 'Samir', lastname: 'Haddad', phone, email: null };
    const count = async () =>
      (
        await sql<{ n: number }>(server, 'select count(*)::int as n from customer where phone = ?', [phone])
      )[0]?.n;
    expect((await quoted(phoneOrderInput(world, { customer }))).customerId).toBeNull();
    expect(await count()).toBe(0);
    const order = dataOf(
      await agent.graphql<{ createStaffOrder: { customer: { id: number } } }>(CREATE_STAFF_ORDER, {
        input: phoneOrderInput(world, { customer }),
      }),
      'createStaffOrder',
    );
    const spaced = { ...customer, phone: `+213 ${phone.slice(1, 4)} ${phone.slice(4)}` };
    expect((await quoted(phoneOrderInput(world, { customer: spaced }))).customerId).toBe(order.customer.id);
    expect(await count()).toBe(1);
  });

  it('reads in a fixed number of statements whatever the number of lines', async () => {
    const two = phoneOrderInput(world);
    const one = phoneOrderInput(world, { lines: [{ productId: world.plain.id, quantity: 1 }] });
    await quoted(two);
    const counts: number[] = [];
    for (const input of [two, one, two]) {
      queries = [];
      await quoted(input);
      counts.push(queries.length);
    }
    // The session (1), then the delivery quote, the customer, the lines' facts and their stock.
    expect(counts).toEqual([5, 5, 5]);
    expect(queries.filter((query) => /^\s*(insert|update|delete)/i.test(query))).toEqual([]);
  });

  it('refuses staff without ORDERS, and a shop the agent is not affected to', async () => {
    const cashier = await staffClient(server, { roles: ['CASHIER'], shopIds: [world.shopUuid] });
    expect(refusalOf(await cashier.graphql(QUOTE, { input: phoneOrderInput(world) }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    const elsewhere = await staffClient(server, { roles: ['ORDER_AGENT'], shopIds: [] });
    expect(refusalOf(await elsewhere.graphql(QUOTE, { input: phoneOrderInput(world) }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });
});
