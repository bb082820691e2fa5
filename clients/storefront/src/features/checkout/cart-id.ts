/**
 * The cart's external id (spec: cartId / cartExternalId), a UUID per shop, renewed after every
 * placed order: a record of a placed order is found by it (the same cart submitted again within two
 * hours goes to its confirmation, no new call), and it makes two identical orders hash differently.
 */
import { uuidV4 } from '@tijara/shared';
import { readStored, shopKey, writeStored } from './shop-storage';

export const CART_ID = 'cart.id';
/** The shopper's device-local id (the order request's customer.temporaryId). */
export const CUSTOMER_TEMPORARY_ID = 'tijara.customerTemporaryId';

function storedOrNew(key: string): string {
  const stored = readStored(key);
  if (stored && /^[0-9a-f-]{36}$/i.test(stored)) return stored;
  const id = uuidV4();
  writeStored(key, id);
  return id;
}

export const currentCartId = (shopUuid: string) => storedOrNew(shopKey(shopUuid, CART_ID));

export function renewCartId(shopUuid: string): string {
  const id = uuidV4();
  writeStored(shopKey(shopUuid, CART_ID), id);
  return id;
}

export const customerTemporaryId = () => storedOrNew(CUSTOMER_TEMPORARY_ID);
