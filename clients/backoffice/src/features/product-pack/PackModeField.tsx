/** The pack's type: not a pack, strict or flexible, each explained in one line under its choice. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { PackChoice } from './pack-draft';
import { messages } from './messages';

const CHOICES: readonly { value: PackChoice; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { value: 'NONE', label: messages.modeNone, hint: messages.modeNoneHint },
  { value: 'STRICT', label: messages.modeStrict, hint: messages.modeStrictHint },
  { value: 'FLEXIBLE', label: messages.modeFlexible, hint: messages.modeFlexibleHint },
];

interface Props {
  readonly mode: PackChoice;
  readonly onMode: (mode: PackChoice) => void;
  readonly disabled: boolean;
}

export function PackModeField({ mode, onMode, disabled }: Props) {
  const intl = useIntl();
  const idBase = useId();
  return (
    <fieldset className="pack-modes">
      <legend>{intl.formatMessage(messages.mode)}</legend>
      {CHOICES.map((choice) => (
        <div key={choice.value} className="pack-modes__choice">
          <input
            type="radio"
            id={`${idBase}-${choice.value}`}
            name="packMode"
            value={choice.value}
            checked={mode === choice.value}
            disabled={disabled}
            aria-describedby={`${idBase}-${choice.value}-hint`}
            onChange={() => onMode(choice.value)}
          />
          <label htmlFor={`${idBase}-${choice.value}`}>{intl.formatMessage(choice.label)}</label>
          <small id={`${idBase}-${choice.value}-hint`} className="muted">
            {intl.formatMessage(choice.hint)}
          </small>
        </div>
      ))}
    </fieldset>
  );
}
