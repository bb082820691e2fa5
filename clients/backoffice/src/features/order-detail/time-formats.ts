/**
 * How the order's page writes instants and days: the shop's time (Africa/Algiers, 24-hour in every
 * language), and calendar days (installments' due dates, YYYY-MM-DD) as the days they are, whatever
 * the tablet's time zone.
 */
import { SHOP_TIME_ZONE, shopDayOf } from '@tijara/schema';
import type { IntlShape } from 'react-intl';

export const ORDER_TIME = {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
} as const;

/** "2026-12-05" as a date of the reader's language (05/12/2026). */
export function formatDay(intl: IntlShape, day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return intl.formatDate(Date.UTC(year, month - 1, date), { dateStyle: 'short', timeZone: 'UTC' });
}

/** Today in the shop's calendar, YYYY-MM-DD (what an installment's due date is compared with). */
export function shopToday(now: number): string {
  return shopDayOf(now);
}

/** An installment not paid after its due day. */
export function isLate(installment: { dueDate: string; paidAt: string | null }, today: string): boolean {
  return installment.paidAt === null && installment.dueDate < today;
}
