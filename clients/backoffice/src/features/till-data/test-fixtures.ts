/**
 * Builders for the till-data tests: items, customers, a device and a cashier with harmless
 * defaults, so each test states only what it is about. Test support only: index.ts does not
 * export it.
 */
import { priceTtc } from '@tijara/schema';
import { createTillDb } from './till-db';
import type { TillDb } from './till-db';
import type { Labels, TillCashier, TillCustomer, TillDevice, TillItem } from './types';

let counter = 0;

export function freshTillDb(): TillDb {
  counter += 1;
  return createTillDb(`till-test-${Date.now()}-${counter}`);
}

export function labels(fr: string, en = fr, ar = fr): Labels {
  return { fr, en, ar };
}

export function item(productId: number, fields: Partial<Omit<TillItem, 'productId' | 'key'>> = {}): TillItem {
  const combinationId = fields.combinationId ?? null;
  const unitPriceHt = fields.unitPriceHt ?? 10_000;
  const taxRateBp = fields.taxRateBp ?? 1900;
  const name = fields.name ?? labels(`Produit ${productId}`, `Product ${productId}`, `منتج ${productId}`);
  return {
    key: `${productId}:${combinationId ?? 0}`,
    productId,
    combinationId,
    name,
    productName: fields.productName ?? name,
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

export function customer(id: number, fields: Partial<TillCustomer> = {}): TillCustomer {
  return {
    key: `id:${id}`,
    id,
    firstname: 'Amina',
    lastname: 'Benali',
    phone: '0661234567',
    email: null,
    segmentIds: [],
    usedPromotionIds: [],
    ...fields,
  };
}

export const SHOP_UUID = '11111111-1111-4111-8111-111111111111';
export const DEVICE_UUID = '22222222-2222-4222-8222-222222222222';

export function device(fields: Partial<TillDevice> = {}): TillDevice {
  return {
    uuid: DEVICE_UUID,
    code: 'C1',
    name: 'Caisse entrée',
    shopUuid: SHOP_UUID,
    shopName: 'Boutique Alger',
    warehouseId: '33333333-3333-4333-8333-333333333333',
    warehouseName: 'Dépôt Alger',
    registeredAt: Date.UTC(2026, 0, 5),
    nextSessionNumber: 1,
    ...fields,
  };
}

export const CASHIER: TillCashier = { id: '7', name: 'Samir' };

/** A registered device in the database, as registerDevice leaves it. */
export async function withDevice(db: TillDb, fields: Partial<TillDevice> = {}): Promise<TillDevice> {
  const registered = device(fields);
  await db.meta.put({ key: 'till:device', value: registered });
  return registered;
}
