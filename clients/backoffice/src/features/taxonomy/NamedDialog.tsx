/**
 * The form of a record that is only a translated name with its address: a tag, or a collection,
 * which also has a display order and a visibility (`listed`).
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages, useLocale } from '@tijara/shared';
import type { LabelsInput, TaxonomyLabelsFragment } from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { PositionField, SlugField, VisibleField } from './FormFields';
import { EMPTY_LABELS, labelIn, labelsDraftOf, labelsInputOf } from './labels';
import { LabelsFields } from './LabelsFields';
import type { Outcome } from './outcome';
import { TaxonomyDialog } from './TaxonomyDialog';
import { positionOf, requireFrench, useDialogSubmit } from './use-dialog-submit';
import type { Problems } from './use-dialog-submit';

export interface NamedRecord {
  readonly id: number;
  readonly slug: string;
  readonly names: TaxonomyLabelsFragment;
  readonly position?: number;
  readonly active?: boolean;
}

export interface NamedInput {
  readonly names: LabelsInput;
  readonly slug: string | null;
  readonly position?: number | null;
  readonly active?: boolean;
}

interface Props<T extends NamedRecord> {
  /** null: a new one. */
  readonly record: T | null;
  /** With a display order and a visibility (collections). */
  readonly listed: boolean;
  readonly titles: { readonly create: MessageDescriptor; readonly edit: MessageDescriptor };
  readonly access: Access;
  readonly save: (id: number | null, input: NamedInput) => Promise<Outcome<T>>;
  readonly onClose: () => void;
}

const FIELDS = ['names', 'names.fr', 'names.en', 'names.ar', 'slug', 'position', 'active'];

export function NamedDialog<T extends NamedRecord>({
  record,
  listed,
  titles,
  access,
  save,
  onClose,
}: Props<T>) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const [names, setNames] = useState(() => (record ? labelsDraftOf(record.names) : EMPTY_LABELS));
  const [slug, setSlug] = useState(record?.slug ?? '');
  const [position, setPosition] = useState(record?.position === undefined ? '' : String(record.position));
  const [active, setActive] = useState(record?.active ?? true);

  const prepare = (problems: Problems) => {
    requireFrench(problems, 'names', names);
    const input: NamedInput = { names: labelsInputOf(names), slug: slug.trim() || null };
    const listedInput = { ...input, position: positionOf(problems, position), active };
    return () => save(record?.id ?? null, listed ? listedInput : input);
  };
  const { errors, problem, submit } = useDialogSubmit({
    prepare,
    nameOf: (saved: T) => labelIn(saved.names, locale),
    isNew: record === null,
  });
  const base = { formId, errors, readOnly: !access.canWrite };
  const title = record
    ? intl.formatMessage(titles.edit, { name: labelIn(record.names, locale) })
    : intl.formatMessage(titles.create);

  return (
    <TaxonomyDialog
      title={title}
      isNew={record === null}
      access={access}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      errors={errors}
      fields={FIELDS}
    >
      <LabelsFields {...base} field="names" legend={commonMessages.name} value={names} onChange={setNames} />
      <div className="taxonomy-row">
        <SlugField {...base} value={slug} onChange={setSlug} />
        {listed ? <PositionField {...base} value={position} onChange={setPosition} /> : null}
      </div>
      {listed ? <VisibleField {...base} checked={active} onChange={setActive} /> : null}
    </TaxonomyDialog>
  );
}
