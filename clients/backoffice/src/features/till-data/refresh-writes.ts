/**
 * The only writers of the till's mirrors from the feeds. Each page is ONE transaction holding its
 * rows and the cursor that follows it, so a refresh cut anywhere resumes at the first page it did
 * not write: never a page skipped, at worst one read again (its writes are idempotent).
 */
import type { TillCustomerPageQuery } from '../../__generated__/till-data/graphql';
import { itemsOfProduct } from './catalogue-rows';
import type { PosProductData } from './catalogue-rows';
import { customerRowOf } from './customers';
import type { TillDb } from './till-db';

export interface CataloguePage {
  products: readonly PosProductData[];
  removedProductIds: readonly number[];
  nextCursor: string;
}

export type PosCustomerData = TillCustomerPageQuery['posCustomers']['customers'][number];

export interface CustomerPage {
  customers: readonly PosCustomerData[];
  nextCursor: string;
}

/** A changed product is replaced whole: a combination it no longer sells leaves with it. */
export async function writeCataloguePage(db: TillDb, cursorKey: string, page: CataloguePage): Promise<void> {
  const replaced = [...page.removedProductIds, ...page.products.map((product) => product.id)];
  await db.transaction('rw', db.tillItems, db.meta, async () => {
    await db.tillItems.where('productId').anyOf(replaced).delete();
    await db.tillItems.bulkPut(page.products.flatMap(itemsOfProduct));
    await db.meta.put({ key: cursorKey, value: page.nextCursor });
  });
}

/**
 * The server's customers replace the till's own record of those it created at the counter: once a
 * sale has carried them, the server knows them under an id.
 */
export async function writeCustomerPage(db: TillDb, cursorKey: string, page: CustomerPage): Promise<void> {
  const rows = page.customers.map((customer) =>
    customerRowOf({
      key: `id:${customer.id}`,
      id: customer.id,
      firstname: customer.firstname,
      lastname: customer.lastname,
      phone: customer.phone,
      email: customer.email,
      segmentIds: customer.segmentIds,
      usedPromotionIds: customer.usedPromotionIds,
    }),
  );
  await db.transaction('rw', db.tillCustomers, db.meta, async () => {
    await db.tillCustomers.bulkDelete(page.customers.map((customer) => `new:${customer.phone}`));
    await db.tillCustomers.bulkPut(rows);
    await db.meta.put({ key: cursorKey, value: page.nextCursor });
  });
}

/**
 * Starts the catalogue over: a whole load names no product that left, so the old rows go with the
 * cursor, in one transaction (the till sells again once the first page is written).
 */
export async function forgetCatalogue(db: TillDb, cursorKey: string): Promise<void> {
  await db.transaction('rw', db.tillItems, db.meta, async () => {
    await db.tillItems.clear();
    await db.meta.delete(cursorKey);
  });
}

/** Starts the customers over; the ones created at the counter (`new:`) wait for their sale to carry them. */
export async function forgetServerCustomers(db: TillDb, cursorKey: string): Promise<void> {
  await db.transaction('rw', db.tillCustomers, db.meta, async () => {
    await db.tillCustomers.where('key').startsWith('id:').delete();
    await db.meta.delete(cursorKey);
  });
}
