/**
 * The installment plan's arithmetic, in integer centimes: how far the plan is from the order's total
 * (the server's rule: the first payment plus every installment equals the total) and the helper that
 * splits what is left into monthly installments. Dates are local calendar days (YYYY-MM-DD), the
 * form's date inputs' own format. Shared by the staff order form and the till (both take installment plans).
 */

/** The most monthly installments the helper makes (five years). */
export const MAX_SPLIT_COUNT = 60;

export interface PlanBalance {
  /** Centimes: the first payment plus every installment. */
  readonly planned: number;
  /** Centimes: total - planned; above 0 something is missing, below 0 the plan is over. */
  readonly difference: number;
}

export function planBalance(total: number, firstPayment: number, amounts: readonly number[]): PlanBalance {
  const planned = amounts.reduce((sum, amount) => sum + amount, firstPayment);
  return { planned, difference: total - planned };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The tablet's calendar day of an instant. */
export function localDate(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The same day `months` later; the month's last day when it is shorter (31 January + 1: end of February). */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(date, lastDay))}`;
}

export interface PlannedInstallment {
  /** Centimes, more than 0. */
  readonly amount: number;
  readonly dueDate: string;
}

/**
 * `rest` centimes in `count` monthly installments, the first due a month after `from`: equal
 * amounts in whole dinars (what a customer is asked to bring), the last one taking the remainder.
 * Null when it cannot be done (nothing left, a count out of 1..MAX_SPLIT_COUNT, or less than a
 * centime per installment).
 */
export function splitRest(rest: number, count: number, from: string): PlannedInstallment[] | null {
  if (!Number.isSafeInteger(rest) || !Number.isInteger(count)) return null;
  if (rest <= 0 || count < 1 || count > MAX_SPLIT_COUNT || rest < count) return null;
  const inDinars = Math.floor(rest / count / 100) * 100;
  const share = inDinars > 0 ? inDinars : Math.floor(rest / count);
  return Array.from({ length: count }, (_, index) => ({
    amount: index === count - 1 ? rest - share * (count - 1) : share,
    dueDate: addMonths(from, index + 1),
  }));
}
