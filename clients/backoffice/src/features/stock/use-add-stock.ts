/**
 * addStock, and the row it changed refreshed in place: the answer is the line's new figures, written
 * over the same line of the page on screen (StockLevel has no id of its own for the cache to follow).
 * An open movements panel is asked again so the new ledger row shows.
 */
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type {
  StockLevelFieldsFragment,
  StockLevelsQueryVariables,
  StockMovementReason,
} from '../../__generated__/stock/graphql';
import { AddStockDocument, StockLevelsDocument } from '../../__generated__/stock/graphql';
import { messages } from './messages';
import { sameLine } from './stock-line';
import { stockProblemOf } from './stock-problems';
import type { StockProblem } from './stock-problems';

export interface AddStockRequest {
  readonly quantity: number;
  readonly reason: StockMovementReason;
  readonly note: string;
}

export type AddStockOutcome =
  { readonly ok: true; readonly level: StockLevelFieldsFragment } | ({ readonly ok: false } & StockProblem);

export function useAddStock(pageVariables: StockLevelsQueryVariables | null) {
  const [mutate] = useMutation(AddStockDocument);
  return useCallback(
    async (line: StockLevelFieldsFragment, request: AddStockRequest): Promise<AddStockOutcome> => {
      const note = request.note.trim();
      try {
        const { data } = await mutate({
          variables: {
            input: {
              warehouseId: line.warehouseId,
              productId: line.productId,
              combinationId: line.combinationId,
              quantity: request.quantity,
              reason: request.reason,
              ...(note ? { note } : {}),
            },
          },
          update(cache, { data: answer }) {
            const level = answer?.addStock;
            if (!level || !pageVariables) return;
            cache.updateQuery({ query: StockLevelsDocument, variables: pageVariables }, (page) =>
              page
                ? {
                    ...page,
                    stockLevels: {
                      ...page.stockLevels,
                      items: page.stockLevels.items.map((item) => (sameLine(item, level) ? level : item)),
                    },
                  }
                : page,
            );
          },
          refetchQueries: ['StockMovements'],
        });
        return data
          ? { ok: true, level: data.addStock }
          : { ok: false, message: messages.addFailed, fieldErrors: {} };
      } catch (error) {
        return { ok: false, ...stockProblemOf(error) };
      }
    },
    [mutate, pageVariables],
  );
}
