/**
 * The payment's arithmetic, in integer centimes: the selected orders are those of the list still
 * shown (an order paid meanwhile drops out with its amount), and their total is what payTransporter
 * is sent, to be checked by the server against the same orders.
 */
import type { TransporterUnpaidOrdersQuery } from '../../__generated__/transporter-payments/graphql';

export type UnpaidOrder = TransporterUnpaidOrdersQuery['transporterUnpaidOrders'][number];

export interface Selection {
  readonly orderIds: number[];
  readonly total: number;
}

export function selectionOf(orders: readonly UnpaidOrder[], chosen: ReadonlySet<number>): Selection {
  const picked = orders.filter((order) => chosen.has(order.id));
  return {
    orderIds: picked.map((order) => order.id).sort((a, b) => a - b),
    total: picked.reduce((sum, order) => sum + order.total, 0),
  };
}

/** Options sorted by the text they show (so staff find a name where they expect it), in the reader's language. */
export function sortByText<T>(items: readonly T[], textOf: (item: T) => string, locale: string): T[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return items
    .map((item) => ({ item, text: textOf(item) }))
    .sort((a, b) => collator.compare(a.text, b.text))
    .map(({ item }) => item);
}
