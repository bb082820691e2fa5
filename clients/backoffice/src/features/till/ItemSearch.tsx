/**
 * The till's search field, kept focused for a keyboard-wedge scanner: what is typed filters the
 * device's catalogue at once (till-data's search, no round trip); Enter with an exact barcode or SKU
 * adds that item and empties the field for the next scan; otherwise Enter adds the highlighted result
 * (arrow keys move it) or the only one. Results are large touch tiles with the name, the combination,
 * the price TTC and the stock of the till's warehouse (0 or below is shown and still sold: a sale is
 * a fact). A combobox with its listbox: the focus stays in the field while the arrows move.
 */
import {
  forwardRef,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney, useLocale } from '@tijara/shared';
import { useStockOf } from '../till-data';
import type { TillDb, TillItem, TillSearch } from '../till-data';
import { CameraButton } from './CameraButton';
import { labelOf } from './labels';
import { messages } from './messages';
import { useScannerFocus } from './use-scanner-focus';

/** Enough tiles to fill the tablet's column twice; a longer list means the query is too short. */
export const RESULT_LIMIT = 24;

export interface ItemSearchHandle {
  focus(): void;
}

interface Props {
  readonly db: TillDb;
  readonly search: TillSearch | undefined;
  readonly onAdd: (item: TillItem) => void;
}

function ItemOption(props: {
  db: TillDb;
  item: TillItem;
  id: string;
  active: boolean;
  onChoose: () => void;
}) {
  const { db, item, id, active, onChoose } = props;
  const intl = useIntl();
  const { locale } = useLocale();
  const formatMoney = useFormatMoney();
  const stock = useStockOf(db, item.key);
  const out = stock !== undefined && stock <= 0;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={active ? 'till-tile till-tile--active' : 'till-tile'}
      // The field keeps the focus (a tap must not hide the scanner's target).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <span className="till-tile__name">{labelOf(item.productName, locale)}</span>
      {item.combinationLabel ? (
        <span className="till-tile__combination">{labelOf(item.combinationLabel, locale)}</span>
      ) : null}
      <span className="till-tile__price">{formatMoney(item.unitPriceTtc)}</span>
      <span className={out ? 'till-tile__stock till-tile__stock--out' : 'till-tile__stock'}>
        {stock === undefined ? '' : intl.formatMessage(messages.stock, { count: stock })}
      </span>
      {item.sku ? (
        <span className="till-tile__code" dir="ltr">
          {item.sku}
        </span>
      ) : null}
    </li>
  );
}

export const ItemSearch = forwardRef<ItemSearchHandle, Props>(function ItemSearch(
  { db, search, onAdd },
  ref,
) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [notFound, setNotFound] = useState<string | null>(null);
  const shownQuery = useDeferredValue(query);
  const results = useMemo(
    () => (search && shownQuery.trim() !== '' ? search.search(shownQuery, RESULT_LIMIT) : []),
    [search, shownQuery],
  );

  // A scan in the first seconds, while the search is built over the tablet's catalogue, is kept and
  // added once it is ready: a scanner's Enter is never silently lost.
  const enterWaiting = useRef(false);
  const change = (text: string) => {
    setQuery(text);
    enterWaiting.current = false;
    setActive(-1);
    setNotFound(null);
  };
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }));
  useScannerFocus(input, (text) => change(query + text));

  const add = (item: TillItem) => {
    onAdd(item);
    change('');
    input.current?.focus();
  };

  const onEnter = () => {
    const typed = query.trim();
    if (typed === '') return;
    if (!search) {
      enterWaiting.current = true;
      return;
    }
    const exact = search.byCode(typed);
    if (exact) return add(exact);
    const chosen = active >= 0 ? results[active] : undefined;
    if (chosen) return add(chosen);
    const found = search.search(typed, RESULT_LIMIT);
    if (found.length === 1 && found[0]) return add(found[0]);
    if (found.length > 0) return setActive(0);
    setNotFound(typed);
    // The next scan replaces the unknown code instead of being added to it.
    input.current?.select();
  };

  const enterWhenReady = useEffectEvent(() => {
    if (!enterWaiting.current) return;
    enterWaiting.current = false;
    onEnter();
  });
  useEffect(() => {
    if (search) enterWhenReady();
  }, [search]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((index) => Math.min(results.length - 1, index + 1));
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((index) => Math.max(-1, index - 1));
    } else if (event.key === 'Escape') {
      change('');
    }
  };

  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = results.length > 0;
  return (
    <section className="till-search" aria-labelledby={`${id}-label`}>
      <div className="till-search__bar">
        <label id={`${id}-label`} htmlFor={id} className="visually-hidden">
          {intl.formatMessage(messages.searchLabel)}
        </label>
        <input
          ref={input}
          id={id}
          name="search"
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && open ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          autoFocus
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          value={query}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <CameraButton
          onCode={(code) => {
            if (!search) {
              change(code);
              enterWaiting.current = true;
              return;
            }
            const item = search.byCode(code.trim());
            if (item) add(item);
            else setNotFound(code);
          }}
        />
      </div>
      <p id={`${id}-hint`} className="muted till-search__hint">
        {intl.formatMessage(search ? messages.searchHint : messages.searchLoading)}
      </p>
      <p role="status" className="till-search__status">
        {notFound !== null ? intl.formatMessage(messages.notFound, { code: notFound }) : null}
        {notFound === null && shownQuery.trim() !== '' && search && results.length === 0
          ? intl.formatMessage(messages.noResult)
          : null}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={intl.formatMessage(messages.results)}
        className="till-results"
      >
        {results.map((item, index) => (
          <ItemOption
            key={item.key}
            db={db}
            item={item}
            id={optionId(index)}
            active={index === active}
            onChoose={() => add(item)}
          />
        ))}
      </ul>
    </section>
  );
});
