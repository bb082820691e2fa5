/**
 * Carts priced on the server by the shared engine: figures from the database only, line errors,
 * coupons hidden from visitors, staff channels and customers, the POS reaching the server's totals
 * with the same engine on the rule set it caches, and single-use coupons consumed once per customer
 * in the order's transaction.
 */
import { PaymentType, SalesChannel, priceCart, priceTtc, withTax } from '@tijara/schema';
import type { CartLine, PromotionRule } from '@tijara/schema';
import { Combination } from '../src/modules/catalog';
import { CustomerOrder } from '../src/modules/orders';
import type { Customer } from '../src/modules/customers';
import { consumeSingleUseCoupons, CouponAlreadyUsedError } from '../src/modules/promotions';
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf, present } from './helpers/graphql-results';
import { createDeliveredOrder } from './helpers/orders-fixtures';
import { createPromotion } from './helpers/pricing-fixtures';
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-21T10:00:00Z');
const RUNNING = { startsAt: new Date(NOW.getTime() - HOUR), endsAt: new Date(NOW.getTime() + 7 * DAY) };

let server: TestApp;
let cat: StorefrontCatalogue;
let manager: StaffClient;
let cashier: StaffClient;
/** Each product's default combination. */
const defaultCombination = new Map<number, number>();

interface PricedCart {
  lines: {
    productId: number;
    totalHt: number;
    totalTtc: number;
    cartShare: number;
    unitPriceHtAfter: number;
  }[];
  applied: { promotionId: number; amount: number; target: string }[];
  notApplied: { promotionId: number; reason: string; excludedBy: number[] }[];
  subtotalHt: number;
  itemDiscount: number;
  cartDiscount: number;
  deliveryDiscount: number;
  totalHt: number;
  totalTtc: number;
}

const PRICE_CART = `query Price($input: PriceCartInput!) { priceCart(input: $input) {
  lines { productId totalHt totalTtc cartShare unitPriceHtAfter }
  applied { promotionId amount target } notApplied { promotionId reason excludedBy }
  subtotalHt itemDiscount cartDiscount deliveryDiscount totalHt totalTtc } }`;

const id = (slug: string) => present(cat.bySlug.get(slug), slug).id;
const line = (slug: string, quantity: number) => ({
  productId: id(slug),
  combinationId: defaultCombination.get(id(slug)),
  quantity,
});

async function price(input: Record<string, unknown>, client?: StaffClient) {
  const response = client
    ? await client.graphql<{ priceCart: PricedCart }>(PRICE_CART, { input })
    : await server.graphql<{ priceCart: PricedCart }>(PRICE_CART, { input });
  return response;
}

let clothing: number;
let cartAmount: number;
let freeDelivery: number;

beforeAll(async () => {
  server = await createTestApp({ now: NOW });
  cat = await createStorefrontCatalogue(server, { now: NOW });
  manager = await staffClient(server, { roles: ['MANAGER'], shopIds: [cat.shopUuid] });
  cashier = await staffClient(server, { roles: ['CASHIER'], shopIds: [cat.shopUuid] });
  const combinations = await server.orm.em.fork().find(Combination, { isDefault: true });
  for (const combination of combinations) defaultCombination.set(combination.product.id, combination.id);
  clothing = (
    await createPromotion(manager, cat.shopUuid, {
      scope: 'CATEGORY',
      targetIds: [cat.category.clothing.id],
      value: 10,
      channels: ['ECOMMERCE', 'POS'],
      ...RUNNING,
    })
  ).id;
  cartAmount = (
    await createPromotion(manager, cat.shopUuid, {
      scope: 'CART',
      discountType: 'AMOUNT',
      value: 100,
      minimumSubtotal: 300_000,
      channels: ['ECOMMERCE', 'POS'],
      ...RUNNING,
    })
  ).id;
  freeDelivery = (
    await createPromotion(manager, cat.shopUuid, {
      scope: 'SHIPPING',
      value: 100,
      couponCode: 'LIVRAISON',
      combinability: 'GROUP_EXCLUSIVE_CART',
      ...RUNNING,
    })
  ).id;
});
afterAll(() => server.close());

