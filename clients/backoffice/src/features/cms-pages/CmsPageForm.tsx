/**
 * A CMS page's form: its address (slug), whether it is published, and its title and body per
 * language (formatted text). Typing is kept on the device (use-form-draft) until it is saved; the
 * editor asks before leaving it unsaved. Refusals show under their fields.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@tijara/schema';
import type { CmsPageFieldsFragment } from '../../__generated__/cms-pages/graphql';
import { useFormDraft } from '../../components/use-form-draft';
import {
  SlugField,
  TitleAndBodyFields,
  SaveFooter,
  contentEditingMessages,
  textsOf,
  useFieldLines,
} from '../content-editing';
import type { ContentRefusal, TextsOf } from '../content-editing';
import { messages } from './messages';
import { useSaveCmsPage } from './use-cms-writes';

interface CmsDraft {
  readonly slug: string;
  readonly published: boolean;
  readonly title: TextsOf;
  readonly html: TextsOf;
}

const EMPTY: TextsOf = { fr: '', en: '', ar: '' };

function draftOf(page: CmsPageFieldsFragment | null): CmsDraft {
  return page
    ? { slug: page.slug, published: page.published, title: textsOf(page.title), html: textsOf(page.html) }
    : { slug: '', published: true, title: EMPTY, html: EMPTY };
}

interface Props {
  /** null: a new page of the shop. */
  readonly page: CmsPageFieldsFragment | null;
  readonly shopUuid: string;
  readonly online: boolean;
  readonly onDirty: (dirty: boolean) => void;
  readonly onSaved: (page: CmsPageFieldsFragment) => void;
}

export function CmsPageForm({ page, shopUuid, online, onDirty, onSaved }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const initial = useMemo(() => draftOf(page), [page]);
  const draft = useFormDraft<CmsDraft>(`cms-page:${page ? page.id : `new-${shopUuid}`}`, initial);
  const save = useSaveCmsPage();
  const [refusal, setRefusal] = useState<ContentRefusal | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);
  const lines = useFieldLines(refusal?.fields ?? {});
  const dirty = JSON.stringify(draft.value) !== JSON.stringify(initial);
  const { value, setValue } = draft;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const setText = (field: 'title' | 'html', locale: Locale, text: string) => {
    setSaved(false);
    setValue((current) => ({ ...current, [field]: { ...current[field], [locale]: text } }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    const outcome = await save({
      ...(page ? { id: page.id } : { shopUuid }),
      slug: value.slug.trim() || null,
      published: value.published,
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
        prefix="/page/"
        value={value.slug}
        errors={lines('slug')}
        onChange={(slug) => setValue((current) => ({ ...current, slug }))}
      />
      <label className="content-check">
        <input
          type="checkbox"
          name="published"
          checked={value.published}
          onChange={(event) => setValue((current) => ({ ...current, published: event.target.checked }))}
        />
        {intl.formatMessage(messages.published)}
      </label>
      <TitleAndBodyFields
        idBase={idBase}
        titleLabel={intl.formatMessage(messages.titleLabel)}
        bodyLabel={intl.formatMessage(messages.bodyLabel)}
        title={value.title}
        html={value.html}
        onTitle={(locale, text) => setText('title', locale, text)}
        onHtml={(locale, text) => setText('html', locale, text)}
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
