/**
 * Where each figure of the home leads: the list behind it, filtered as the figure counts. Sales are
 * the orders that are neither cancelled nor returned (the server's rule), so their links name the
 * four other statuses; days are the server's Africa/Algiers days, as the list reads them.
 */
import { ordersPath } from '../orders/links';
import type { OrderStatusName, SalesChannelName } from '../orders';
import { pathOf } from '../shell';

export const SALE_STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED'] as const;

/** The sales from one day to another (both included), of one channel or all. */
export function salesPath(from: string, to: string, channel?: SalesChannelName): string {
  return ordersPath({ status: SALE_STATUSES, from, to, channel: channel ? [channel] : [] });
}

export function waitingPath(status: OrderStatusName): string {
  return ordersPath({ status: [status] });
}

export function posReviewPath(): string {
  return ordersPath({ channel: ['POS'], review: 'PENDING' });
}

/** The transporter payment screen with the carrier chosen. */
export function carrierPath(transporterId: number): string {
  return `${pathOf({ name: 'transporterPayments' })}?transporter=${transporterId}`;
}

/** The stock screen on the warehouse. */
export function lowStockPath(warehouseId: string): string {
  return `${pathOf({ name: 'stock' })}?warehouse=${encodeURIComponent(warehouseId)}`;
}
