/**
 * The staff list's query: a search settled for SEARCH_DELAY_MS, a role and a state. Only the filters
 * set are sent; while the next answer loads, the previous one stays on screen.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@tijara/shared';
import type { StaffRole } from '@tijara/schema';
import type { StaffFilter } from '../../__generated__/staff/graphql';
import { StaffListDocument } from '../../__generated__/staff/graphql';

export const SEARCH_DELAY_MS = 300;

export type StateFilter = '' | 'active' | 'inactive';

export interface StaffFilters {
  readonly search: string;
  readonly role: StaffRole | '';
  readonly state: StateFilter;
}

export function filterOf({ search, role, state }: StaffFilters): StaffFilter | undefined {
  const filter: StaffFilter = {
    ...(search ? { search } : {}),
    ...(role ? { role } : {}),
    ...(state ? { active: state === 'active' } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : undefined;
}

export function useStaffList() {
  const [typed, setTyped] = useState<StaffFilters>({ search: '', role: '', state: '' });
  const search = useDebouncedValue(typed.search.trim(), SEARCH_DELAY_MS);
  const filter = filterOf({ ...typed, search });
  const list = useQuery(StaffListDocument, {
    variables: filter ? { filter } : {},
    fetchPolicy: 'cache-and-network',
  });
  const answer = list.data ?? list.previousData;
  return {
    typed,
    setTyped: (patch: Partial<StaffFilters>) => setTyped((current) => ({ ...current, ...patch })),
    members: answer?.staffMembers,
    shops: answer?.staffAffectationChoices,
    loading: list.loading,
    failed: Boolean(list.error),
    retry: () => void list.refetch().catch(() => undefined),
  };
}
