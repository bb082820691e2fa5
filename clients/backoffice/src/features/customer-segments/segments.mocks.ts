/** Server answers for the customer segment screens' tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  SegmentCustomerFieldsFragment,
  SegmentFieldsFragment,
} from '../../__generated__/customer-segments/graphql';
import {
  SegmentCustomerSearchDocument,
  SegmentDetailDocument,
  SegmentMembersDocument,
} from '../../__generated__/customer-segments/graphql';

export const SHOP = '5f0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0001';

type Segment = SegmentFieldsFragment & { __typename: 'CustomerSegment' };
type Customer = SegmentCustomerFieldsFragment & { __typename: 'SegmentCustomer' };

export function segment(fields: Partial<Segment> = {}): Segment {
  return {
    __typename: 'CustomerSegment',
    id: 5,
    uuid: '7a1f3c2e-0b6d-4e59-8c41-1d2e3f4a0005',
    shopUuid: SHOP,
    name: 'Clients VIP',
    kind: 'MEMBERS',
    minOrders: null,
    minSpent: null,
    memberCount: 1,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

export function customer(id: number, firstname: string, lastname: string, phone: string): Customer {
  return { __typename: 'SegmentCustomer', id, firstname, lastname, phone, email: null, orderCount: 2 };
}

export const amel = customer(21, 'Amel', 'Bouzid', '0661234567');
export const karim = customer(22, 'Karim', 'Benali', '0555123456');

export function detailMock(answer: Segment): MockedResponse {
  return {
    request: { query: SegmentDetailDocument, variables: { id: answer.id } },
    result: { data: { customerSegment: answer } },
  };
}

export function membersMock(
  segmentId: number,
  items: Customer[],
  { page = 1, totalCount = items.length } = {},
): MockedResponse {
  return {
    request: { query: SegmentMembersDocument, variables: { segmentId, page, pageSize: 12 } },
    result: {
      data: {
        segmentMembers: { __typename: 'SegmentCustomerPage', items, totalCount, page, pageSize: 12 },
      },
    },
  };
}

export function searchMock(search: string, items: Customer[]): MockedResponse {
  return {
    request: { query: SegmentCustomerSearchDocument, variables: { shopUuid: SHOP, search } },
    result: {
      data: { customers: { __typename: 'SegmentCustomerPage', items, totalCount: items.length } },
    },
  };
}