it('prices a storefront cart line by line from the database, a visitor seeing no coupon promotion', async () => {
  const { data, errors } = await price({
    lines: [line('robe-01', 2), line('chemise-01', 1)],
    deliveryPrice: 60_000,
  });
  expect(errors).toBeUndefined();
  const cart = present(data, 'priceCart').priceCart;
  // robe-01 210,000 - 10 % = 189,000 (x2 = 378,000); chemise-01 160,000 - 10 % = 144,000.
  expect(cart.lines.map((l) => l.unitPriceHtAfter)).toEqual([189_000, 144_000]);
  // 100 DA off 522,000 shared in proportion: 7,241.38 and 2,758.62 -> 7,241 and 2,759 (largest remainder).
  expect(cart.lines.map((l) => l.cartShare)).toEqual([7_241, 2_759]);
  expect(cart.lines.map((l) => l.totalHt)).toEqual([370_759, 141_241]);
  expect(cart.lines.map((l) => l.totalTtc)).toEqual([priceTtc(370_759, 1900), priceTtc(141_241, 1900)]);
  expect(cart).toMatchObject({
    subtotalHt: 580_000,
    itemDiscount: 58_000,
    cartDiscount: 10_000,
    totalHt: 572_000,
  });
  expect(cart.totalTtc).toBe(priceTtc(370_759, 1900) + priceTtc(141_241, 1900) + 60_000);
  expect(cart.applied.map((a) => a.promotionId).sort()).toEqual([clothing, cartAmount].sort());
  expect(cart.notApplied.map((n) => n.promotionId)).not.toContain(freeDelivery);
});

it('applies a coupon typed in any case, exclusive among cart promotions when it gives more', async () => {
  const { data } = await price({
    lines: [line('robe-01', 2), line('chemise-01', 1)],
    deliveryPrice: 60_000,
    couponCodes: [' livraison '],
  });
  const cart = present(data, 'priceCart').priceCart;
  // Free delivery alone (60,000) beats the 100 DA cart amount (10,000): the cart group keeps it only.
  expect(cart.deliveryDiscount).toBe(60_000);
  expect(cart.cartDiscount).toBe(0);
  expect(cart.totalHt).toBe(522_000);
  expect(cart.notApplied).toContainEqual({
    promotionId: cartAmount,
    reason: 'EXCLUDED',
    excludedBy: [freeDelivery],
  });
});

it('names each line it cannot price and never prices a client figure', async () => {
  const { errors } = await price({
    lines: [
      { productId: 999_999, quantity: 1 },
      { productId: id('robe-01'), quantity: 1 },
      { ...line('robe-02', 0) },
    ],
  });
  expect(errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fieldErrors: { 'lines.2.quantity': [expect.any(String)] },
  });
  const unknown = await price({
    lines: [
      { productId: 999_999, quantity: 1 },
      { productId: id('robe-01'), quantity: 1 },
    ],
  });
  expect(Object.keys(unknown.errors?.[0]?.extensions?.fieldErrors as object)).toEqual([
    'lines.0.productId',
    'lines.1.combinationId',
  ]);
});

it('keeps other channels and known customers to selling staff, who see every reason', async () => {
  const visitor = await price({ lines: [line('robe-01', 1)], channel: 'POS' });
  expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const pos = await price({ shopUuid: cat.shopUuid, lines: [line('robe-01', 1)], channel: 'POS' }, cashier);
  expect(dataOf(pos, 'priceCart').notApplied).toContainEqual({
    promotionId: freeDelivery,
    reason: 'CHANNEL_NOT_ALLOWED',
    excludedBy: [],
  });
  expect(dataOf(pos, 'priceCart').notApplied).toContainEqual({
    promotionId: cartAmount,
    reason: 'BELOW_MINIMUM',
    excludedBy: [],
  });
});

