/**
 * The orders file's format, for the spreadsheet the shop opens it in: UTF-8 with a byte order mark
 * (without it Excel reads UTF-8 as Windows-1252 and mangles Arabic and accents), RFC 4180 quoting and
 * CRLF lines. French and Arabic files use `;` between fields and a decimal comma, what Excel expects
 * under the fr-DZ and ar-DZ settings of Algerian computers (a `,` file opens there as one column);
 * English files use `,` and a decimal point. Money is DA with 2 decimals and no grouping (a number
 * the spreadsheet can add up); times are Algiers' (UTC+1 all year) as YYYY-MM-DD HH:mm. Text that a
 * spreadsheet would run as a formula (= + - @ first) is prefixed with an apostrophe.
 */
import { shopDayOf, shopWallClock } from '@tijara/schema';
import type {
  Locale,
  OrderReviewStatus,
  OrderStatus,
  OrderType,
  PaymentType,
  SalesChannel,
} from '@tijara/schema';
import { customerFullName, orderReference } from '../data';
import type { ExportRow } from '../admin/order-export.service';
import { EXPORT_COLUMNS, EXPORT_WORDS } from './order-export-labels';
import type { ExportColumn, ExportWords } from './order-export-labels';

export const BYTE_ORDER_MARK = '\uFEFF';
const LINE_END = '\r\n';

export interface CsvFormat {
  readonly separator: ';' | ',';
  readonly decimal: ',' | '.';
}

export const CSV_FORMATS: Readonly<Record<Locale, CsvFormat>> = {
  fr: { separator: ';', decimal: ',' },
  ar: { separator: ';', decimal: ',' },
  en: { separator: ',', decimal: '.' },
};

/** Centimes as DA with 2 decimals: 123456 -> "1234,56" (or "1234.56"). */
export function moneyCell(centimes: number, format: CsvFormat): string {
  const sign = centimes < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(centimes));
  const dinars = Math.floor(absolute / 100);
  return `${sign}${dinars}${format.decimal}${String(absolute % 100).padStart(2, '0')}`;
}

/** An instant as Algiers' wall clock, YYYY-MM-DD HH:mm. */
export function algiersTime(instant: Date): string {
  return shopWallClock(instant).slice(0, 16).replace('T', ' ');
}

/** 0550123456 -> "0550 12 34 56": read as text, so the spreadsheet keeps the leading 0. */
export function phoneCell(phone: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  return match ? match.slice(1).join(' ') : phone;
}

/** A text field, guarded against formula injection and quoted when it needs to be. */
export function textCell(value: string | null, format: CsvFormat): string {
  if (value === null || value === '') return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const needsQuotes = safe.includes(format.separator) || /["\r\n]/.test(safe) || safe.trim() !== safe;
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function dateOf(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

function valuesOf(row: ExportRow, words: ExportWords, format: CsvFormat): Record<ExportColumn, string> {
  const text = (value: string | null) => textCell(value, format);
  const total = Number(row.total);
  const paid = Number(row.amount_paid);
  return {
    reference: orderReference(row.id),
    createdAt: algiersTime(dateOf(row.created_at)),
    status: text(words.status[row.status as OrderStatus] ?? row.status),
    channel: text(words.channel[row.channel as SalesChannel] ?? row.channel),
    orderType: text(row.order_type === null ? null : (words.orderType[row.order_type as OrderType] ?? null)),
    paymentType: text(words.paymentType[row.payment_type as PaymentType] ?? row.payment_type),
    customer: text(customerFullName(row.firstname, row.lastname)),
    phone: text(phoneCell(row.phone)),
    wilaya: text(row.wilaya_name),
    commune: text(row.commune_name),
    transporter: text(row.transporter_name),
    trackingNumber: text(row.tracking_number),
    total: moneyCell(total, format),
    amountPaid: moneyCell(paid, format),
    balanceDue: moneyCell(total - paid, format),
    review: text(
      row.review_status === null ? null : (words.review[row.review_status as OrderReviewStatus] ?? null),
    ),
    receiptNumber: text(row.receipt_number),
    autoCancelAt: row.auto_cancel_at === null ? '' : algiersTime(dateOf(row.auto_cancel_at)),
  };
}

/** The byte order mark and the heading line, in the file's language. */
export function csvHead(locale: Locale): string {
  const format = CSV_FORMATS[locale];
  const headings = EXPORT_WORDS[locale].headings;
  return `${BYTE_ORDER_MARK}${EXPORT_COLUMNS.map((column) => textCell(headings[column], format)).join(format.separator)}${LINE_END}`;
}

/** Lines of a page of orders, each ending in CRLF. */
export function csvLines(rows: readonly ExportRow[], locale: Locale): string {
  const format = CSV_FORMATS[locale];
  const words = EXPORT_WORDS[locale];
  return rows
    .map((row) => {
      const values = valuesOf(row, words, format);
      return EXPORT_COLUMNS.map((column) => values[column]).join(format.separator) + LINE_END;
    })
    .join('');
}

/** `commandes-2026-11-25.csv`: the day in Algiers. */
export function exportFileName(now: Date): string {
  return `commandes-${shopDayOf(now)}.csv`;
}
