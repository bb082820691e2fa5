/**
 * The list's address (list-query.ts) as the server's OrderFilter: local days become instants of the
 * shop's time zone, "expiring" becomes a deadline ORDER_EXPIRY_WARNING_HOURS from now. Unset criteria
 * are left out, not sent as null. The tabs count under the same filter without its statuses.
 */
import { ORDER_EXPIRY_WARNING_HOURS, shopDayStart } from '@tijara/schema';
import type { OrdersFilters, OrdersQuery } from './list-query';

/**
 * Algeria keeps UTC+1 all year (no daylight saving since 1981): a local day starts at 23:00 UTC the
 * day before. A fixed offset, so the list never depends on the tablet's own time zone.
 */
/** The instant a local day (YYYY-MM-DD) starts in Algiers. */
export function dayStart(day: string): string {
  return shopDayStart(day).toISOString();
}

/** The instant the local day after `day` starts: the end of an inclusive range, exclusive. */
export function dayAfterStart(day: string): string {
  const start = shopDayStart(day);
  start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

const HOUR_MS = 3_600_000;

/** The criteria as an OrderFilter; `now` (ms) dates the "expiring" deadline. */
export function orderFilterOf(filters: OrdersFilters, now: number) {
  const filter = {
    ...(filters.status.length > 0 ? { status: [...filters.status] } : {}),
    ...(filters.channel.length > 0 ? { channel: [...filters.channel] } : {}),
    ...(filters.type.length > 0 ? { orderType: [...filters.type] } : {}),
    ...(filters.payment.length > 0 ? { paymentType: [...filters.payment] } : {}),
    ...(filters.from ? { createdFrom: dayStart(filters.from) } : {}),
    ...(filters.to ? { createdTo: dayAfterStart(filters.to) } : {}),
    ...(filters.wilaya === null ? {} : { wilayaId: filters.wilaya }),
    ...(filters.transporter === null ? {} : { transporterId: filters.transporter }),
    ...(filters.review === null ? {} : { reviewStatus: filters.review }),
    ...(filters.customer === null ? {} : { customerId: filters.customer }),
    ...(filters.expiring
      ? { autoCancelBefore: new Date(now + ORDER_EXPIRY_WARNING_HOURS * HOUR_MS).toISOString() }
      : {}),
    ...(filters.q ? { search: filters.q } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}

/**
 * The list's variables: filter (when any), sort, page, and the tabs' filter, which is every criterion
 * but the statuses, so each tab says what it would show.
 */
export function ordersListVariables(query: OrdersQuery, now: number) {
  const filter = orderFilterOf(query, now);
  return {
    ...(filter ? { filter } : {}),
    countFilter: orderFilterOf({ ...query, status: [] }, now),
    sort: query.sort,
    direction: query.dir,
    page: query.page,
    pageSize: query.size,
  };
}
