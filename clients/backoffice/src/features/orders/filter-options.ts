/**
 * The choices of the wilaya and carrier filters. Every wilaya, deliverable or not (an order keeps the
 * wilaya it was delivered to), named in the reader's script. Carriers come from the carriers' money
 * read (`transportersDue`, TRANSPORTER_PAYMENTS, which every role with ORDERS holds): without it the
 * filter is left out, and a carrier given by the address still narrows the list.
 */
import { skipToken, useQuery } from '@apollo/client/react';
import { Permission } from '@tijara/schema';
import { OrdersCarriersDocument, OrdersWilayasDocument } from '../../__generated__/orders/graphql';
import { useCan } from '../../components/permissions';

export interface FilterOption {
  readonly id: number;
  readonly label: string;
  readonly inactive?: boolean;
}

export function useFilterOptions(locale: string) {
  const canSeeCarriers = useCan(Permission.TRANSPORTER_PAYMENTS);
  const wilayas = useQuery(OrdersWilayasDocument, { fetchPolicy: 'cache-first' });
  const carriers = useQuery(
    OrdersCarriersDocument,
    canSeeCarriers ? { fetchPolicy: 'cache-first' } : skipToken,
  );
  const arabic = locale.startsWith('ar');
  return {
    wilayas: (wilayas.data?.wilayas ?? []).map((wilaya): FilterOption => ({
      id: wilaya.id,
      label: `${wilaya.code} · ${arabic ? wilaya.nameAr : wilaya.name}`,
    })),
    /** Null: the reader may not list carriers. */
    carriers: canSeeCarriers
      ? (carriers.data?.transportersDue ?? []).map((carrier): FilterOption => ({
          id: carrier.transporterId,
          label: carrier.name,
          inactive: !carrier.active,
        }))
      : null,
  };
}
