/**
 * The customers' search box (components/use-address-search): sent only from 3 characters, the spec's
 * customer search threshold; a shorter text says so under the box and leaves the list as it was.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_MAX_LENGTH } from '@tijara/schema';
import { useAddressSearch } from '../../components/use-address-search';
import { isSearchable } from './list-address';
import { messages } from './messages';

interface Props {
  /** The search the list shows now (from the address). */
  readonly value: string;
  readonly onSearch: (search: string) => void;
}

export function CustomerSearch({ value, onSearch }: Props) {
  const intl = useIntl();
  const id = useId();
  const [typed, setTyped] = useAddressSearch(value, onSearch, isSearchable);
  const tooShort = !isSearchable(typed);

  return (
    <div className="customers__search">
      <label htmlFor={id}>{intl.formatMessage(messages.search)}</label>
      <input
        id={id}
        type="search"
        name="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        aria-describedby={`${id}-hint`}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <small
        id={`${id}-hint`}
        className={tooShort ? 'customers__hint customers__hint--short' : 'customers__hint'}
      >
        {intl.formatMessage(tooShort ? messages.searchTooShort : messages.searchHint)}
      </small>
    </div>
  );
}
