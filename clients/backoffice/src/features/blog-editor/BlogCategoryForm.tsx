/**
 * A blog category in a modal: its name and plain-text description per language (French name
 * required), its address (slug), thumbnail (uploaded with its progress), rank and whether the shop
 * shows it. The server's refusals show under their fields and the modal stays open.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { normaliseDigits } from '@tijara/schema';
import { commonMessages, useOnlineStatus } from '@tijara/shared';
import type { BlogCategoryFieldsFragment } from '../../__generated__/blog-editor/graphql';
import { FieldError } from '../../components/FieldError';
import { ModalForm } from '../../components/ModalForm';
import {
  LanguageTabs,
  LineField,
  SlugField,
  ThumbnailField,
  directionOf,
  textsOf,
  useFieldLines,
} from '../content-editing';
import type { ContentRefusal, TextsOf, UploadedContentImage } from '../content-editing';
import { categoryMessages } from './category-messages';
import { useSaveBlogCategory } from './use-blog-writes';

interface CategoryDraft {
  readonly slug: string;
  readonly active: boolean;
  readonly position: string;
  readonly thumbnail: UploadedContentImage | null;
  readonly name: TextsOf;
  readonly description: TextsOf;
}

function draftOf(category: BlogCategoryFieldsFragment | null): CategoryDraft {
  return {
    slug: category?.slug ?? '',
    active: category?.active ?? true,
    position: String(category?.position ?? 0),
    thumbnail:
      category?.thumbnailKey && category.thumbnailUrl
        ? { mediaKey: category.thumbnailKey, url: category.thumbnailUrl }
        : null,
    name: textsOf(category?.name ?? {}),
    description: textsOf(category?.description ?? {}),
  };
}

/** The rank typed: a whole number, NaN for anything else (the server refuses it under `position`). */
function rankOf(text: string): number {
  const digits = normaliseDigits(text).trim();
  return /^\d{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
}

interface Props {
  readonly open: boolean;
  readonly title: string;
  /** null: a new category. */
  readonly category: BlogCategoryFieldsFragment | null;
  readonly shopUuid: string;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}

export function BlogCategoryForm(props: Props) {
  // A fresh form each time it opens, from the category it opens on.
  return props.open ? <OpenForm key={props.category?.id ?? 'new'} {...props} /> : null;
}

function OpenForm({ open, title, category, shopUuid, onClose, onSaved }: Props) {
  const intl = useIntl();
  const id = useId();
  const { online } = useOnlineStatus();
  const save = useSaveBlogCategory();
  const [draft, setDraft] = useState(() => draftOf(category));
  const [refusal, setRefusal] = useState<ContentRefusal | null>(null);
  const lines = useFieldLines(refusal?.fields ?? {});
  const patch = (change: Partial<CategoryDraft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = async () => {
    const position = rankOf(draft.position);
    const outcome = await save({
      ...(category ? { id: category.id } : { shopUuid }),
      slug: draft.slug.trim() || null,
      active: draft.active,
      position: Number.isNaN(position) ? -1 : position,
      thumbnailKey: draft.thumbnail?.mediaKey ?? null,
      name: draft.name,
      description: draft.description,
    });
    if (!outcome.ok) {
      setRefusal(outcome);
      return false;
    }
    onSaved();
    return true;
  };

  const faulty = {
    fr: lines('name.fr').length > 0,
    en: lines('name.en').length > 0,
    ar: lines('name.ar').length > 0,
  };
  return (
    <ModalForm
      open={open}
      title={title}
      wide
      onClose={onClose}
      onSubmit={submit}
      submitLabel={intl.formatMessage(commonMessages.save)}
      submitDisabled={!online}
    >
      <LanguageTabs faulty={faulty}>
        {(locale) => (
          <>
            <LineField
              id={`${id}-name-${locale}`}
              name={`name.${locale}`}
              label={intl.formatMessage(categoryMessages.name)}
              value={draft.name[locale]}
              dir={directionOf(locale)}
              lang={locale}
              errors={lines(`name.${locale}`)}
              onChange={(text) => patch({ name: { ...draft.name, [locale]: text } })}
            />
            <div className="content-field">
              <label htmlFor={`${id}-description-${locale}`}>
                {intl.formatMessage(categoryMessages.description)}
              </label>
              <textarea
                id={`${id}-description-${locale}`}
                name={`description.${locale}`}
                rows={3}
                dir={directionOf(locale)}
                lang={locale}
                value={draft.description[locale]}
                aria-invalid={lines(`description.${locale}`).length > 0 || undefined}
                onChange={(event) =>
                  patch({ description: { ...draft.description, [locale]: event.target.value } })
                }
              />
              <FieldError id={`${id}-description-${locale}-error`} lines={lines(`description.${locale}`)} />
            </div>
          </>
        )}
      </LanguageTabs>
      <SlugField
        id={`${id}-slug`}
        prefix="/blog/categories/"
        value={draft.slug}
        errors={lines('slug')}
        onChange={(slug) => patch({ slug })}
      />
      <div className="content-field">
        <label htmlFor={`${id}-position`}>{intl.formatMessage(categoryMessages.position)}</label>
        <input
          id={`${id}-position`}
          name="position"
          inputMode="numeric"
          value={draft.position}
          aria-invalid={lines('position').length > 0 || undefined}
          aria-describedby={`${id}-position-hint${lines('position').length > 0 ? ` ${id}-position-error` : ''}`}
          onChange={(event) => patch({ position: event.target.value })}
        />
        <p id={`${id}-position-hint`} className="muted content-hint">
          {intl.formatMessage(categoryMessages.positionHint)}
        </p>
        <FieldError id={`${id}-position-error`} lines={lines('position')} />
      </div>
      <label className="content-check">
        <input
          type="checkbox"
          name="active"
          checked={draft.active}
          onChange={(event) => patch({ active: event.target.checked })}
        />
        {intl.formatMessage(categoryMessages.active)}
      </label>
      <ThumbnailField
        shopUuid={shopUuid}
        name="thumbnailKey"
        label={intl.formatMessage(categoryMessages.thumbnail)}
        value={draft.thumbnail}
        uploadDisabled={!online}
        errors={lines('thumbnailKey')}
        onChange={(thumbnail) => patch({ thumbnail })}
      />
      {refusal ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(refusal.message)}
        </p>
      ) : null}
    </ModalForm>
  );
}
