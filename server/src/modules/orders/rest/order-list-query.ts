/**
 * The orders list's query string (the back office's /orders?… address, the dashboard home's links,
 * the CSV export's) read into the GraphQL list's own OrderFilter and sort, which then go through the
 * same checks (`listFilterOf`). Values are the GraphQL enum names; repeatable keys come repeated
 * (`status=PENDING&status=CONFIRMED`); `from` and `to` are local dates in Algiers, both included.
 * Every bad value is named at once (400, the key as the field).
 */
import {
  isLocale,
  LOCALES,
  ORDER_EXPIRY_WARNING_HOURS,
  OrderReviewStatus,
  OrderSortField,
  OrderStatus,
  OrderType,
  PaymentType,
  SalesChannel,
  SEARCH_MAX_LENGTH,
  shopDayOf,
  shopDayStart,
  SortDirection,
} from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { BadUserInputError } from '../../../core/errors';
import { MAX_ID } from '../../../core/ids';
import type { OrderFilter } from '../admin/order-admin.inputs';

export interface OrderListQuery {
  readonly filter: OrderFilter;
  readonly sort: OrderSortField;
  readonly direction: SortDirection;
  /** `lang`, when given. */
  readonly lang: Locale | null;
}

type Query = Readonly<Record<string, unknown>>;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

class QueryReader {
  readonly problems: Record<string, string[]> = {};

  constructor(private readonly query: Query) {}

  private problem(key: string, message: string): void {
    (this.problems[key] ??= []).push(message);
  }

  private texts(key: string): string[] {
    const value = this.query[key];
    const values: unknown[] = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return values.map((v) => (typeof v === 'string' ? v.trim() : '')).filter((v) => v !== '');
  }

  /** The last value of a key that takes one; undefined when absent or blank. */
  text(key: string): string | undefined {
    return this.texts(key).at(-1);
  }

  /** Every value of a repeatable key, each one of the enum's names, as the enum's values. */
  names<V extends string>(key: string, vocabulary: Readonly<Record<string, V>>): V[] {
    const found: V[] = [];
    for (const name of this.texts(key)) {
      const value = Object.hasOwn(vocabulary, name) ? vocabulary[name] : undefined;
      if (value === undefined) this.problem(key, `Not one of ${Object.keys(vocabulary).join(', ')}`);
      else if (!found.includes(value)) found.push(value);
    }
    return found;
  }

  name<V extends string>(key: string, vocabulary: Readonly<Record<string, V>>): V | null {
    const text = this.text(key);
    if (text === undefined) return null;
    const value = Object.hasOwn(vocabulary, text) ? vocabulary[text] : undefined;
    if (value === undefined) this.problem(key, `Not one of ${Object.keys(vocabulary).join(', ')}`);
    return value ?? null;
  }

  id(key: string): number | null {
    const text = this.text(key);
    if (text === undefined) return null;
    if (/^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID) return Number(text);
    this.problem(key, 'Not an id');
    return null;
  }

  /** Midnight in Algiers starting the date, `days` later. */
  localDay(key: string, days = 0): Date | null {
    const text = this.text(key);
    if (text === undefined) return null;
    const midnight = shopDayStart(text);
    // The day the midnight falls in is the one written, unless the text is no date or one that does
    // not exist (2026-02-30 rolls over to March).
    const written = Number.isNaN(midnight.getTime()) ? null : shopDayOf(midnight);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || written !== text) {
      this.problem(key, 'A date written YYYY-MM-DD');
      return null;
    }
    return new Date(midnight.getTime() + days * DAY_MS);
  }

  /** A date range's end before its start. */
  checkRange(fromKey: string, toKey: string, from: Date | null, to: Date | null): void {
    if (from !== null && to !== null && to.getTime() <= from.getTime()) {
      this.problem(toKey, `On or after ${fromKey}`);
    }
  }

  search(key: string): string | null {
    const text = this.text(key);
    if (text !== undefined && text.length > SEARCH_MAX_LENGTH) {
      this.problem(key, `At most ${SEARCH_MAX_LENGTH} characters`);
    }
    return text ?? null;
  }

  flag(key: string): boolean {
    const text = this.text(key);
    if (text === undefined || text === '0') return false;
    if (text === '1') return true;
    this.problem(key, '1 or 0');
    return false;
  }

  locale(key: string): Locale | null {
    const text = this.text(key);
    if (text === undefined) return null;
    if (isLocale(text)) return text;
    this.problem(key, `One of ${LOCALES.join(', ')}`);
    return null;
  }
}

/** The list's query string as the GraphQL list's arguments; `now` decides what "expiring" covers. */
export function parseOrderListQuery(query: Query, now: Date): OrderListQuery {
  const read = new QueryReader(query);
  const createdFrom = read.localDay('from');
  const createdTo = read.localDay('to', 1);
  read.checkRange('from', 'to', createdFrom, createdTo);
  const filter: OrderFilter = {
    status: read.names('status', OrderStatus),
    channel: read.names('channel', SalesChannel),
    orderType: read.names('type', OrderType),
    paymentType: read.names('payment', PaymentType),
    createdFrom,
    createdTo,
    wilayaId: read.id('wilaya'),
    transporterId: read.id('transporter'),
    reviewStatus: read.name('review', OrderReviewStatus),
    customerId: read.id('customer'),
    autoCancelBefore: read.flag('expiring')
      ? new Date(now.getTime() + ORDER_EXPIRY_WARNING_HOURS * HOUR_MS)
      : null,
    search: read.search('q'),
  };
  const sort = read.name('sort', OrderSortField) ?? OrderSortField.CREATED_AT;
  const direction = read.name('dir', SortDirection) ?? SortDirection.DESC;
  const lang = read.locale('lang');
  if (Object.keys(read.problems).length > 0) {
    throw new BadUserInputError(read.problems, 'Invalid order list criteria');
  }
  return { filter, sort, direction, lang };
}
