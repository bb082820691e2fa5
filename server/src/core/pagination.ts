/**
 * The one paging rule of every list (storefront listings, staff product lists, reviews): pages from
 * 1, sizes from PAGE_SIZES only (12 by default). Anything else is bad input naming the field, never a
 * silent default; a page so far out that its offset could overflow is refused too.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tijara/schema';
import type { PageSize } from '@tijara/schema';
import { BadUserInputError } from './errors';
import type { FieldErrors } from './errors';

export const MAX_PAGE = 1_000_000;

export interface PageWindow {
  readonly page: number;
  readonly size: PageSize;
  readonly limit: number;
  readonly offset: number;
}

function pageProblem(value: number): string | null {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_PAGE
    ? null
    : `must be a whole number from 1 to ${MAX_PAGE}`;
}

function pageSizeOf(value: number): PageSize | undefined {
  return PAGE_SIZES.find((allowed) => allowed === value);
}

const PAGE_SIZE_PROBLEM = `must be one of ${PAGE_SIZES.join(', ')}`;

export function checkPage(field: string, value: number): number {
  const problem = pageProblem(value);
  if (problem) throw new BadUserInputError({ [field]: [problem] }, `Invalid ${field}`);
  return value;
}

export function checkPageSize(field: string, value: number): PageSize {
  const size = pageSizeOf(value);
  if (size === undefined) throw new BadUserInputError({ [field]: [PAGE_SIZE_PROBLEM] }, `Invalid ${field}`);
  return size;
}

/** The rows a page covers; both fields' problems at once when they are wrong. */
export function pageWindow(page: number | null = 1, pageSize: number | null = DEFAULT_PAGE_SIZE): PageWindow {
  const number = page ?? 1;
  const size = pageSizeOf(pageSize ?? DEFAULT_PAGE_SIZE);
  const errors: Record<string, string[]> = {};
  const problem = pageProblem(number);
  if (problem) errors['page'] = [problem];
  if (size === undefined) errors['pageSize'] = [PAGE_SIZE_PROBLEM];
  if (problem || size === undefined) throw new BadUserInputError(errors as FieldErrors, 'Invalid page');
  return { page: number, size, limit: size, offset: (number - 1) * size };
}
