/**
 * createWarehouse and updateWarehouse as outcomes the forms show. A warehouse is normalised by id, so
 * an update refreshes its row by itself; a creation, or a new shop default (which takes the flag from
 * the shop's previous default on the server), reloads the list.
 */
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { commonMessages } from '@tijara/shared';
import type {
  CreateWarehouseInput,
  UpdateWarehouseInput,
  WarehouseFieldsFragment,
} from '../../__generated__/warehouses/graphql';
import { CreateWarehouseDocument, UpdateWarehouseDocument } from '../../__generated__/warehouses/graphql';
import { warehouseProblemOf } from './warehouse-problems';
import type { WarehouseProblem } from './warehouse-problems';

export type WarehouseOutcome =
  | { readonly ok: true; readonly warehouse: WarehouseFieldsFragment }
  | ({ readonly ok: false } & WarehouseProblem);

const NO_ANSWER: WarehouseOutcome = { ok: false, message: commonMessages.saveFailed, fieldErrors: {} };

export function useWarehouseWrites() {
  const [create] = useMutation(CreateWarehouseDocument);
  const [update] = useMutation(UpdateWarehouseDocument);

  const createWarehouse = useCallback(
    async (input: CreateWarehouseInput): Promise<WarehouseOutcome> => {
      try {
        const { data } = await create({ variables: { input }, refetchQueries: ['WarehouseList'] });
        return data ? { ok: true, warehouse: data.createWarehouse } : NO_ANSWER;
      } catch (error) {
        return { ok: false, ...warehouseProblemOf(error) };
      }
    },
    [create],
  );

  const updateWarehouse = useCallback(
    async (id: string, input: UpdateWarehouseInput): Promise<WarehouseOutcome> => {
      try {
        const { data } = await update({
          variables: { id, input },
          refetchQueries: input.isShopDefault ? ['WarehouseList'] : [],
        });
        return data ? { ok: true, warehouse: data.updateWarehouse } : NO_ANSWER;
      } catch (error) {
        return { ok: false, ...warehouseProblemOf(error) };
      }
    },
    [update],
  );

  return { createWarehouse, updateWarehouse };
}
