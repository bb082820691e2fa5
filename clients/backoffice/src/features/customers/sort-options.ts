/** The list's orders in words, each a column and a direction (the phone's sort select). */
import type { MessageDescriptor } from 'react-intl';
import type { CustomerSortField } from '../../__generated__/customers/graphql';
import { messages } from './messages';

export interface SortOption {
  readonly sortBy: CustomerSortField;
  readonly descending: boolean;
  readonly label: MessageDescriptor;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { sortBy: 'NAME', descending: false, label: messages.sortNameAsc },
  { sortBy: 'NAME', descending: true, label: messages.sortNameDesc },
  { sortBy: 'SPENT', descending: true, label: messages.sortSpentDesc },
  { sortBy: 'SPENT', descending: false, label: messages.sortSpentAsc },
  { sortBy: 'ORDERS', descending: true, label: messages.sortOrdersDesc },
  { sortBy: 'ORDERS', descending: false, label: messages.sortOrdersAsc },
  { sortBy: 'LAST_ORDER', descending: true, label: messages.sortLastDesc },
  { sortBy: 'LAST_ORDER', descending: false, label: messages.sortLastAsc },
];

export const sortValue = ({ sortBy, descending }: Pick<SortOption, 'sortBy' | 'descending'>) =>
  `${sortBy}:${descending ? 'desc' : 'asc'}`;
