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
}: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <select
        id={id}
        value={value ?? 0}
        disabled={disabled}
        onChange={(e) => onChoose(parseChoice(e.target.value))}
      >
        <option value={0}>{intl.formatMessage(placeholder)}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <ListStatus refresh={refresh} cached={(options?.length ?? 0) > 0} failed={failed} />
    </>
  );
}
