/**
 * Promotion and customer segment fixtures: what promotions can target (catalogue rows straight
 * through the ORM, a product sold by a chosen shop), shops, customers with orders, a valid promotion
 * form to vary, the staff operations on promotions and segments, and row counts to prove that a refusal
 * wrote nothing.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { OrderStatus, PaymentType, SalesChannel } from '@tijara/schema';
import type { OrderStatus as OrderStatusValue } from '@tijara/schema';
import {
  Brand,
  BrandLine,
  CatalogCollection,
  Category,
  Product,
  ProductTranslation,
} from '../../src/modules/catalog';
import { Customer } from '../../src/modules/customers';
import { CustomerOrder } from '../../src/modules/orders';
import { Shop } from '../../src/modules/shop';
import { sql } from './catalog-admin-fixtures';
import type { StaffClient } from './catalog-admin-fixtures';
import type { GraphqlResponse, TestApp } from './test-app';

export async function demoShopUuid(server: TestApp): Promise<string> {
  const [shop] = await server.orm.em.fork().find(Shop, {}, { orderBy: { name: 'asc' }, limit: 1 });
  if (!shop) throw new Error('The demo seed made no shop');
  return shop.uuid;
}

export async function makeShop(server: TestApp, name: string): Promise<string> {
  const em = server.orm.em.fork();
  const shop = em.create(Shop, { name });
  await em.flush();
  return shop.uuid;
}

function suffix(): string {
  return randomBytes(3).toString('hex');
}

export interface CatalogueTargets {
  readonly productId: number;
  readonly categoryId: number;
  readonly brandId: number;
  readonly brandLineId: number;
  readonly collectionId: number;
}

/** One of each target kind, with French and English names; the product is sold by `shopUuid`. */
export async function makeTargets(server: TestApp, shopUuid: string): Promise<CatalogueTargets> {
  const em = server.orm.em.fork();
  const tag = suffix();
  const category = em.create(Category, {
    slug: `cat-${tag}`,
    names: { fr: `Robes ${tag}`, en: `Dresses ${tag}` },
  });
  const brand = em.create(Brand, { slug: `brand-${tag}`, name: `Tissage ${tag}` });
  const line = em.create(BrandLine, { slug: `line-${tag}`, brand, names: { fr: `Ligne été ${tag}` } });
  const collection = em.create(CatalogCollection, { slug: `col-${tag}`, names: { fr: `Mariage ${tag}` } });
  const product = em.create(Product, {
    slug: `robe-${tag}`,
    mainCategory: category,
    brand,
    priceHt: 250_000,
  });
  em.create(ProductTranslation, { product, locale: 'fr', name: `Robe kabyle ${tag}` });
  em.create(ProductTranslation, { product, locale: 'en', name: `Kabyle dress ${tag}` });
  product.shops.add(em.getReference(Shop, shopUuid));
  await em.flush();
  return {
    productId: product.id,
    categoryId: category.id,
    brandId: brand.id,
    brandLineId: line.id,
    collectionId: collection.id,
  };
}

