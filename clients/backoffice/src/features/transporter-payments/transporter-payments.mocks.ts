/** Server answers for the transporter payment screen's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import {
  TransporterUnpaidOrdersDocument,
  TransportersDueDocument,
} from '../../__generated__/transporter-payments/graphql';
import type { UnpaidOrder } from './payment-selection';

export const RAPIDE = 2;

export function dueMock(unpaid: number): MockedResponse {
  return {
    request: { query: TransportersDueDocument },
    result: {
      data: {
        transportersDue: [
          {
            __typename: 'TransporterDue',
            transporterId: 1,
            name: 'Atlas Colis',
            active: true,
            unpaidCount: 0,
            unpaidTotal: 0,
          },
          {
            __typename: 'TransporterDue',
            transporterId: RAPIDE,
            name: 'Rapide DZ',
            active: true,
            unpaidCount: unpaid,
            unpaidTotal: 0,
          },
        ],
      },
    },
  };
}

export const order = (id: number, deliveryName: string, customerFullName: string, total: number) => ({
  __typename: 'UnpaidTransporterOrder' as const,
  id,
  deliveryName,
  customerFullName,
  total,
});

/** Given in the server's order on purpose: the screen sorts by the text it shows. */
export const unpaid = [
  order(12, 'LIV-0012', 'Yacine Mansouri', 250_000),
  order(3, 'LIV-0003', 'Amel Bouzid', 123_450),
  order(7, 'LIV-0007', 'Karim Benali', 99_999),
];

export function ordersMock(orders: UnpaidOrder[], transporterId = RAPIDE): MockedResponse {
  return {
    request: { query: TransporterUnpaidOrdersDocument, variables: { transporterId } },
    result: { data: { transporterUnpaidOrders: orders } },
  };
}
