/** Server answers for the staff screens' tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  AffectationChoiceFieldsFragment,
  StaffFilter,
  StaffMemberFieldsFragment,
} from '../../__generated__/staff/graphql';
import {
  StaffListDocument,
  StaffMemberDetailDocument,
  StaffNewChoicesDocument,
} from '../../__generated__/staff/graphql';

export const ALGER = '5f0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0001';
export const ORAN = '5f0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0002';
export const CENTRAL = '9a0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0011';
export const COUNTER = '9a0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0012';
export const ME = '1b000000-0000-4000-8000-000000000001';
export const NADIA = '1b000000-0000-4000-8000-000000000002';

type Member = StaffMemberFieldsFragment & { __typename: 'StaffMember' };

type Warehouse = AffectationChoiceFieldsFragment['warehouses'][number] & {
  __typename: 'StaffAffectationWarehouse';
};
type Shop = Omit<AffectationChoiceFieldsFragment, 'warehouses'> & {
  __typename: 'StaffAffectationShop';
  warehouses: Warehouse[];
};

export const CHOICES: Shop[] = [
  {
    __typename: 'StaffAffectationShop',
    uuid: ALGER,
    name: 'Boutique Alger',
    warehouses: [
      { __typename: 'StaffAffectationWarehouse', id: CENTRAL, name: 'Entrepôt central', active: true },
      { __typename: 'StaffAffectationWarehouse', id: COUNTER, name: 'Réserve du comptoir', active: false },
    ],
  },
  { __typename: 'StaffAffectationShop', uuid: ORAN, name: 'Boutique Oran', warehouses: [] },
];

export function member(fields: Partial<Member> = {}): Member {
  return {
    __typename: 'StaffMember',
    id: NADIA,
    email: 'nadia@tijara.dz',
    displayName: 'Nadia Ferhat',
    roles: ['CASHIER'],
    active: true,
    version: 3,
    shopIds: [ALGER],
    warehouseIds: [],
    ...fields,
  };
}

export const admin = member({
  id: ME,
  email: 'admin@tijara.dz',
  displayName: 'Amine Admin',
  roles: ['ADMIN'],
});

export function listMock(members: Member[], filter?: StaffFilter): MockedResponse {
  return {
    request: { query: StaffListDocument, variables: filter ? { filter } : {} },
    result: { data: { staffMembers: members, staffAffectationChoices: CHOICES } },
  };
}

export function detailMock(answer: Member, meId = ME): MockedResponse {
  return {
    request: { query: StaffMemberDetailDocument, variables: { id: answer.id } },
    result: {
      data: {
        staffMember: answer,
        staffAffectationChoices: CHOICES,
        me: { __typename: 'StaffSession', staff: { __typename: 'Staff', id: meId } },
      },
    },
  };
}

export const choicesMock: MockedResponse = {
  request: { query: StaffNewChoicesDocument },
  result: { data: { staffAffectationChoices: CHOICES } },
};