/** A customer of the shop with a fresh mobile number. */
export async function makeCustomer(
  server: TestApp,
  shopUuid: string,
  names: { firstname: string; lastname: string; phone?: string },
): Promise<number> {
  const em = server.orm.em.fork();
  const phone = names.phone ?? `05${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const customer = em.create(Customer, { shop: shopUuid, ...names, phone });
  await em.flush();
  return customer.id;
}

/** Orders of one customer, totals in centimes. */
export async function makeOrders(
  server: TestApp,
  customerId: number,
  orders: readonly { total: number; status?: OrderStatusValue }[],
): Promise<void> {
  const em = server.orm.em.fork();
  const customer = await em.findOneOrFail(Customer, customerId);
  for (const { total, status } of orders) {
    em.create(CustomerOrder, {
      shop: customer.shop,
      customer,
      channel: SalesChannel.ECOMMERCE,
      paymentType: PaymentType.CASH,
      status: status ?? OrderStatus.DELIVERED,
      total,
    });
  }
  await em.flush();
}

/** A single-use coupon of the promotion consumed by a new customer's order, as order placement records it. */
export async function makeRedemption(server: TestApp, promotionId: number, shopUuid: string): Promise<void> {
  const customerId = await makeCustomer(server, shopUuid, { firstname: 'Karim', lastname: 'Haddad' });
  await makeOrders(server, customerId, [{ total: 150_000 }]);
  await sql(
    server,
    'insert into promotion_redemption (promotion_id, customer_id, order_id) ' +
      'select ?, ?, o.id from customer_order o where o.customer_id = ?',
    [promotionId, customerId, customerId],
  );
}

/** A valid form for the scope's family (defaults: 12.5 % in December 2026, eCommerce and POS). */
export function promotionInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Soldes d’hiver',
    startsAt: '2026-12-01T00:00:00.000Z',
    endsAt: '2027-01-01T00:00:00.000Z',
    translations: [
      {
        locale: 'fr',
        title: 'Soldes',
        subtitle: 'Jusqu’au 31',
        slogan: 'Tout doit partir',
        bannerHtml: '<p>Hiver</p>',
      },
      { locale: 'en', title: 'Sales' },
    ],
    discountType: 'PERCENTAGE',
    value: 12.5,
    combinability: 'STACKABLE',
    channels: ['ECOMMERCE', 'POS'],
    ...overrides,
  };
}

export const PROMOTION_FIELDS = `id uuid shopUuid name startsAt endsAt
  translations { locale title subtitle slogan bannerHtml } bannerThumbUrl scope targets { id name }
  paymentMethods priority active featured couponCode singleUse discountType value combinability channels
  minimumSubtotal status redemptionCount version createdAt updatedAt`;

export const CREATE_PROMOTION = `mutation($shopUuid: ID!, $scope: PromotionScope!, $input: PromotionInput!) {
  createPromotion(shopUuid: $shopUuid, scope: $scope, input: $input) { ${PROMOTION_FIELDS} } }`;
export const UPDATE_PROMOTION = `mutation($id: Int!, $version: Int!, $input: PromotionInput!) {
  updatePromotion(id: $id, version: $version, input: $input) { ${PROMOTION_FIELDS} } }`;
export const SET_PROMOTION_ACTIVE = `mutation($id: Int!, $active: Boolean!) {
  setPromotionActive(id: $id, active: $active) { id active status version } }`;
export const DELETE_PROMOTION = 'mutation($id: Int!) { deletePromotion(id: $id) }';
export const PROMOTION = `query($id: Int!) { promotion(id: $id) { ${PROMOTION_FIELDS} } }`;
export const PROMOTIONS = `query($filter: PromotionFilter, $page: Int, $pageSize: Int) {
  promotions(filter: $filter, page: $page, pageSize: $pageSize) {
    totalCount page pageSize items { id name status scope shopUuid targets { id name } }
  } }`;

export const SEGMENT_FIELDS = 'id uuid shopUuid name kind minOrders minSpent memberCount createdAt';
export const CREATE_SEGMENT = `mutation($shopUuid: ID!, $input: CustomerSegmentInput!) {
  createCustomerSegment(shopUuid: $shopUuid, input: $input) { ${SEGMENT_FIELDS} } }`;
export const UPDATE_SEGMENT = `mutation($id: Int!, $input: CustomerSegmentInput!) {
  updateCustomerSegment(id: $id, input: $input) { ${SEGMENT_FIELDS} } }`;
export const DELETE_SEGMENT = 'mutation($id: Int!) { deleteCustomerSegment(id: $id) }';
export const ADD_MEMBERS = `mutation($segmentId: Int!, $customerIds: [Int!]!) {
  addSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) { ${SEGMENT_FIELDS} } }`;
export const REMOVE_MEMBERS = `mutation($segmentId: Int!, $customerIds: [Int!]!) {
  removeSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) { ${SEGMENT_FIELDS} } }`;
export const SEGMENTS = `query($shopUuid: ID) { customerSegments(shopUuid: $shopUuid) { ${SEGMENT_FIELDS} } }`;
export const SEGMENT = `query($id: Int!) { customerSegment(id: $id) { ${SEGMENT_FIELDS} } }`;
const CUSTOMER_PAGE = 'totalCount page pageSize items { id firstname lastname phone email orderCount }';
export const SEGMENT_MEMBERS = `query($segmentId: Int!, $search: String, $page: Int, $pageSize: Int) {
  segmentMembers(segmentId: $segmentId, search: $search, page: $page, pageSize: $pageSize) { ${CUSTOMER_PAGE} } }`;
export const CUSTOMERS = `query($shopUuid: ID!, $search: String, $page: Int, $pageSize: Int) {
  customers(shopUuid: $shopUuid, search: $search, page: $page, pageSize: $pageSize) { ${CUSTOMER_PAGE} } }`;

export interface PromotionResult {
  id: number;
  shopUuid: string;
  name: string;
  scope: string;
  status: string;
  value: number;
  version: number;
  couponCode: string | null;
  active: boolean;
  targets: { id: number; name: string }[];
  bannerThumbUrl: string | null;
  [field: string]: unknown;
}

export interface SegmentResult {
  id: number;
  shopUuid: string;
  name: string;
  kind: string;
  minOrders: number | null;
  minSpent: number | null;
  memberCount: number;
}

/** Creates a promotion and fails the test on refusal. */
export async function createPromotion(
  client: StaffClient,
  variables: { shopUuid: string; scope: string; input: Record<string, unknown> },
): Promise<PromotionResult> {
  const answer = await client.graphql<{ createPromotion: PromotionResult }>(CREATE_PROMOTION, variables);
  if (!answer.data) throw new Error(`createPromotion failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.createPromotion;
}

export async function createSegment(
  client: StaffClient,
  shopUuid: string,
  input: Record<string, unknown>,
): Promise<SegmentResult> {
  const answer = await client.graphql<{ createCustomerSegment: SegmentResult }>(CREATE_SEGMENT, {
    shopUuid,
    input,
  });
  if (!answer.data) throw new Error(`createCustomerSegment failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.createCustomerSegment;
}

/** Promotions, segments, segment members and the catalogue revision: what a refusal must leave as is. */
export async function writtenRows(server: TestApp) {
  const [row] = await sql<{ promotions: number; segments: number; members: number; revision: number }>(
    server,
    'select (select count(*)::int from promotion) as promotions, (select count(*)::int from customer_segment) as segments, ' +
      '(select count(*)::int from customer_segment_member) as members, ' +
      '(select coalesce(max(revision), 0)::int from catalogue_revision) as revision',
  );
  return row;
}

/** The code, status, field errors and message key of a refused call. */
export function refusalOf(answer: GraphqlResponse<unknown>) {
  const [error] = answer.errors ?? [];
  const extensions: Record<string, unknown> = error?.extensions ?? {};
  return {
    status: answer.status,
    code: extensions['code'],
    fieldErrors: extensions['fieldErrors'],
    messageKey: extensions['messageKey'],
  };
}
