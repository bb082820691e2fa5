/**
 * Records of placed orders (spec section 7, "Order key and duplicate protection"): under
 * `<shopUuid>.orders.index`, a map from the order key to {orderUuid, redirectUrl, cartExternalId,
 * createdAt}, each kept two hours. A cart submitted again with a record younger than that goes to the
 * stored address with no new call. The quick order's records are sealed with AES-GCM under a key kept
 * in localStorage (they name a shopper's order on a shared phone); where Web Crypto fails they are
 * kept in plain text, as the spec allows.
 */
import { confirmationPath, isOrderUuid } from '../../app/data/checkout-call';
import { readStored, shopKey, writeStored } from './shop-storage';

export const ORDERS_INDEX = 'orders.index';
export const RECORD_LIFETIME_MS = 2 * 60 * 60 * 1000;
export const SEALING_KEY = 'tijara.orderRecordKey';

export interface OrderRecord {
  readonly orderUuid: string;
  readonly redirectUrl: string;
  readonly cartExternalId: string;
  readonly createdAt: number;
}

interface Sealed {
  readonly iv: string;
  readonly sealed: string;
  /** Kept in clear so expired records are pruned without the key. */
  readonly createdAt: number;
}

type Stored = OrderRecord | Sealed;
type Index = Record<string, Stored>;

const isSealed = (value: Stored): value is Sealed => 'sealed' in value;

function isRecord(value: unknown): value is OrderRecord {
  const v = value as OrderRecord | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    isOrderUuid(v.orderUuid) &&
    typeof v.redirectUrl === 'string' &&
    typeof v.cartExternalId === 'string' &&
    typeof v.createdAt === 'number'
  );
}

function isStored(value: unknown): value is Stored {
  if (isRecord(value)) return true;
  const v = value as Sealed | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.iv === 'string' &&
    typeof v.sealed === 'string' &&
    typeof v.createdAt === 'number'
  );
}

/** The live records (younger than two hours at `now`); anything unreadable is dropped. */
function readIndex(shopUuid: string, now: number): Index {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readStored(shopKey(shopUuid, ORDERS_INDEX)) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, Stored] =>
        isStored(entry[1]) && now - entry[1].createdAt < RECORD_LIFETIME_MS,
    ),
  );
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function sealingKey(): Promise<CryptoKey> {
  const stored = readStored(SEALING_KEY);
  if (stored) {
    return crypto.subtle.importKey('raw', fromBase64(stored), 'AES-GCM', false, ['encrypt', 'decrypt']);
  }
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  writeStored(SEALING_KEY, toBase64(new Uint8Array(await crypto.subtle.exportKey('raw', key))));
  return key;
}

async function seal(record: OrderRecord): Promise<Stored> {
  try {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const text = new TextEncoder().encode(JSON.stringify(record));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealingKey(), text);
    return { iv: toBase64(iv), sealed: toBase64(new Uint8Array(sealed)), createdAt: record.createdAt };
  } catch (error) {
    console.warn('Web Crypto is not available: the order record is kept in plain text', error);
    return record;
  }
}

async function open(stored: Stored): Promise<OrderRecord | null> {
  if (!isSealed(stored)) return stored;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(stored.iv) },
      await sealingKey(),
      fromBase64(stored.sealed),
    );
    const record: unknown = JSON.parse(new TextDecoder().decode(plain));
    return isRecord(record) ? record : null;
  } catch {
    return null;
  }
}

/** Keeps the record of a placed order (sealed for the quick order) and prunes the expired ones. */
export async function saveOrderRecord(
  shopUuid: string,
  orderKey: string,
  record: OrderRecord,
  options: { sealed: boolean },
): Promise<void> {
  const stored = options.sealed ? await seal(record) : record;
  const index = { ...readIndex(shopUuid, record.createdAt), [orderKey]: stored };
  writeStored(shopKey(shopUuid, ORDERS_INDEX), JSON.stringify(index));
}

/** A record younger than two hours of an order placed from this cart id, if any. */
export async function recentOrderOf(
  shopUuid: string,
  cartExternalId: string,
  now: number,
): Promise<OrderRecord | null> {
  for (const stored of Object.values(readIndex(shopUuid, now))) {
    const record = await open(stored);
    // The address is rebuilt from the uuid: what storage holds never decides where the page goes.
    if (record?.cartExternalId === cartExternalId)
      return { ...record, redirectUrl: confirmationPath(record.orderUuid) };
  }
  return null;
}
