/**
 * The shop's time: every Algerian shop's days and clocks (orders' days, the dashboard's today, the
 * export's times, a review's purchase date). Algeria keeps UTC+1 all year (no daylight saving since
 * 1981), so a fixed offset is exact, for the server and the apps alike.
 */
export const SHOP_TIME_ZONE = 'Africa/Algiers';
export const SHOP_UTC_OFFSET = '+01:00';
const SHOP_OFFSET_MS = 3_600_000;

/** The instant a shop day (YYYY-MM-DD) starts: its midnight in Algiers. */
export function shopDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);
}

/** The shop's wall clock at an instant, YYYY-MM-DDTHH:mm:ss.sss (no zone). */
export function shopWallClock(at: Date | number): string {
  return new Date(new Date(at).getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 23);
}

/** The shop day (YYYY-MM-DD) an instant falls in. */
export function shopDayOf(at: Date | number): string {
  return shopWallClock(at).slice(0, 10);
}
