/** The search page's own search box (`q`): a new search starts a new listing, without the old filters. */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@tijara/schema';
import { paths } from '../../app/paths';
import { messages } from './messages';

export function SearchForm({ q }: { readonly q: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(q);
  return (
    <form
      role="search"
      className="listing-search"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(paths.search(text.trim()));
      }}
    >
      <label htmlFor={id}>{intl.formatMessage(messages.searchLabel)}</label>
      <div className="listing-search__row">
        <input
          id={id}
          name="q"
          type="search"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="listing-button">
          {intl.formatMessage(messages.searchSubmit)}
        </button>
      </div>
    </form>
  );
}
