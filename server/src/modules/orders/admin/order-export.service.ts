/**
 * The orders list as a file: the same criteria, access and sort as the list (`listFilterOf`), read
 * in pages of EXPORT_PAGE_SIZE rows that the caller writes out as they come, so memory holds one page
 * whatever the number of orders. Everything that can refuse the request is checked before the first
 * page is asked for, so a refusal is still an ordinary error answer, never half a file.
 */
import type { Locale } from '@tijara/schema';
import type { RequestContext } from '../../../core/request-context';
import type { OrderFilter } from './order-admin.inputs';
import { exportPage } from './order-export.sql';
import type { ExportRow } from './order-export.sql';
import type { OrderSort } from './order-list.sql';
import { matchesNothing } from './order-list.sql';
import { listFilterOf } from './order-reads.service';

export const EXPORT_PAGE_SIZE = 1000;

export type { ExportRow } from './order-export.sql';

export interface OrderExportRequest {
  readonly filter: OrderFilter;
  readonly sort: OrderSort;
  readonly locale: Locale;
}

export interface OrderExportOptions {
  /** Rows per statement (tests make it small to count pages). */
  readonly pageSize?: number;
}

export class OrderExportService {
  private readonly pageSize: number;

  constructor(options: OrderExportOptions = {}) {
    this.pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  }

  /** Checks the request now (400, 403); the pages are read as the returned iterable is walked. */
  pages(ctx: RequestContext, request: OrderExportRequest): AsyncIterable<readonly ExportRow[]> {
    const filter = listFilterOf(ctx, request.filter);
    const { pageSize } = this;
    return {
      async *[Symbol.asyncIterator]() {
        if (matchesNothing(filter)) return;
        let after: { key: string; id: number } | null = null;
        for (;;) {
          const rows = await exportPage(ctx.em, filter, {
            sort: request.sort,
            locale: request.locale,
            limit: pageSize,
            after,
          });
          if (rows.length > 0) yield rows;
          const last = rows.at(-1);
          if (rows.length < pageSize || last === undefined) return;
          after = { key: last.sort_key, id: last.id };
        }
      },
    };
  }
}
