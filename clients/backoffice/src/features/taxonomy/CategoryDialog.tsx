/**
 * A category's form: names and descriptions in three languages, its parent (moving it moves its
 * sub-categories along; the choices leave out itself and what is under it, which the server would
 * refuse as a loop), address, order and visibility. A new category may start under a given parent.
 */
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useLocale } from '@tijara/shared';
import type { CategoryInput } from '../../__generated__/taxonomy/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import type { Access } from './access';
import { categoryMessages } from './category-messages';
import type { Category, CategoryNode, ParentChoice } from './category-tree';
import { parentChoices, subtreeIds } from './category-tree';
import { PositionField, SlugField, VisibleField } from './FormFields';
import type { LabelsDraft } from './labels';
import { EMPTY_LABELS, labelIn, labelsDraftOf, labelsInputOf, optionalLabelsInputOf } from './labels';
import { LabelsFields } from './LabelsFields';
import { messages } from './messages';
import type { Outcome } from './outcome';
import { TaxonomyDialog } from './TaxonomyDialog';
import { positionOf, requireFrench, useDialogSubmit } from './use-dialog-submit';
import type { Problems } from './use-dialog-submit';

export type CategoryTarget =
  | { readonly kind: 'new'; readonly parent: Category | null }
  | { readonly kind: 'edit'; readonly category: Category };

interface Props {
  readonly target: CategoryTarget;
  readonly categories: readonly Category[];
  readonly tree: readonly CategoryNode[];
  readonly access: Access;
  readonly save: (id: number | null, input: CategoryInput) => Promise<Outcome<Category>>;
  readonly onClose: () => void;
}

interface Draft {
  readonly names: LabelsDraft;
  readonly descriptions: LabelsDraft;
  readonly slug: string;
  /** '' for the top level. */
  readonly parentId: string;
  readonly position: string;
  readonly active: boolean;
}

function draftOf(target: CategoryTarget): Draft {
  if (target.kind === 'new') {
    const parentId = target.parent ? String(target.parent.id) : '';
    return {
      names: EMPTY_LABELS,
      descriptions: EMPTY_LABELS,
      slug: '',
      parentId,
      position: '',
      active: true,
    };
  }
  const { category } = target;
  return {
    names: labelsDraftOf(category.names),
    descriptions: labelsDraftOf(category.descriptions),
    slug: category.slug,
    parentId: category.parent ? String(category.parent.id) : '',
    position: String(category.position),
    active: category.active,
  };
}

const FIELDS = ['names', 'names.fr', 'names.en', 'names.ar', 'descriptions', 'descriptions.fr'].concat([
  'descriptions.en',
  'descriptions.ar',
  'slug',
  'parentId',
  'position',
  'active',
]);

export function CategoryDialog({ target, categories, tree, access, save, onClose }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const [draft, setDraft] = useState(() => draftOf(target));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const editedId = target.kind === 'edit' ? target.category.id : null;
  const choices = useMemo(
    () => parentChoices(tree, editedId === null ? new Set() : subtreeIds(categories, editedId)),
    [tree, categories, editedId],
  );

  const prepare = (problems: Problems) => {
    requireFrench(problems, 'names', draft.names);
    if (draft.descriptions.en.trim() || draft.descriptions.ar.trim())
      requireFrench(problems, 'descriptions', draft.descriptions);
    const input: CategoryInput = {
      names: labelsInputOf(draft.names),
      descriptions: optionalLabelsInputOf(draft.descriptions),
      slug: draft.slug.trim() || null,
      parentId: draft.parentId === '' ? null : Number(draft.parentId),
      position: positionOf(problems, draft.position),
      active: draft.active,
    };
    return () => save(editedId, input);
  };
  const { errors, problem, submit } = useDialogSubmit({
    prepare,
    nameOf: (category) => labelIn(category.names, locale),
    isNew: editedId === null,
  });

  const base = { formId, errors, readOnly: !access.canWrite };
  const title =
    target.kind === 'edit'
      ? intl.formatMessage(categoryMessages.editTitle, { name: labelIn(target.category.names, locale) })
      : target.parent
        ? intl.formatMessage(categoryMessages.newChildTitle, { name: labelIn(target.parent.names, locale) })
        : intl.formatMessage(categoryMessages.newCategory);

  return (
    <TaxonomyDialog
      title={title}
      isNew={editedId === null}
      access={access}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      errors={errors}
      fields={FIELDS}
      wide
    >
      <LabelsFields
        {...base}
        field="names"
        legend={commonMessages.name}
        value={draft.names}
        onChange={(names) => set({ names })}
      />
      <ParentSelect
        {...base}
        value={draft.parentId}
        choices={choices}
        onChange={(parentId) => set({ parentId })}
      />
      <div className="taxonomy-row">
        <SlugField {...base} value={draft.slug} onChange={(slug) => set({ slug })} />
        <PositionField {...base} value={draft.position} onChange={(text) => set({ position: text })} />
      </div>
      <VisibleField {...base} checked={draft.active} onChange={(active) => set({ active })} />
      <LabelsFields
        {...base}
        field="descriptions"
        legend={messages.description}
        value={draft.descriptions}
        onChange={(descriptions) => set({ descriptions })}
        optional
        multiline
      />
    </TaxonomyDialog>
  );
}

interface ParentProps {
  readonly formId: string;
  readonly value: string;
  readonly choices: readonly ParentChoice[];
  readonly errors: FieldErrors;
  readonly readOnly: boolean;
  readonly onChange: (value: string) => void;
}

/** The parent, indented as in the tree (em spaces: they follow the text's direction). */
function ParentSelect({ formId, value, choices, errors, readOnly, onChange }: ParentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const id = `${formId}-parentId`;
  return (
    <div className="taxonomy-field">
      <label htmlFor={id}>{intl.formatMessage(categoryMessages.parent)}</label>
      <select
        id={id}
        name="parentId"
        value={value}
        disabled={readOnly}
        {...invalidProps(errors, formId, 'parentId', `${id}-hint`)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{intl.formatMessage(categoryMessages.noParent)}</option>
        {choices.map(({ category, depth }) => (
          <option key={category.id} value={String(category.id)}>
            {`${'\u2003'.repeat(depth)}${labelIn(category.names, locale)}`}
          </option>
        ))}
      </select>
      <small id={`${id}-hint`} className="muted">
        {intl.formatMessage(categoryMessages.parentHint)}
      </small>
      <FieldError id={`${id}-error`} lines={errors['parentId']} />
    </div>
  );
}
