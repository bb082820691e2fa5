/** Staff listings page like the storefront: pages from 1, sizes from PAGE_SIZES (12 by default). */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tijara/schema';
import { FieldProblems } from './field-checks';

export interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

const MAX_PAGE = 1_000_000;

export function pageRequest(
  page: number | null | undefined,
  pageSize: number | null | undefined,
): PageRequest {
  const problems = new FieldProblems();
  const number = page ?? 1;
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(number) || number < 1 || number > MAX_PAGE) {
    problems.add('page', `must be a whole number from 1 to ${MAX_PAGE}`);
  }
  if (!(PAGE_SIZES as readonly number[]).includes(size)) {
    problems.add('pageSize', `must be one of ${PAGE_SIZES.join(', ')}`);
  }
  problems.assertNone('Invalid page');
  return { limit: size, offset: (number - 1) * size };
}
