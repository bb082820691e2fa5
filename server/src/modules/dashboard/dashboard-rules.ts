/**
 * The dashboard's fixed choices and its one pure rule: which days the 30-day series covers and how
 * SQL's sparse rows (a day and channel with no sale has no row) become full series with zeros.
 */
import { OrderStatus, SalesChannel } from '@tijara/schema';

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** The largest entry addStock takes: a threshold above it would call every line low. */
export const MAX_LOW_STOCK_THRESHOLD = 1_000_000;
/** The lines named per warehouse; the count covers the others. */
export const LOW_STOCK_LINES_SHOWN = 5;
/** Today and the 29 days before it. */
export const SERIES_DAYS = 30;

/** Orders that are not sales: never paid (cancelled) or given back (returned). */
export const NOT_SALES: readonly OrderStatus[] = [OrderStatus.CANCELLED, OrderStatus.RETURNED];
/** What staff still have to move, in the order the screen shows them. */
export const WAITING: readonly OrderStatus[] = [
  OrderStatus.PENDING,
  OrderStatus.CONFIRMED,
  OrderStatus.SHIPPED,
];
/** Every channel, in the order of the schema: series and today's figures list each one. */
export const CHANNELS: readonly SalesChannel[] = Object.values(SalesChannel);

/** One row of the series statement: a day (every day once at least) and a channel with sales, or null. */
export interface DayChannelRow {
  readonly day: string;
  readonly channel: SalesChannel | null;
  readonly count: number;
  /** bigint: the driver hands sums over as text. */
  readonly total: string | number;
}

export interface ChannelFigures {
  readonly channel: SalesChannel;
  readonly count: number;
  readonly total: number;
}

export interface SalesSeries {
  readonly today: string;
  readonly days: string[];
  readonly daily: { channel: SalesChannel; counts: number[]; totals: number[] }[];
  readonly todayByChannel: ChannelFigures[];
  readonly todayCount: number;
  readonly todayTotal: number;
}

/** The series of every channel over the rows' days (oldest first), zeros where there is no row. */
export function salesSeriesOf(rows: readonly DayChannelRow[]): SalesSeries {
  const days = [...new Set(rows.map((row) => row.day))].sort();
  const at = new Map(days.map((day, index) => [day, index]));
  const daily = CHANNELS.map((channel) => ({
    channel,
    counts: days.map(() => 0),
    totals: days.map(() => 0),
  }));
  for (const row of rows) {
    const series = daily.find((entry) => entry.channel === row.channel);
    const index = at.get(row.day);
    if (!series || index === undefined) continue;
    series.counts[index] = row.count;
    series.totals[index] = Number(row.total);
  }
  const last = days.length - 1;
  const todayByChannel = daily.map(({ channel, counts, totals }) => ({
    channel,
    count: counts[last] ?? 0,
    total: totals[last] ?? 0,
  }));
  return {
    today: days[last] ?? '',
    days,
    daily,
    todayByChannel,
    todayCount: todayByChannel.reduce((sum, entry) => sum + entry.count, 0),
    todayTotal: todayByChannel.reduce((sum, entry) => sum + entry.total, 0),
  };
}
