/**
 * One value typed in place, under its type: its label in three languages, its order and, for a
 * colour attribute, the swatch's colour. Used to add a value (the form empties itself after each
 * one, ready for the next, the focus back in French) and to change one (Cancel puts the row back).
 */
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useLocale } from '@tijara/shared';
import { FieldError, invalidProps } from '../../components/FieldError';
import { SubmitButton } from '../../components/SubmitButton';
import type { Access } from './access';
import { PositionField, TextField } from './FormFields';
import { EMPTY_LABELS, LANGUAGES, labelIn, labelsDraftOf, labelsInputOf } from './labels';
import { messages } from './messages';
import { positionOf, requireFrench, useDialogSubmit } from './use-dialog-submit';
import type { Problems } from './use-dialog-submit';
import type { ValueInput, ValueWrites } from './use-value-writes';
import { colorOf } from './value-types';
import type { ValueRecord } from './value-types';
import { valuesMessages } from './values-messages';

interface Props {
  readonly ownerId: number;
  /** null: a new value. */
  readonly value: ValueRecord | null;
  /** The attribute shows colour swatches: each value needs its colour. */
  readonly withColor: boolean;
  readonly access: Access;
  readonly writes: ValueWrites;
  /** After a change was saved or cancelled (not after an addition: the form stays for the next). */
  readonly onDone?: () => void;
}

export function ValueForm({ ownerId, value, withColor, access, writes, onDone }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const first = useRef<HTMLDivElement>(null);
  const [labels, setLabels] = useState(() => (value ? labelsDraftOf(value.labels) : EMPTY_LABELS));
  const [position, setPosition] = useState(value ? String(value.position) : '');
  const [color, setColor] = useState(value?.color ?? '#000000');
  const [submitting, setSubmitting] = useState(false);

  const prepare = (problems: Problems) => {
    requireFrench(problems, 'labels', labels);
    const swatch = withColor ? colorOf(color) : undefined;
    if (withColor && !swatch) problems['color'] = [valuesMessages.colorRequired];
    const input: ValueInput = {
      labels: labelsInputOf(labels),
      position: positionOf(problems, position),
      ...(swatch ? { color: swatch } : {}),
    };
    return () => (value ? writes.update(value.id, input) : writes.create(ownerId, input));
  };
  const { errors, problem, submit } = useDialogSubmit({
    prepare,
    nameOf: (saved: ValueRecord) => labelIn(saved.labels, locale),
    isNew: value === null,
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const saved = await submit();
    setSubmitting(false);
    if (!saved) return;
    if (value) return onDone?.();
    setLabels(EMPTY_LABELS);
    setPosition('');
    first.current?.querySelector('input')?.focus();
  };
  const base = { formId, errors, readOnly: !access.canWrite };

  return (
    <form className="taxonomy-value-form" onSubmit={(event) => void onSubmit(event)}>
      {problem ? (
        <p role="alert" className="note note--error">
          {problem}
        </p>
      ) : null}
      <div className="taxonomy-value-form__inputs" ref={first}>
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            {...base}
            name={`labels.${language}`}
            label={intl.formatMessage(messages.fieldIn, {
              field: intl.formatMessage(value ? messages.label : valuesMessages.newValue),
              language,
            })}
            value={labels[language]}
            onChange={(text) => setLabels({ ...labels, [language]: text })}
            required={language === 'fr'}
            lang={language}
            dir={language === 'ar' ? 'rtl' : 'ltr'}
          />
        ))}
        {withColor ? <ColorField formId={formId} value={color} errors={errors} onChange={setColor} /> : null}
        <PositionField {...base} value={position} onChange={setPosition} />
      </div>
      <FieldError id={`${formId}-labels-error`} lines={errors['labels']} />
      <div className="taxonomy-value-form__buttons">
        <SubmitButton submitting={submitting} disabled={!access.writable}>
          {value
            ? intl.formatMessage(valuesMessages.saveValue, { name: labelIn(value.labels, locale) })
            : intl.formatMessage(valuesMessages.addValue)}
        </SubmitButton>
        {value ? (
          <button type="button" className="link-button" onClick={onDone}>
            {intl.formatMessage(commonMessages.cancel)}
          </button>
        ) : null}
      </div>
    </form>
  );
}

interface ColorProps {
  readonly formId: string;
  readonly value: string;
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly onChange: (value: string) => void;
}

/** The swatch's colour, picked (the browser's colour picker gives #rrggbb). */
function ColorField({ formId, value, errors, onChange }: ColorProps) {
  const intl = useIntl();
  const id = `${formId}-color`;
  return (
    <div className="taxonomy-field">
      <label htmlFor={id}>{intl.formatMessage(valuesMessages.color)}</label>
      <input
        id={id}
        name="color"
        type="color"
        value={value}
        {...invalidProps(errors, formId, 'color', `${id}-hint`)}
        onChange={(event) => onChange(event.target.value)}
      />
      <small id={`${id}-hint`} className="muted">
        {intl.formatMessage(valuesMessages.colorHint)}
      </small>
      <FieldError id={`${id}-error`} lines={errors['color']} />
    </div>
  );
}
