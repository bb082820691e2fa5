/**
 * The warehouse screen's update-stocks action: POST /dashboard/api/warehouse/update-stocks/{id}
 * with the session cookie and its CSRF token in X-CSRF-Token. The token is asked of the server just
 * before (Query.me): the session the server holds now is the one whose token it will check.
 */
import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { reportingFetch, serverVerdict } from '@tijara/shared';
import { fetchCsrfToken } from '../../components/csrf-token';
import { readUpdateStocksAnswer } from './update-stocks-answer';
import type { ReconciliationView } from './update-stocks-answer';

export const updateStocksPath = (warehouseId: string) =>
  `/dashboard/api/warehouse/update-stocks/${encodeURIComponent(warehouseId)}`;

export type UpdateStocksFailure = 'unreachable' | 'signedOut' | 'forbidden' | 'refused';

export type UpdateStocksResult =
  | { readonly ok: true; readonly reconciliation: ReconciliationView | null }
  | { readonly ok: false; readonly reason: UpdateStocksFailure };

export type UpdateStocksState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly warehouseId: string }
  | { readonly status: 'done'; readonly warehouseId: string; readonly result: UpdateStocksResult };

const FAILURE_BY_STATUS: Readonly<Record<number, UpdateStocksFailure>> = {
  401: 'signedOut',
  403: 'forbidden',
};

async function postUpdateStocks(warehouseId: string, token: string): Promise<UpdateStocksResult> {
  const response = await reportingFetch()(updateStocksPath(warehouseId), {
    method: 'POST',
    credentials: 'include',
    headers: { 'X-CSRF-Token': token, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  const answer = readUpdateStocksAnswer(await response.json().catch(() => null));
  if (response.ok && answer.success) return { ok: true, reconciliation: answer.reconciliation };
  return { ok: false, reason: FAILURE_BY_STATUS[response.status] ?? 'refused' };
}

export function useUpdateStocks() {
  const client = useApolloClient();
  const [state, setState] = useState<UpdateStocksState>({ status: 'idle' });

  const run = useCallback(
    async (warehouseId: string) => {
      setState({ status: 'running', warehouseId });
      let result: UpdateStocksResult;
      try {
        const token = await fetchCsrfToken(client);
        result = token ? await postUpdateStocks(warehouseId, token) : { ok: false, reason: 'signedOut' };
      } catch (error) {
        // A GraphQL verdict on the token query is a refusal; anything else is no answer at all.
        result = { ok: false, reason: serverVerdict(error) ? 'refused' : 'unreachable' };
      }
      setState({ status: 'done', warehouseId, result });
    },
    [client],
  );
  return { state, run };
}
