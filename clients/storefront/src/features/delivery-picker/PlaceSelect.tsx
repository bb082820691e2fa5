/** A wilaya or commune select with its placeholder, the places as options, and the list's status. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { MirrorRefresh } from '@tijara/shared';
import { ListStatus } from './ListStatus';

export interface PlaceOption {
  readonly id: number;
  readonly label: string;
}

interface Props {
  readonly label: MessageDescriptor;
  /** The first option, chosen while nothing is. */
  readonly placeholder: MessageDescriptor;
  readonly value: number | null;
  readonly options: readonly PlaceOption[] | undefined;
  readonly disabled?: boolean;
  readonly onChoose: (id: number | null) => void;
  readonly refresh: MirrorRefresh;
  readonly failed: MessageDescriptor;
  /** The form's data key (the checkout: wilaya, commune). */
  readonly name?: string;
  /** The error shown under it, if any (the checkout's validation). */
  readonly error?: string | null;
  readonly required?: boolean;
}

function parseChoice(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function PlaceSelect({
  label,
  placeholder,
  value,
  options,
  disabled,
  onChoose,
  refresh,
  failed,
  name,
  error,
  required,
}: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <select
        id={id}
        name={name}
        value={value ?? 0}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChoose(parseChoice(e.target.value))}
      >
        <option value={0}>{intl.formatMessage(placeholder)}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <ListStatus refresh={refresh} cached={(options?.length ?? 0) > 0} failed={failed} />
    </>
  );
}
