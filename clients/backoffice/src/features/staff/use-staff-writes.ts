/**
 * The staff mutations as outcomes the screens show. An account is normalised by id, so every answer
 * (with its new version) refreshes the list's row and the page's forms; a creation drops the cached
 * lists, which are asked again. Online only: accounts are never changed from a queue.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import type {
  NewStaffMemberInput,
  StaffAccountInput,
  StaffAffectationInput,
  StaffMemberFieldsFragment,
} from '../../__generated__/staff/graphql';
import {
  CreateStaffMemberDocument,
  ResetStaffPasswordDocument,
  SetStaffAffectationDocument,
  SetStaffMemberActiveDocument,
  UpdateStaffMemberDocument,
} from '../../__generated__/staff/graphql';
import { staffRefusalOf } from './staff-problems';
import type { StaffRefusal } from './staff-problems';

export type Outcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & StaffRefusal);

type Member = StaffMemberFieldsFragment;

/** Runs a mutation, its refusal (or the lack of any answer) told in the screen's words. */
function useAttempt() {
  const intl = useIntl();
  return useCallback(
    async <T>(run: () => Promise<T | undefined>): Promise<Outcome<T>> => {
      try {
        const value = await run();
        return value === undefined ? { ok: false, ...staffRefusalOf(intl, null) } : { ok: true, value };
      } catch (error) {
        return { ok: false, ...staffRefusalOf(intl, error) };
      }
    },
    [intl],
  );
}

export function useCreateStaffMember() {
  const attempt = useAttempt();
  const [mutate] = useMutation(CreateStaffMemberDocument);
  return useCallback(
    (input: NewStaffMemberInput): Promise<Outcome<Member>> =>
      attempt(async () => {
        const { data } = await mutate({
          variables: { input },
          update: (cache) => cache.evict({ id: 'ROOT_QUERY', fieldName: 'staffMembers' }),
        });
        return data?.createStaffMember;
      }),
    [attempt, mutate],
  );
}

export function useUpdateStaffAccount() {
  const attempt = useAttempt();
  const [mutate] = useMutation(UpdateStaffMemberDocument);
  return useCallback(
    (id: string, version: number, input: StaffAccountInput): Promise<Outcome<Member>> =>
      attempt(async () => (await mutate({ variables: { id, version, input } })).data?.updateStaffMember),
    [attempt, mutate],
  );
}

export function useSetStaffAffectation() {
  const attempt = useAttempt();
  const [mutate] = useMutation(SetStaffAffectationDocument);
  return useCallback(
    (id: string, version: number, input: StaffAffectationInput): Promise<Outcome<Member>> =>
      attempt(async () => (await mutate({ variables: { id, version, input } })).data?.setStaffAffectation),
    [attempt, mutate],
  );
}

export function useSetStaffMemberActive() {
  const attempt = useAttempt();
  const [mutate] = useMutation(SetStaffMemberActiveDocument);
  return useCallback(
    (id: string, active: boolean): Promise<Outcome<Member>> =>
      attempt(async () => (await mutate({ variables: { id, active } })).data?.setStaffMemberActive),
    [attempt, mutate],
  );
}

export function useResetStaffPassword() {
  const attempt = useAttempt();
  const [mutate] = useMutation(ResetStaffPasswordDocument);
  return useCallback(
    (id: string): Promise<Outcome<string>> =>
      attempt(async () => (await mutate({ variables: { id } })).data?.resetStaffPassword.temporaryPassword),
    [attempt, mutate],
  );
}
