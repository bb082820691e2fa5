/**
 * The checks of a till's registration that need no database, all at once: the code as typed
 * (trimmed, Arabic-Indic digits made Latin, upper-cased) must be 1 to 6 of A-Z and 0-9, the name 1
 * to 60 characters once trimmed, the shop and warehouse ids uuids (lower-cased: the stored form).
 */
import { isUuid, normaliseDigits } from '@tijara/schema';
import { PosMessageKey } from '../pos-problems';
import type { PosProblems } from '../pos-problems';

export const DEVICE_CODE_PATTERN = /^[A-Z0-9]{1,6}$/;
export const MAX_DEVICE_NAME = 60;

export interface RegisterDeviceRequest {
  readonly shopUuid: string;
  readonly code: string;
  readonly name: string;
  readonly warehouseId: string;
  readonly reclaim: boolean;
}

export type CheckedRegistration = RegisterDeviceRequest;

export function normaliseDeviceCode(raw: string): string {
  return normaliseDigits(raw).trim().toUpperCase();
}

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
function lengthOf(text: string): number {
  return [...text].length;
}

export function checkRegistration(
  request: RegisterDeviceRequest,
  problems: PosProblems,
): CheckedRegistration {
  const shopUuid = request.shopUuid.trim().toLowerCase();
  const code = normaliseDeviceCode(request.code);
  const name = request.name.normalize('NFC').trim();
  const warehouseId = request.warehouseId.trim().toLowerCase();
  if (!isUuid(shopUuid)) problems.add('shopUuid', PosMessageKey.INVALID_INPUT, 'Not a shop id');
  if (!DEVICE_CODE_PATTERN.test(code)) {
    problems.add('code', PosMessageKey.DEVICE_CODE_INVALID, '1 to 6 letters A-Z or digits 0-9');
  }
  if (lengthOf(name) < 1 || lengthOf(name) > MAX_DEVICE_NAME) {
    problems.add('name', PosMessageKey.DEVICE_NAME_LENGTH, `1 to ${MAX_DEVICE_NAME} characters`);
  }
  if (!isUuid(warehouseId)) {
    problems.add('warehouseId', PosMessageKey.WAREHOUSE_NOT_IN_SHOP, 'Not a warehouse of this shop');
  }
  return { shopUuid, code, name, warehouseId, reclaim: request.reclaim };
}

/**
 * A code another till of the shop holds: refused as taken (the screen may offer the takeover), or
 * taken over by a reclaim, which only the people who run the shop may do (`mayTakeOver`: they hold
 * SHOP_SETTINGS). Taking a till over makes this tablet number its receipts under that till's
 * identity, so a cashier must not do it by tapping through a dialog while the old tablet still sells.
 * Null: the takeover goes ahead.
 */
export type TakeoverRefusal =
  typeof PosMessageKey.DEVICE_CODE_TAKEN | typeof PosMessageKey.RECLAIM_NEEDS_MANAGER;

export function takeoverRefusal(reclaim: boolean, mayTakeOver: boolean): TakeoverRefusal | null {
  if (!reclaim) return PosMessageKey.DEVICE_CODE_TAKEN;
  return mayTakeOver ? null : PosMessageKey.RECLAIM_NEEDS_MANAGER;
}
