/**
 * The form of a feature type or an attribute: its technical code (the storefront filter's name,
 * checked unique by the server), its label in three languages, its order and, for an attribute, how
 * the shop shows its values. The values themselves are edited in place on the card.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@tijara/shared';
import type { AttributeKind, LabelsInput } from '../../__generated__/taxonomy/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { Access } from './access';
import { PositionField, TextField } from './FormFields';
import { EMPTY_LABELS, labelIn, labelsDraftOf, labelsInputOf } from './labels';
import { LabelsFields } from './LabelsFields';
import { messages } from './messages';
import type { Outcome } from './outcome';
import { TaxonomyDialog } from './TaxonomyDialog';
import { positionOf, requireFrench, useDialogSubmit } from './use-dialog-submit';
import type { Problems } from './use-dialog-submit';
import { ATTRIBUTE_KINDS, KIND_LABELS, TYPE_TEXTS } from './value-types';
import type { TypeRecord, ValueOwner } from './value-types';
import { valuesMessages } from './values-messages';

export interface TypeInput {
  readonly code: string;
  readonly labels: LabelsInput;
  readonly position: number | null;
  readonly kind?: AttributeKind;
}

interface Props<T extends TypeRecord> {
  readonly owner: ValueOwner;
  readonly record: T | null;
  readonly access: Access;
  readonly save: (id: number | null, input: TypeInput) => Promise<Outcome<T>>;
  readonly onClose: () => void;
}

const FIELDS = ['code', 'labels', 'labels.fr', 'labels.en', 'labels.ar', 'position', 'kind'];

export function TypeDialog<T extends TypeRecord>({ owner, record, access, save, onClose }: Props<T>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const texts = TYPE_TEXTS[owner];
  const [code, setCode] = useState(record?.code ?? '');
  const [labels, setLabels] = useState(() => (record ? labelsDraftOf(record.labels) : EMPTY_LABELS));
  const [position, setPosition] = useState(record ? String(record.position) : '');
  const [kind, setKind] = useState<AttributeKind>(record?.kind ?? 'SELECT');

  const prepare = (problems: Problems) => {
    requireFrench(problems, 'labels', labels);
    if (code.trim() === '') problems['code'] = [valuesMessages.codeRequired];
    const input: TypeInput = {
      code: code.trim(),
      labels: labelsInputOf(labels),
      position: positionOf(problems, position),
      ...(owner === 'attribute' ? { kind } : {}),
    };
    return () => save(record?.id ?? null, input);
  };
  const { errors, problem, submit } = useDialogSubmit({
    prepare,
    nameOf: (saved: T) => labelIn(saved.labels, locale),
    isNew: record === null,
  });
  const base = { formId, errors, readOnly: !access.canWrite };
  const kindId = `${formId}-kind`;

  return (
    <TaxonomyDialog
      title={
        record
          ? intl.formatMessage(texts.edit, { name: labelIn(record.labels, locale) })
          : intl.formatMessage(texts.create)
      }
      isNew={record === null}
      access={access}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      errors={errors}
      fields={FIELDS}
    >
      <LabelsFields {...base} field="labels" legend={messages.label} value={labels} onChange={setLabels} />
      <div className="taxonomy-row">
        <TextField
          {...base}
          name="code"
          label={intl.formatMessage(valuesMessages.code)}
          hint={valuesMessages.codeHint}
          value={code}
          onChange={setCode}
          required
          dir="ltr"
        />
        <PositionField {...base} value={position} onChange={setPosition} />
      </div>
      {owner === 'attribute' ? (
        <div className="taxonomy-field">
          <label htmlFor={kindId}>{intl.formatMessage(valuesMessages.kind)}</label>
          <select
            id={kindId}
            name="kind"
            value={kind}
            disabled={!access.canWrite}
            {...invalidProps(errors, formId, 'kind')}
            onChange={(event) =>
              setKind(ATTRIBUTE_KINDS.find((value) => value === event.target.value) ?? 'SELECT')
            }
          >
            {ATTRIBUTE_KINDS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage(KIND_LABELS[value])}
              </option>
            ))}
          </select>
          <FieldError id={`${kindId}-error`} lines={errors['kind']} />
        </div>
      ) : null}
    </TaxonomyDialog>
  );
}
