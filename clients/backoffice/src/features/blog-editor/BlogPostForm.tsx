/**
 * A blog post's form: its address (slug), published or not, its date (the one the blog shows and
 * sorts by: a post moved from an old site keeps its own; post-date.ts), its thumbnail (uploaded with
 * its progress), its categories, and its title and body per language. Typing is kept on the device
 * until saved; refusals show under their fields.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import type { Locale } from '@tijara/schema';
import { useLocale } from '@tijara/shared';
import type { BlogPostFieldsFragment } from '../../__generated__/blog-editor/graphql';
import { BlogCategoryListDocument } from '../../__generated__/blog-editor/graphql';
import { FieldError } from '../../components/FieldError';
import { useFormDraft } from '../../components/use-form-draft';
import {
  SlugField,
  ThumbnailField,
  TitleAndBodyFields,
  SaveFooter,
  contentEditingMessages,
  textsOf,
  useFieldLines,
} from '../content-editing';
import type { ContentRefusal, TextsOf, UploadedContentImage } from '../content-editing';
import { messages } from './messages';
import { latestPostDay, postDateOf, postDayOf } from './post-date';
import { useSaveBlogPost } from './use-blog-writes';

interface PostDraft {
  readonly slug: string;
  readonly published: boolean;
  /** The date input's shop day (YYYY-MM-DD); '' for a new post: the day it is saved. */
  readonly createdDay: string;
  readonly thumbnail: UploadedContentImage | null;
  readonly categoryIds: readonly number[];
  readonly title: TextsOf;
  readonly html: TextsOf;
}

const EMPTY: TextsOf = { fr: '', en: '', ar: '' };

function draftOf(post: BlogPostFieldsFragment | null): PostDraft {
  if (!post)
    return {
      slug: '',
      published: true,
      createdDay: '',
      thumbnail: null,
      categoryIds: [],
      title: EMPTY,
      html: EMPTY,
    };
  return {
    slug: post.slug,
    published: post.published,
    createdDay: postDayOf(post.createdAt),
    thumbnail:
      post.thumbnailKey && post.thumbnailUrl ? { mediaKey: post.thumbnailKey, url: post.thumbnailUrl } : null,
    categoryIds: post.categoryIds,
    title: textsOf(post.title),
    html: textsOf(post.html),
  };
}

interface Props {
  /** null: a new post of the shop. */
  readonly post: BlogPostFieldsFragment | null;
  readonly shopUuid: string;
  readonly online: boolean;
  readonly onDirty: (dirty: boolean) => void;
  readonly onSaved: (post: BlogPostFieldsFragment) => void;
}