interface RuleData {
  id: number;
  scope: string;
  targetIds: number[];
  paymentMethods: string[];
  priority: number;
  startsAt: string;
  endsAt: string;
  couponCode: string | null;
  singleUse: boolean;
  discountType: string;
  valueHundredths: number;
  combinability: string;
  channels: string[];
  minimumSubtotal: number | null;
}

const enumValue = (key: string) => key.toLowerCase().replace('brand_line', 'brandline');
const CHANNELS: Record<string, SalesChannel> = {
  ECOMMERCE: SalesChannel.ECOMMERCE,
  POS: SalesChannel.POS,
  PHONE: SalesChannel.PHONE,
  WHOLESALE: SalesChannel.WHOLESALE,
  INSTALLMENT: SalesChannel.INSTALLMENT,
};

/** What the POS holds: the rule set as the API gives it, turned back into engine rules. */
function engineRules(rules: readonly RuleData[]): PromotionRule[] {
  return rules.map((rule) => ({
    id: rule.id,
    scope: enumValue(rule.scope) as PromotionRule['scope'],
    targetIds: rule.targetIds,
    paymentMethods: rule.paymentMethods.map((m) => PaymentType[m as keyof typeof PaymentType]),
    priority: rule.priority,
    active: true,
    startsAt: Date.parse(rule.startsAt),
    endsAt: Date.parse(rule.endsAt),
    couponCode: rule.couponCode,
    singleUse: rule.singleUse,
    discountType: enumValue(rule.discountType) as PromotionRule['discountType'],
    value: rule.valueHundredths,
    combinability: enumValue(rule.combinability) as PromotionRule['combinability'],
    channels: rule.channels.map((c) => present(CHANNELS[c], c)),
    minimumSubtotal: rule.minimumSubtotal,
  }));
}

it('lets the POS reach the server totals with the shared engine on its cached rules', async () => {
  await createPromotion(manager, cat.shopUuid, {
    scope: 'BRAND',
    targetIds: [cat.brand.condor.id],
    value: 15,
    combinability: 'GROUP_EXCLUSIVE_ITEM',
    channels: ['POS'],
    ...RUNNING,
  });
  await createPromotion(manager, cat.shopUuid, {
    scope: 'PAYMENT_METHOD',
    paymentMethods: ['CARD'],
    discountType: 'AMOUNT',
    value: 250,
    channels: ['POS'],
    ...RUNNING,
  });
  const { data } = await cashier.graphql<{ promotionRules: RuleData[] }>(
    `query($shopUuid: ID!) { promotionRules(shopUuid: $shopUuid) { id scope targetIds paymentMethods priority
      startsAt endsAt couponCode singleUse discountType valueHundredths combinability channels minimumSubtotal } }`,
    { shopUuid: cat.shopUuid },
  );
  const rules = engineRules(present(data, 'promotionRules').promotionRules);
  // The POS catalogue cache: what each product is matched and priced on.
  const facts = await server.orm.em
    .fork()
    .getConnection()
    .execute<
      {
        id: number;
        price: number;
        tax: number;
        brand: number | null;
        line: number | null;
        categories: number[];
        collections: number[];
      }[]
    >(
      `select p.id, (p.price_ht + coalesce(cb.price_impact_ht, 0))::int as price, p.tax_rate_bp as tax, p.brand_id as brand,
      p.brand_line_id as line, array(select p.main_category_id union select category_id from product_category where product_id = p.id) as categories,
      array(select collection_id from product_collection where product_id = p.id) as collections
    from product p join combination cb on cb.product_id = p.id and cb.is_default where p.id = any(array[?]::int[])`,
      [cat.visible.map((product) => product.id)],
    );
  const known = facts.filter((fact) => defaultCombination.has(fact.id));
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n;
  for (let round = 0; round < 12; round += 1) {
    const chosen = [
      ...new Set(Array.from({ length: 1 + next(5) }, () => present(known[next(known.length)], 'a product'))),
    ];
    const lines = chosen.map((fact) => ({ fact, quantity: 1 + next(4) }));
    const paymentMethod = next(2) === 0 ? 'CARD' : 'CASH';
    const server_ = await price(
      {
        shopUuid: cat.shopUuid,
        channel: 'POS',
        paymentMethod,
        lines: lines.map(({ fact, quantity }) => ({
          productId: fact.id,
          combinationId: defaultCombination.get(fact.id),
          quantity,
        })),
      },
      cashier,
    );
    const snapshotLines: CartLine[] = lines.map(({ fact, quantity }) => ({
      key: `${fact.id}:${defaultCombination.get(fact.id)}`,
      productId: fact.id,
      categoryIds: fact.categories,
      brandId: fact.brand,
      brandLineId: fact.line,
      collectionIds: fact.collections,
      quantity,
      unitPrice: fact.price,
    }));
    const local = priceCart(rules, {
      lines: snapshotLines,
      customer: null,
      channel: SalesChannel.POS,
      paymentMethod: PaymentType[paymentMethod as keyof typeof PaymentType],
      deliveryPrice: 0,
      couponCodes: [],
      at: NOW.getTime(),
    });
    const taxOf = new Map(
      lines.map(({ fact }) => [`${fact.id}:${defaultCombination.get(fact.id)}`, fact.tax]),
    );
    const taxed = withTax(local, (key) => present(taxOf.get(key), key));
    const remote = dataOf(server_, 'priceCart');
    expect(remote.totalHt).toBe(local.total);
    expect(remote.totalTtc).toBe(taxed.totalTtc);
    expect(remote.lines.map((l) => l.totalHt)).toEqual(local.lines.map((l) => l.total));
    expect(remote.applied.map((a) => [a.promotionId, a.amount])).toEqual(
      local.applied.map((a) => [a.promotionId, a.amount]),
    );
  }
});

