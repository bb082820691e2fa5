/**
 * The till's test support: a device database (fake-indexeddb) holding a registered till, an open
 * session, a small catalogue with its stock and rules, and a renderer that gives the screen that
 * database as the app's services do. Test support only: the index does not export it.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import {
  Combinability,
  DiscountType,
  PROMOTION_CHANNELS,
  Permission,
  PromotionScope,
  priceTtc,
} from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { I18nProvider, createSyncEngine } from '@tijara/shared';
import { AppServicesProvider } from '../../app/app-services';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { testCatalogues } from '../../test/test-catalogues';
import { createTillDb, openSession } from '../till-data';
import type {
  Labels,
  PromotionRuleRow,
  TillCashier,
  TillDb,
  TillDevice,
  TillItem,
  TillSession,
} from '../till-data';

let counter = 0;

const labels = (fr: string, en = fr, ar = fr): Labels => ({ fr, en, ar });

function tillItem(productId: number, combinationId: number | null, fields: Partial<TillItem>): TillItem {
  const unitPriceHt = fields.unitPriceHt ?? 10_000;
  const taxRateBp = fields.taxRateBp ?? 1900;
  const name = fields.name ?? labels(`Produit ${productId}`);
  return {
    key: `${productId}:${combinationId ?? 0}`,
    productId,
    combinationId,
    name,
    productName: name,
    combinationLabel: null,
    sku: null,
    barcode: null,
    unitPriceHt,
    taxRateBp,
    unitPriceTtc: priceTtc(unitPriceHt, taxRateBp),
    categoryIds: [],
    brandId: null,
    brandLineId: null,
    collectionIds: [],
    thumbnailUrl: null,
    ...fields,
  };
}

/** 500,00 DA HT at 19 %: 595,00 DA TTC. */
export const COFFEE = tillItem(1, null, {
  name: labels('Café moulu 250 g', 'Ground coffee 250 g', 'قهوة مطحونة 250 غ'),
  sku: 'CAF-250',
  barcode: '6130000000017',
  unitPriceHt: 50_000,
});

const dress = (combinationId: number, colour: Labels, barcode: string) =>
  tillItem(2, combinationId, {
    name: labels(`Robe d’été - ${colour.fr}`, `Summer dress - ${colour.en}`, `فستان صيفي - ${colour.ar}`),
    productName: labels('Robe d’été', 'Summer dress', 'فستان صيفي'),
    combinationLabel: colour,
    sku: `ROBE-${combinationId}`,
    barcode,
    unitPriceHt: 200_000,
    taxRateBp: 1900,
  });

/** 2 000,00 DA HT at 19 %: 2 380,00 DA TTC each. */
export const DRESS_RED = dress(21, labels('Rouge - M', 'Red - M', 'أحمر - M'), '6130000000024');
export const DRESS_BLUE = dress(22, labels('Bleu - M', 'Blue - M', 'أزرق - M'), '6130000000031');

export const ITEMS = [COFFEE, DRESS_RED, DRESS_BLUE];

/** 10 % off the dress (product 2), at the till. */
export const DRESS_PROMOTION: PromotionRuleRow = {
  id: 7,
  title: 'Soldes d’été',
  scope: PromotionScope.PRODUCT,
  targetIds: [2],
  paymentMethods: [],
  priority: 0,
  active: true,
  startsAt: Date.UTC(2020, 0, 1),
  endsAt: Date.UTC(2100, 0, 1),
  couponCode: null,
  singleUse: false,
  discountType: DiscountType.PERCENTAGE,
  value: 1000,
  combinability: Combinability.STACKABLE,
  channels: PROMOTION_CHANNELS,
  minimumSubtotal: null,
};

export const CASHIER: TillCashier = { id: 'staff-7', name: 'Samir' };

export const DEVICE: TillDevice = {
  uuid: '22222222-2222-4222-8222-222222222222',
  code: 'C1',
  name: 'Caisse entrée',
  shopUuid: '11111111-1111-4111-8111-111111111111',
  shopName: 'Boutique Alger',
  warehouseId: '33333333-3333-4333-8333-333333333333',
  warehouseName: 'Dépôt Alger',
  registeredAt: Date.UTC(2026, 0, 5),
  nextSessionNumber: 1,
};

export interface SeededTill {
  readonly db: TillDb;
  readonly session: TillSession;
}

/** A device database with nothing in it: a tablet that was never registered. */
export function emptyTill(): TillDb {
  counter += 1;
  return createTillDb(`till-ui-test-${Date.now()}-${counter}`);
}

/** A registered till (kept in meta 'till:device', as till-data's registerDevice leaves it), no session yet. */
export async function registeredTill(): Promise<TillDb> {
  const db = emptyTill();
  await db.meta.put({ key: 'till:device', value: DEVICE });
  return db;
}

/**
 * A till as a cashier finds it after registering and opening a session: the device, the catalogue,
 * a stock snapshot (5 coffees, no red dress) and the dress promotion.
 */
export async function seededTill(): Promise<SeededTill> {
  const db = await registeredTill();
  await db.tillItems.bulkPut(ITEMS);
  await db.tillRules.bulkPut([DRESS_PROMOTION]);
  await db.meta.put({
    key: 'till:stock',
    value: { warehouseId: '33333333-3333-4333-8333-333333333333', takenAt: '2026-01-05T08:00:00.000Z' },
  });
  await db.tillStock.bulkPut([
    { key: COFFEE.key, productId: 1, combinationId: null, available: 5, sold: 0 },
    { key: DRESS_RED.key, productId: 2, combinationId: 21, available: 0, sold: 0 },
  ]);
  const session = await openSession(db, { device: DEVICE, cashier: CASHIER, openingCash: 1_000_000 });
  return { db, session };
}

/** Renders as main.tsx does (router under /dashboard), with the given device database. */
export function renderTill(
  ui: ReactElement,
  db: TillDb,
  { mocks = [], locale }: { mocks?: MockedResponse[]; locale?: Locale } = {},
) {
  const syncEngine = createSyncEngine({ db, senders: {} });
  return render(
    <I18nProvider messages={testCatalogues} initialLocale={locale}>
      <MockedProvider mocks={mocks}>
        <AppServicesProvider services={{ db, syncEngine }}>
          <MemoryRouter basename="/dashboard" initialEntries={['/dashboard/pos']}>
            <PermissionsProvider permissions={Object.values(Permission)}>
              <FlashProvider>{ui}</FlashProvider>
            </PermissionsProvider>
          </MemoryRouter>
        </AppServicesProvider>
      </MockedProvider>
    </I18nProvider>,
  );
}