export function BlogPostForm({ post, shopUuid, online, onDirty, onSaved }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const { locale } = useLocale();
  const initial = useMemo(() => draftOf(post), [post]);
  const draft = useFormDraft<PostDraft>(`blog-post:${post ? post.id : `new-${shopUuid}`}`, initial);
  const categories = useQuery(BlogCategoryListDocument, { variables: { shopUuid } });
  const save = useSaveBlogPost();
  const [refusal, setRefusal] = useState<ContentRefusal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);
  const lines = useFieldLines(refusal?.fields ?? {});
  const dirty = JSON.stringify(draft.value) !== JSON.stringify(initial);
  const { value, setValue } = draft;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const patch = (change: Partial<PostDraft>) => {
    setSaved(false);
    setValue((current) => ({ ...current, ...change }));
  };
  const setText = (field: 'title' | 'html', lang: Locale, text: string) => {
    setSaved(false);
    setValue((current) => ({ ...current, [field]: { ...current[field], [lang]: text } }));
  };
  const toggleCategory = (id: number, on: boolean) =>
    patch({
      categoryIds: on ? [...value.categoryIds, id] : value.categoryIds.filter((other) => other !== id),
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const date = postDateOf(value.createdDay, initial.createdDay, new Date());
    if (date.kind === 'refused') {
      setRefusal({
        message: contentEditingMessages.notSaved,
        fields: { createdAt: messages.createdAtTooLate },
      });
      return;
    }
    setSubmitting(true);
    const outcome = await save({
      ...(post ? { id: post.id } : { shopUuid }),
      slug: value.slug.trim() || null,
      published: value.published,
      ...(date.kind === 'set' ? { createdAt: date.iso } : {}),
      thumbnailKey: value.thumbnail?.mediaKey ?? null,
      categoryIds: [...value.categoryIds],
      title: value.title,
      html: value.html,
    });
    setSubmitting(false);
    if (!outcome.ok) {
      setRefusal(outcome);
      return;
    }
    setRefusal(null);
    await draft.clear();
    onDirty(false);
    setSaved(true);
    onSaved(outcome.value);
  };

  const list = categories.data?.blogCategories ?? [];
  // The server refuses a date for one reason only (content.created_at_too_late), which the shared
  // refusal table does not word: this form says it.
  const dateLines = refusal?.fields['createdAt'] ? [intl.formatMessage(messages.createdAtTooLate)] : [];
  const dateId = `${idBase}-created`;
  return (
    <form className="content-form" noValidate onSubmit={(event) => void submit(event)}>
      {draft.restored ? (
        <p role="status" className="note">
          {intl.formatMessage(contentEditingMessages.draftRestored)}{' '}
          <button type="button" className="link-button" onClick={() => void draft.discard()}>
            {intl.formatMessage(contentEditingMessages.discardDraft)}
          </button>
        </p>
      ) : null}
      <SlugField
        id={`${idBase}-slug`}
        prefix="/blog/"
        value={value.slug}
        errors={lines('slug')}
        onChange={(slug) => patch({ slug })}
      />
      <label className="content-check">
        <input
          type="checkbox"
          name="published"
          checked={value.published}
          onChange={(event) => patch({ published: event.target.checked })}
        />
        {intl.formatMessage(messages.published)}
      </label>
      <div className="content-field">
        <label htmlFor={dateId}>{intl.formatMessage(messages.createdAtLabel)}</label>
        <input
          id={dateId}
          type="date"
          name="createdAt"
          className="blog-editor__date"
          value={value.createdDay}
          max={latestPostDay(new Date())}
          aria-invalid={dateLines.length > 0 || undefined}
          aria-describedby={`${dateId}-hint${dateLines.length > 0 ? ` ${dateId}-error` : ''}`}
          onChange={(event) => patch({ createdDay: event.target.value })}
        />
        <p id={`${dateId}-hint`} className="muted content-hint">
          {intl.formatMessage(messages.createdAtHint)}
        </p>
        <FieldError id={`${dateId}-error`} lines={dateLines} />
      </div>
      <ThumbnailField
        shopUuid={shopUuid}
        name="thumbnailKey"
        label={intl.formatMessage(messages.thumbnail)}
        value={value.thumbnail}
        uploadDisabled={!online}
        errors={lines('thumbnailKey')}
        onChange={(thumbnail) => patch({ thumbnail })}
      />
      <fieldset className="blog-editor__categories">
        <legend>{intl.formatMessage(messages.categories)}</legend>
        {categories.data && list.length === 0 ? (
          <p className="muted">{intl.formatMessage(messages.noCategories)}</p>
        ) : null}
        <div className="blog-editor__checks">
          {list.map((category) => (
            <label key={category.id} className="content-check">
              <input
                type="checkbox"
                name="categoryIds"
                value={category.id}
                checked={value.categoryIds.includes(category.id)}
                onChange={(event) => toggleCategory(category.id, event.target.checked)}
              />
              {category.name[locale] || category.name.fr}
            </label>
          ))}
        </div>
        <FieldError id={`${idBase}-categories-error`} lines={lines('categoryIds')} />
      </fieldset>
      <TitleAndBodyFields
        idBase={idBase}
        titleLabel={intl.formatMessage(messages.postTitle)}
        bodyLabel={intl.formatMessage(messages.bodyLabel)}
        title={value.title}
        html={value.html}
        onTitle={(lang, text) => setText('title', lang, text)}
        onHtml={(lang, text) => setText('html', lang, text)}
        lines={lines}
      />
      <SaveFooter
        refusal={refusal}
        saved={saved}
        dirty={dirty}
        submitting={submitting}
        online={online}
        saveLabel={intl.formatMessage(messages.save)}
        savedText={intl.formatMessage(messages.saved)}
      />
    </form>
  );
}
