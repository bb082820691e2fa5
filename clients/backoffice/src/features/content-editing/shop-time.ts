/**
 * The visibility window's datetime-local fields hold the shop's wall clock (Algiers, UTC+1 all
 * year), whatever zone the tablet is set to: "from 08:00" means 08:00 in the shop. The contract
 * carries instants (ISO 8601).
 */
import { SHOP_UTC_OFFSET, shopWallClock } from '@tijara/schema';

const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant a datetime-local value (shop time) stands for; null when empty or not one. */
export function isoFromShopInput(text: string): string | null {
  if (!LOCAL_INPUT.test(text)) return null;
  const date = new Date(`${text}:00${SHOP_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The datetime-local value showing an instant in shop time, to the minute; '' for none. */
export function shopInputFromIso(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : shopWallClock(time).slice(0, 16);
}
