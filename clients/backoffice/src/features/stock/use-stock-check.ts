/**
 * The stock screen's update button: GET /dashboard/api/stock/check?warehouseId=<id> with the
 * session cookie, answer shown raw, as JSON in the output area, as the legacy dashboard did. What it
 * answers is the server's dry-run reconciliation of that warehouse. The state belongs to the
 * warehouse it was asked for, so an answer arriving after a switch never shows under another one.
 */
import { useCallback, useState } from 'react';
import { reportingFetch } from '@tijara/shared';

export const STOCK_CHECK_PATH = '/dashboard/api/stock/check';

export type StockCheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'running' }
  | { readonly status: 'answered'; readonly json: string }
  | { readonly status: 'failed'; readonly httpStatus: number }
  | { readonly status: 'unreachable' };

/** Indented when it parses (easier to read, same content); as received otherwise. */
export function readableJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function useStockCheck(warehouseId: string | null) {
  const [current, setCurrent] = useState<{ warehouseId: string; state: StockCheckState } | null>(null);

  const run = useCallback(async () => {
    if (!warehouseId) return;
    const settle = (state: StockCheckState) => setCurrent({ warehouseId, state });
    settle({ status: 'running' });
    try {
      const response = await reportingFetch()(
        `${STOCK_CHECK_PATH}?warehouseId=${encodeURIComponent(warehouseId)}`,
        {
          credentials: 'include',
          headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        },
      );
      if (!response.ok) {
        settle({ status: 'failed', httpStatus: response.status });
        return;
      }
      settle({ status: 'answered', json: readableJson(await response.text()) });
    } catch {
      settle({ status: 'unreachable' });
    }
  }, [warehouseId]);

  const state: StockCheckState =
    current && current.warehouseId === warehouseId ? current.state : { status: 'idle' };
  return { state, run };
}
