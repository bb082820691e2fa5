/**
 * The item form's target pickers: a select over the shop's list for categories, brands,
 * collections, CMS pages, blog categories and posts (read from the menu helpers when the type is
 * chosen), and a product search from 3 characters whose results are radio buttons (fewer
 * characters: no list). A saved item's target stays offered even when the list no longer holds it.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { SEARCH_MIN_LENGTH } from '@tijara/schema';
import type { Locale, MenuTargetType } from '@tijara/schema';
import { commonMessages, sharedMessages, useDebouncedValue } from '@tijara/shared';
import { FieldError } from '../../components/FieldError';
import { RetryAlert } from '../../components/RetryAlert';
import { formMessages } from './form-messages';
import { TARGET_LABELS } from './item-types';
import { productSearchPath, referencePath, useReferences } from './menu-references';
import type { Reference, ReferenceCache, ReferenceKind } from './menu-references';

const SEARCH_DELAY_MS = 300;

export interface PickerProps {
  readonly type: MenuTargetType;
  readonly targetId: number | null;
  readonly targetName: string | null;
  readonly onChange: (target: Reference | null) => void;
  readonly errorLines: readonly string[] | undefined;
  readonly locale: Locale;
  readonly cache: ReferenceCache;
  readonly disabled: boolean;
}

export function ListPicker({
  kind,
  shopUuid,
  ...props
}: PickerProps & { kind: ReferenceKind; shopUuid: string }) {
  const intl = useIntl();
  const id = useId();
  const { type, targetId, targetName, onChange, errorLines, locale, cache, disabled } = props;
  const { state, retry } = useReferences(referencePath(kind, shopUuid), locale, cache);
  const list = state.status === 'ready' ? state.list : [];
  const kept = targetId !== null && !list.some((entry) => entry.id === targetId);
  const errorId = errorLines?.length ? `${id}-error` : undefined;

  return (
    <div className="menu-form__field">
      <label htmlFor={id}>{intl.formatMessage(TARGET_LABELS[type])}</label>
      <select
        id={id}
        name="targetId"
        value={targetId ?? ''}
        disabled={disabled || state.status === 'loading'}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          const chosen = list.find((entry) => String(entry.id) === event.target.value);
          onChange(chosen ?? null);
        }}
      >
        <option value="">{intl.formatMessage(sharedMessages.choose)}</option>
        {kept ? (
          <option value={targetId}>
            {targetName
              ? intl.formatMessage(formMessages.currentTarget, { name: targetName })
              : intl.formatMessage(formMessages.targetGone)}
          </option>
        ) : null}
        {list.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
      {state.status === 'loading' ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {state.status === 'failed' ? <RetryAlert message={formMessages.listFailed} onRetry={retry} /> : null}
      {state.status === 'ready' && list.length === 0 ? (
        <p className="muted">{intl.formatMessage(formMessages.emptyList)}</p>
      ) : null}
      <FieldError id={`${id}-error`} lines={errorLines} />
    </div>
  );
}

export function ProductPicker(props: PickerProps) {
  const intl = useIntl();
  const id = useId();
  const { targetId, targetName, onChange, errorLines, locale, cache, disabled } = props;
  const [text, setText] = useState('');
  const term = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const ready = term.length >= SEARCH_MIN_LENGTH && text.trim().length >= SEARCH_MIN_LENGTH;
  const { state, retry } = useReferences(ready ? productSearchPath(term) : null, locale, cache);
  const found = ready && state.status === 'ready' ? state.list : [];
  const chosen: Reference | null =
    targetId === null
      ? null
      : { id: targetId, name: targetName ?? intl.formatMessage(formMessages.targetGone) };
  const options = [...(chosen ? [chosen] : []), ...found.filter((entry) => entry.id !== targetId)];
  const errorId = errorLines?.length ? `${id}-error` : undefined;

  return (
    <fieldset className="menu-form__field" aria-describedby={errorId}>
      <legend>{intl.formatMessage(formMessages.targetProduct)}</legend>
      <label htmlFor={`${id}-search`}>{intl.formatMessage(formMessages.productSearch)}</label>
      <input
        id={`${id}-search`}
        type="search"
        name="productSearch"
        autoComplete="off"
        value={text}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="muted menu-form__hint">
        {intl.formatMessage(formMessages.productSearchHint)}
      </p>
      {ready && state.status === 'loading' ? (
        <p role="status">{intl.formatMessage(commonMessages.searching)}</p>
      ) : null}
      {ready && state.status === 'failed' ? (
        <RetryAlert message={commonMessages.searchFailed} onRetry={retry} />
      ) : null}
      {ready && state.status === 'ready' && found.length === 0 ? (
        <p className="muted">{intl.formatMessage(formMessages.noProductFound)}</p>
      ) : null}
      {options.length > 0 ? (
        <ul className="menu-form__choices" aria-label={intl.formatMessage(formMessages.targetProduct)}>
          {options.map((entry) => (
            <li key={entry.id}>
              <label>
                <input
                  type="radio"
                  name="targetId"
                  value={entry.id}
                  checked={entry.id === targetId}
                  disabled={disabled}
                  onChange={() => onChange(entry)}
                />{' '}
                {entry.name}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${id}-error`} lines={errorLines} />
    </fieldset>
  );
}
