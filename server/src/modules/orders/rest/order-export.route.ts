/**
 * The orders list as a CSV file (staff session cookie, ORDERS, the shops the member of staff works in):
 *   GET /dashboard/api/orders/export.csv?<the list's query string>&lang=fr|en|ar
 *   -> 200 text/csv, `attachment; filename="commandes-<date in Algiers>.csv"`, streamed (chunked):
 *      the heading line first, then each page of rows as it is read, waiting for the client to take
 *      each chunk before reading the next page, so neither side ever holds the whole list.
 *   -> 400 {success:false, message, code, errors} naming each bad criterion; 401 without a session;
 *      403 without ORDERS or for a shop the member of staff does not work in. All of these are decided
 *      before the first byte, so a refusal is never half a file.
 * A failure once rows are flowing cuts the connection (the file is visibly incomplete) and is logged.
 * `lang` chooses the headings' and the vocabulary's language and the format (order-export-csv.ts);
 * without it, the request's language.
 */
import { once } from 'node:events';
import type { Response } from 'express';
import { Permission } from '@tijara/schema';
import { route } from '../../../rest/route';
import type { RestRoute } from '../../../rest/route';
import type { OrderExportService } from '../admin/order-export.service';
import { csvHead, csvLines, exportFileName } from './order-export-csv';
import { parseOrderListQuery } from './order-list-query';

export const ORDER_EXPORT_PATH = '/dashboard/api/orders/export.csv';

/** Writes a chunk, waiting while the client's socket is full; false once the client is gone. */
async function send(res: Response, chunk: string): Promise<boolean> {
  if (res.destroyed || !res.writable) return false;
  if (!res.write(chunk)) {
    // Both waits end together: the loser's listeners would otherwise pile up page after page.
    const settled = new AbortController();
    await Promise.race([
      once(res, 'drain', { signal: settled.signal }),
      once(res, 'close', { signal: settled.signal }),
    ]).finally(() => settled.abort());
  }
  return !res.destroyed;
}

export function orderExportRoutes(service: OrderExportService): RestRoute[] {
  return [
    route('get', ORDER_EXPORT_PATH, { permission: Permission.ORDERS }, async (ctx, req, res) => {
      const query = parseOrderListQuery(req.query as Record<string, unknown>, ctx.now);
      const locale = query.lang ?? ctx.locale;
      const pages = service.pages(ctx, {
        filter: query.filter,
        sort: { field: query.sort, direction: query.direction },
        locale,
      });
      res.status(200);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(ctx.now)}"`);
      res.setHeader('Cache-Control', 'no-store');
      try {
        if (!(await send(res, csvHead(locale)))) return;
        for await (const rows of pages) {
          if (!(await send(res, csvLines(rows, locale)))) return;
        }
        res.end();
      } catch (error) {
        ctx.log.error({ err: error }, 'The orders export failed after it started');
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    }),
  ];
}
