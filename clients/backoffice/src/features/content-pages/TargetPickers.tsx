/**
 * A block's target pickers: the one thing it shows (a select of the kind its type needs; blog posts
 * narrowed by a title search) and the ordered list a taxonomy carousel shows (chosen entries with
 * move and remove buttons, a select to add one). Entries the shop hides are marked; an id the lists
 * no longer hold is still shown, by number, so nothing is dropped without staff seeing it.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { sharedMessages, useDebouncedValue } from '@tijara/shared';
import { FieldError } from '../../components/FieldError';
import { RetryAlert } from '../../components/RetryAlert';
import { blockMessages } from './block-messages';
import type { ChoiceKind } from './block-kinds';
import { useBlockChoices } from './use-block-choices';
import type { Choice } from './use-block-choices';

function choiceLabel(intl: IntlShape, choice: Choice): string {
  const indent = '\u00a0\u00a0'.repeat(choice.depth);
  return `${indent}${choice.shown ? choice.name : intl.formatMessage(blockMessages.choiceHidden, { name: choice.name })}`;
}

function nameOf(intl: IntlShape, options: readonly Choice[] | null, id: number): string {
  const choice = options?.find((option) => option.id === id);
  return choice
    ? choiceLabel(intl, { ...choice, depth: 0 })
    : intl.formatMessage(blockMessages.choiceMissing, { id });
}

interface TargetProps {
  readonly kind: ChoiceKind;
  readonly shopUuid: string;
  /** The form's data key (`target.categoryId`). */
  readonly name: string;
  readonly label: string;
  /** null: none chosen. */
  readonly value: number | null;
  /** Shown for "none" when the target is optional (blog posts of every category). */
  readonly noneLabel: string | null;
  readonly onChange: (id: number | null) => void;
  readonly errors: readonly string[];
}

export function TargetPicker({
  kind,
  shopUuid,
  name,
  label,
  value,
  noneLabel,
  onChange,
  errors,
}: TargetProps) {
  const intl = useIntl();
  const id = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, 300);
  const choices = useBlockChoices(kind, shopUuid, settled);
  const options = choices.options ?? [];
  const missing =
    value !== null && choices.options !== null && !options.some((option) => option.id === value);
  const invalid = errors.length > 0;
  return (
    <div className="content-field">
      {kind === 'blogPost' ? (
        <>
          <label htmlFor={`${id}-search`}>{intl.formatMessage(blockMessages.blogPostSearch)}</label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </>
      ) : null}
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{noneLabel ?? intl.formatMessage(sharedMessages.choose)}</option>
        {missing ? <option value={value}>{nameOf(intl, null, value)}</option> : null}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {choiceLabel(intl, option)}
          </option>
        ))}
      </select>
      {choices.options === null && !choices.failed ? (
        <span role="status" className="muted">
          {intl.formatMessage(sharedMessages.loading)}
        </span>
      ) : null}
      {choices.failed ? <RetryAlert message={blockMessages.choicesFailed} onRetry={choices.retry} /> : null}
      <FieldError id={`${id}-error`} lines={errors} />
    </div>
  );
}

interface IdsProps {
  readonly kind: ChoiceKind;
  readonly shopUuid: string;
  readonly name: string;
  readonly label: string;
  readonly value: readonly number[];
  readonly onChange: (ids: readonly number[]) => void;
  readonly errors: readonly string[];
}

export function IdsPicker({ kind, shopUuid, name, label, value, onChange, errors }: IdsProps) {
  const intl = useIntl();
  const id = useId();
  const choices = useBlockChoices(kind, shopUuid);
  const left = (choices.options ?? []).filter((option) => !value.includes(option.id));
  const move = (index: number, step: number) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + step, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="content-ids" aria-describedby={errors.length > 0 ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <input type="hidden" name={name} value={value.join(',')} />
      {value.length === 0 ? <p className="muted">{intl.formatMessage(blockMessages.idsEmpty)}</p> : null}
      <ol className="content-ids__list">
        {value.map((chosen, index) => {
          const shown = nameOf(intl, choices.options, chosen);
          return (
            <li key={chosen}>
              <span className="content-ids__name">{shown}</span>
              <span className="content-ids__actions">
                <button
                  type="button"
                  className="link-button"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {intl.formatMessage(blockMessages.idUp, { name: shown })}
                </button>
                <button
                  type="button"
                  className="link-button"
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {intl.formatMessage(blockMessages.idDown, { name: shown })}
                </button>
                <button
                  type="button"
                  className="link-button link-button--danger"
                  onClick={() => onChange(value.filter((other) => other !== chosen))}
                >
                  {intl.formatMessage(sharedMessages.removeOf, { name: shown })}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="content-field">
        <label htmlFor={`${id}-add`}>{intl.formatMessage(blockMessages.idsAdd)}</label>
        <select
          id={`${id}-add`}
          value=""
          onChange={(event) => {
            if (event.target.value !== '') onChange([...value, Number(event.target.value)]);
          }}
        >
          <option value="">{intl.formatMessage(sharedMessages.choose)}</option>
          {left.map((option) => (
            <option key={option.id} value={option.id}>
              {choiceLabel(intl, option)}
            </option>
          ))}
        </select>
      </div>
      {choices.failed ? <RetryAlert message={blockMessages.choicesFailed} onRetry={choices.retry} /> : null}
      <FieldError id={`${id}-error`} lines={errors} />
    </fieldset>
  );
}