it('consumes a single-use coupon once per customer, in the order transaction, and a replay passes', async () => {
  const coupon = await createPromotion(manager, cat.shopUuid, {
    scope: 'CART',
    value: 5,
    couponCode: 'BIENVENUE',
    singleUse: true,
    ...RUNNING,
  });
  const first = await createDeliveredOrder(server, { transporterId: null, total: 100_000 });
  const em = server.orm.em.fork();
  const order = await em.findOneOrFail(CustomerOrder, first.id, { populate: ['customer'] });
  const customer = order.customer.getEntity() as Customer;
  const another = (total: number) =>
    em.create(CustomerOrder, {
      shop: order.shop,
      customer,
      channel: SalesChannel.ECOMMERCE,
      paymentType: PaymentType.TRANSPORTER,
      total,
    });
  const [second, third] = [another(50_000), another(60_000)];
  await em.flush();
  const use = (orderId: number) =>
    server.orm.em
      .fork()
      .transactional((tx) =>
        consumeSingleUseCoupons(tx, { customerId: customer.id, orderId, promotionIds: [coupon.id] }),
      );
  const raced = await Promise.allSettled([use(first.id), use(second.id)]);
  expect(raced.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const loser = raced.find((result) => result.status === 'rejected') as PromiseRejectedResult;
  expect(loser.reason).toBeInstanceOf(CouponAlreadyUsedError);
  const winner = raced[0]?.status === 'fulfilled' ? first.id : second.id;
  await use(winner);
  await expect(use(third.id)).rejects.toBeInstanceOf(CouponAlreadyUsedError);
  const rows = await server.orm.em
    .fork()
    .getConnection()
    .execute<{ order_id: number }[]>('select order_id from promotion_redemption where promotion_id = ?', [
      coupon.id,
    ]);
  expect(rows).toEqual([{ order_id: winner }]);
  const { data } = await price(
    {
      shopUuid: cat.shopUuid,
      lines: [line('robe-01', 1)],
      couponCodes: ['BIENVENUE'],
      customerId: customer.id,
    },
    cashier,
  );
  expect(present(data, 'priceCart').priceCart.notApplied).toContainEqual({
    promotionId: coupon.id,
    reason: 'COUPON_ALREADY_USED',
    excludedBy: [],
  });
});
