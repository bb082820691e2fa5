/**
 * A landing page's name and address, in a modal: its title per language (French required), its slug
 * (made from the French title when left empty, kept on rename) and whether the shop shows it. New
 * pages belong to the installation's shop. The server's refusals show under their fields.
 */
import { useId, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { LOCALES } from '@tijara/schema';
import { LANGUAGE_NAMES, useOnlineStatus } from '@tijara/shared';
import { commonMessages } from '@tijara/shared';
import type { ContentPageRowFragment } from '../../__generated__/content-pages/graphql';
import { FieldError } from '../../components/FieldError';
import { ModalForm } from '../../components/ModalForm';
import { contentEditingMessages, directionOf, useFieldLines } from '../content-editing';
import { messages } from './messages';
import { useSavePage } from './use-page-writes';

interface Props {
  readonly open: boolean;
  readonly title: string;
  /** null: a new landing page. */
  readonly page: ContentPageRowFragment | null;
  readonly shopUuid: string;
  readonly onClose: () => void;
  readonly onSaved: (page: ContentPageRowFragment) => void;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export function PageTitleForm({ open, title, page, shopUuid, onClose, onSaved }: Props) {
  const intl = useIntl();
  const id = useId();
  const { online } = useOnlineStatus();
  const savePage = useSavePage();
  const [refusal, setRefusal] = useState<{
    message: MessageDescriptor;
    fields: Readonly<Record<string, MessageDescriptor>>;
  } | null>(null);
  const lines = useFieldLines(refusal?.fields ?? {});
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const outcome = await savePage({
      ...(page ? { id: page.id } : { shopUuid }),
      title: { fr: text(data, 'title.fr'), en: text(data, 'title.en'), ar: text(data, 'title.ar') },
      slug: text(data, 'slug') || null,
      published: data.get('published') === 'on',
    });
    if (!outcome.ok) {
      setRefusal(outcome);
      return false;
    }
    setRefusal(null);
    onSaved(outcome.value);
    return true;
  };

  return (
    <ModalForm
      open={open}
      title={title}
      onClose={close}
      onSubmit={submit}
      submitLabel={intl.formatMessage(commonMessages.save)}
      submitDisabled={!online}
    >
      {LOCALES.map((locale) => {
        const field = `title.${locale}`;
        const errors = lines(field);
        return (
          <div key={locale} className="content-field">
            <label htmlFor={`${id}-${locale}`}>
              {intl.formatMessage(messages.pageTitle)} ({LANGUAGE_NAMES[locale]})
              {locale === 'fr' ? ` ${intl.formatMessage(contentEditingMessages.frenchRequired)}` : ''}
            </label>
            <input
              id={`${id}-${locale}`}
              name={field}
              lang={locale}
              dir={directionOf(locale)}
              defaultValue={page?.title[locale] ?? ''}
              required={locale === 'fr'}
              maxLength={200}
              aria-invalid={errors.length > 0 || undefined}
              aria-describedby={errors.length > 0 ? `${id}-${locale}-error` : undefined}
            />
            <FieldError id={`${id}-${locale}-error`} lines={errors} />
          </div>
        );
      })}
      <div className="content-field">
        <label htmlFor={`${id}-slug`}>{intl.formatMessage(contentEditingMessages.slug)}</label>
        <input
          id={`${id}-slug`}
          name="slug"
          dir="ltr"
          defaultValue={page?.slug ?? ''}
          aria-invalid={lines('slug').length > 0 || undefined}
          aria-describedby={`${id}-slug-hint${lines('slug').length > 0 ? ` ${id}-slug-error` : ''}`}
        />
        <p id={`${id}-slug-hint`} className="muted content-hint">
          {intl.formatMessage(contentEditingMessages.slugHint)}
        </p>
        <FieldError id={`${id}-slug-error`} lines={lines('slug')} />
      </div>
      <label className="content-check">
        <input type="checkbox" name="published" defaultChecked={page?.published ?? true} />
        {intl.formatMessage(messages.visibleOnStorefront)}
      </label>
      {refusal ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(refusal.message)}
        </p>
      ) : null}
    </ModalForm>
  );
}
