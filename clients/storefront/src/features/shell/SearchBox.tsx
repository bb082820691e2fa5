/**
 * The header's product search: a search landmark whose text goes to the search page (?q=), from the
 * server's minimum length (SEARCH_MIN_LENGTH) up; shorter text says so instead of searching. On the
 * search page the box shows the text searched.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@tijara/schema';
import { paths } from '../../app/paths';
import { messages } from './messages';

function searchedText(pathname: string, search: string): string {
  return pathname === paths.search() ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const searched = searchedText(pathname, search);
  const [text, setText] = useState(searched);
  const [tooShort, setTooShort] = useState(false);
  const inputId = useId();
  const hintId = useId();

  // Another search page (or leaving it) shows its own text.
  const [shownFor, setShownFor] = useState(searched);
  if (shownFor !== searched) {
    setShownFor(searched);
    setText(searched);
    setTooShort(false);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q.length < SEARCH_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    void navigate(paths.search(q));
  };

  return (
    <form role="search" className="shell-search" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="tijara-visually-hidden">
        {intl.formatMessage(messages.searchLabel)}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        value={text}
        aria-invalid={tooShort || undefined}
        aria-describedby={tooShort ? hintId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (tooShort && event.target.value.trim().length >= SEARCH_MIN_LENGTH) setTooShort(false);
        }}
      />
      <button type="submit" className="shell-search__submit">
        <span className="tijara-visually-hidden">{intl.formatMessage(messages.searchSubmit)}</span>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      {tooShort ? (
        <p id={hintId} className="shell-search__hint" role="alert">
          {intl.formatMessage(messages.searchTooShort, { min: SEARCH_MIN_LENGTH })}
        </p>
      ) : null}
    </form>
  );
}
