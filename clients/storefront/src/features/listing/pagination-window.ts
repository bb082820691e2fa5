/**
 * Which page numbers the pager shows: at most 7, centred on the current page, shifted at the edges
 * so there are always 7 when the listing has that many pages (1-7 on page 2, 14-20 on page 19 of 20).
 */
export const PAGE_WINDOW = 7;

export function pageWindow(current: number, totalPages: number, size: number = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/** Pages of a listing: ceiling of the count over the page size (0 for no product). */
export function totalPagesOf(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(totalCount / pageSize) : 0;
}
