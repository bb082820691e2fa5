/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment StaffMemberFields on StaffMember {\n  id\n  email\n  displayName\n  roles\n  active\n  version\n  shopIds\n  warehouseIds\n}\n\nfragment AffectationChoiceFields on StaffAffectationShop {\n  uuid\n  name\n  warehouses {\n    id\n    name\n    active\n  }\n}\n\nquery StaffList($filter: StaffFilter) {\n  staffMembers(filter: $filter) {\n    ...StaffMemberFields\n  }\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n}\n\nquery StaffMemberDetail($id: ID!) {\n  staffMember(id: $id) {\n    ...StaffMemberFields\n  }\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n  me {\n    staff {\n      id\n    }\n  }\n}\n\nquery StaffNewChoices {\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n}\n\nmutation CreateStaffMember($input: NewStaffMemberInput!) {\n  createStaffMember(input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation UpdateStaffMember($id: ID!, $version: Int!, $input: StaffAccountInput!) {\n  updateStaffMember(id: $id, version: $version, input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation SetStaffAffectation($id: ID!, $version: Int!, $input: StaffAffectationInput!) {\n  setStaffAffectation(id: $id, version: $version, input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation SetStaffMemberActive($id: ID!, $active: Boolean!) {\n  setStaffMemberActive(id: $id, active: $active) {\n    ...StaffMemberFields\n  }\n}\n\nmutation ResetStaffPassword($id: ID!) {\n  resetStaffPassword(id: $id) {\n    temporaryPassword\n    member {\n      ...StaffMemberFields\n    }\n  }\n}": typeof types.StaffMemberFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment StaffMemberFields on StaffMember {\n  id\n  email\n  displayName\n  roles\n  active\n  version\n  shopIds\n  warehouseIds\n}\n\nfragment AffectationChoiceFields on StaffAffectationShop {\n  uuid\n  name\n  warehouses {\n    id\n    name\n    active\n  }\n}\n\nquery StaffList($filter: StaffFilter) {\n  staffMembers(filter: $filter) {\n    ...StaffMemberFields\n  }\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n}\n\nquery StaffMemberDetail($id: ID!) {\n  staffMember(id: $id) {\n    ...StaffMemberFields\n  }\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n  me {\n    staff {\n      id\n    }\n  }\n}\n\nquery StaffNewChoices {\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n}\n\nmutation CreateStaffMember($input: NewStaffMemberInput!) {\n  createStaffMember(input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation UpdateStaffMember($id: ID!, $version: Int!, $input: StaffAccountInput!) {\n  updateStaffMember(id: $id, version: $version, input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation SetStaffAffectation($id: ID!, $version: Int!, $input: StaffAffectationInput!) {\n  setStaffAffectation(id: $id, version: $version, input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation SetStaffMemberActive($id: ID!, $active: Boolean!) {\n  setStaffMemberActive(id: $id, active: $active) {\n    ...StaffMemberFields\n  }\n}\n\nmutation ResetStaffPassword($id: ID!) {\n  resetStaffPassword(id: $id) {\n    temporaryPassword\n    member {\n      ...StaffMemberFields\n    }\n  }\n}": types.StaffMemberFieldsFragmentDoc,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment StaffMemberFields on StaffMember {\n  id\n  email\n  displayName\n  roles\n  active\n  version\n  shopIds\n  warehouseIds\n}\n\nfragment AffectationChoiceFields on StaffAffectationShop {\n  uuid\n  name\n  warehouses {\n    id\n    name\n    active\n  }\n}\n\nquery StaffList($filter: StaffFilter) {\n  staffMembers(filter: $filter) {\n    ...StaffMemberFields\n  }\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n}\n\nquery StaffMemberDetail($id: ID!) {\n  staffMember(id: $id) {\n    ...StaffMemberFields\n  }\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n  me {\n    staff {\n      id\n    }\n  }\n}\n\nquery StaffNewChoices {\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n}\n\nmutation CreateStaffMember($input: NewStaffMemberInput!) {\n  createStaffMember(input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation UpdateStaffMember($id: ID!, $version: Int!, $input: StaffAccountInput!) {\n  updateStaffMember(id: $id, version: $version, input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation SetStaffAffectation($id: ID!, $version: Int!, $input: StaffAffectationInput!) {\n  setStaffAffectation(id: $id, version: $version, input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation SetStaffMemberActive($id: ID!, $active: Boolean!) {\n  setStaffMemberActive(id: $id, active: $active) {\n    ...StaffMemberFields\n  }\n}\n\nmutation ResetStaffPassword($id: ID!) {\n  resetStaffPassword(id: $id) {\n    temporaryPassword\n    member {\n      ...StaffMemberFields\n    }\n  }\n}"): (typeof documents)["fragment StaffMemberFields on StaffMember {\n  id\n  email\n  displayName\n  roles\n  active\n  version\n  shopIds\n  warehouseIds\n}\n\nfragment AffectationChoiceFields on StaffAffectationShop {\n  uuid\n  name\n  warehouses {\n    id\n    name\n    active\n  }\n}\n\nquery StaffList($filter: StaffFilter) {\n  staffMembers(filter: $filter) {\n    ...StaffMemberFields\n  }\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n}\n\nquery StaffMemberDetail($id: ID!) {\n  staffMember(id: $id) {\n    ...StaffMemberFields\n  }\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n  me {\n    staff {\n      id\n    }\n  }\n}\n\nquery StaffNewChoices {\n  staffAffectationChoices {\n    ...AffectationChoiceFields\n  }\n}\n\nmutation CreateStaffMember($input: NewStaffMemberInput!) {\n  createStaffMember(input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation UpdateStaffMember($id: ID!, $version: Int!, $input: StaffAccountInput!) {\n  updateStaffMember(id: $id, version: $version, input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation SetStaffAffectation($id: ID!, $version: Int!, $input: StaffAffectationInput!) {\n  setStaffAffectation(id: $id, version: $version, input: $input) {\n    ...StaffMemberFields\n  }\n}\n\nmutation SetStaffMemberActive($id: ID!, $active: Boolean!) {\n  setStaffMemberActive(id: $id, active: $active) {\n    ...StaffMemberFields\n  }\n}\n\nmutation ResetStaffPassword($id: ID!) {\n  resetStaffPassword(id: $id) {\n    temporaryPassword\n    member {\n      ...StaffMemberFields\n    }\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;