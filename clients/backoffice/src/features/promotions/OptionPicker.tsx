/**
 * A picker over a list the server gives whole (categories, brands, brand lines, collections,
 * segments): a select of what is not chosen yet, sorted by its shown text, and an Add button (a
 * select that added on change would add while a keyboard user only browses it).
 */
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, sharedMessages } from '@tijara/shared';
import { messages } from './messages';
import type { PickerProps } from './PickerFrame';
import { PickerFrame } from './PickerFrame';
import type { Target } from './promotion-draft';

interface Props extends PickerProps {
  readonly legend: string;
  /** undefined while loading. */
  readonly options: readonly Target[] | undefined;
  readonly failed: boolean;
}

export function OptionPicker({ legend, options, failed, targets, onTargets, errorLines, disabled }: Props) {
  const intl = useIntl();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const collator = useMemo(() => new Intl.Collator(intl.locale, { numeric: true }), [intl.locale]);
  const left = useMemo(
    () =>
      (options ?? [])
        .filter((option) => !targets.some((target) => target.id === option.id))
        .sort((a, b) => collator.compare(a.name, b.name)),
    [options, targets, collator],
  );
  const picked = left.find((option) => String(option.id) === chosen);

  return (
    <PickerFrame
      id={id}
      legend={legend}
      targets={targets}
      onTargets={onTargets}
      errorLines={errorLines}
      disabled={disabled}
    >
      {failed && !options ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(messages.optionsFailed)}
        </p>
      ) : null}
      {!failed && !options ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      <div className="promotions-row">
        <label htmlFor={`${id}-select`} className="visually-hidden">
          {legend}
        </label>
        <select
          id={`${id}-select`}
          value={picked ? chosen : ''}
          disabled={disabled || !options}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{intl.formatMessage(messages.chooseOption)}</option>
          {left.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={disabled || !picked}
          onClick={() => {
            if (!picked) return;
            onTargets([...targets, picked]);
            setChosen('');
          }}
        >
          {intl.formatMessage(commonMessages.add)}
        </button>
      </div>
    </PickerFrame>
  );
}
