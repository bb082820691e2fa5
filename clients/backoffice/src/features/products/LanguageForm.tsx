/**
 * The product language form for one language (spec: name, shortDescription, seoTitle,
 * seoDescription, plus the long description). A required field empty after trimming is marked
 * invalid, the alert says 'Please fill in all required fields.' and nothing is sent. A save is told
 * with a flash ('Language updated successfully' or 'An error occurred while updating the language.').
 * The Arabic texts are typed right to left.
 */
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { commonMessages, useOnlineStatus } from '@tijara/shared';
import type { ProductEditorFieldsFragment } from '../../__generated__/products/graphql';
import { DraftNote } from '../../components/DraftNote';
import { FieldError, invalidProps } from '../../components/FieldError';
import { useFlash } from '../../components/Flash';
import { useCan } from '../../components/permissions';
import { useSaveAllForm } from '../../components/SaveAll';
import type { SaveOutcome } from '../../components/SaveAll';
import { SubmitButton } from '../../components/SubmitButton';
import { OutcomeLine } from './FormStatus';
import { languagesMessages } from './languages-messages';
import {
  missingTexts,
  REQUIRED_TEXTS,
  savedTexts,
  TEXT_FIELDS,
  TEXT_LIMITS,
  textsOf,
  translationInput,
} from './language-texts';
import type { LanguageTexts, TextField } from './language-texts';
import { useDraftForm } from './use-draft-form';
import { useSetProductTranslation } from './use-product-writes';

const LABELS = {
  name: commonMessages.name,
  shortDescription: languagesMessages.shortDescription,
  longDescription: languagesMessages.longDescription,
  seoTitle: languagesMessages.seoTitle,
  seoDescription: languagesMessages.seoDescription,
} as const;

const MULTILINE: ReadonlySet<TextField> = new Set(['shortDescription', 'longDescription', 'seoDescription']);

function useLanguageForm(product: ProductEditorFieldsFragment, locale: Locale) {
  const intl = useIntl();
  const flash = useFlash();
  const setTranslation = useSetProductTranslation();
  const form = useDraftForm(`product:${product.id}:languages:${locale}`, textsOf(product, locale), 0);
  const send = async (): Promise<boolean> => {
    const missing = missingTexts(form.value);
    if (missing.length > 0) {
      const required = intl.formatMessage(languagesMessages.fieldRequired);
      form.setErrors(Object.fromEntries(missing.map((field) => [field, [required]])));
      form.setOutcome({ kind: 'failed', message: languagesMessages.requiredFields });
      return false;
    }
    form.setErrors({});
    form.setSaving(true);
    const result = await setTranslation(product.id, locale, translationInput(form.value));
    form.setSaving(false);
    if (!result.ok) {
      form.setErrors(result.fieldErrors);
      form.setOutcome({ kind: 'failed', message: languagesMessages.failed });
      flash('danger', intl.formatMessage(languagesMessages.failed));
      return false;
    }
    form.settle(savedTexts(result.value), 0);
    form.setOutcome({ kind: 'saved', message: languagesMessages.updated });
    flash('success', intl.formatMessage(languagesMessages.updated));
    return true;
  };
  return {
    ...form,
    submit: (): Promise<SaveOutcome> => (form.dirty ? send() : Promise.resolve('unchanged')),
  };
}

interface Props {
  readonly product: ProductEditorFieldsFragment;
  readonly locale: Locale;
  /** The panel's id and its tab's (role tabpanel, labelled by the tab). */
  readonly id: string;
  readonly labelledBy: string;
  readonly hidden: boolean;
}

export function LanguageForm({ product, locale, labelledBy, hidden, id }: Props) {
  const intl = useIntl();
  const base = useId();
  const { online } = useOnlineStatus();
  const canWrite = useCan(Permission.CATALOG_WRITE);
  const form = useLanguageForm(product, locale);
  useSaveAllForm(`product-texts-${locale}-${base}`, () =>
    // Read only: nothing of this form can be sent; offline: not saved (its draft waits).
    canWrite && online ? form.submit() : Promise.resolve(canWrite ? false : 'unchanged'),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canWrite && online) void form.submit();
  };
  const change = (field: TextField, text: string) =>
    form.change({ ...form.value, [field]: text } as LanguageTexts);
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return (
    <form
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      hidden={hidden}
      className="products-language"
      onSubmit={onSubmit}
      noValidate
    >
      <DraftNote restored={form.restored} savedAt={form.savedAt} onDiscard={form.discard} />
      {TEXT_FIELDS.map((field) => {
        const props = {
          id: `${base}-${field}`,
          name: field,
          value: form.value[field],
          // The texts are in the form's language; its labels stay in the screen's.
          lang: locale,
          dir,
          readOnly: !canWrite,
          required: REQUIRED_TEXTS.includes(field),
          maxLength: TEXT_LIMITS[field],
          ...invalidProps(
            form.errors,
            base,
            field,
            MULTILINE.has(field) && field !== 'seoDescription' ? `${base}-html` : undefined,
          ),
        };
        return (
          <div key={field} className="products-field">
            <label htmlFor={props.id}>{intl.formatMessage(LABELS[field])}</label>
            {MULTILINE.has(field) ? (
              <textarea
                {...props}
                rows={field === 'longDescription' ? 8 : 3}
                onChange={(e) => change(field, e.target.value)}
              />
            ) : (
              <input {...props} onChange={(e) => change(field, e.target.value)} />
            )}
            <FieldError id={`${base}-${field}-error`} lines={form.errors[field]} />
          </div>
        );
      })}
      <p id={`${base}-html`} className="muted">
        {intl.formatMessage(languagesMessages.htmlHint)}
      </p>
      {canWrite ? (
        <div className="products-submit">
          <SubmitButton submitting={form.saving} disabled={!online}>
            {intl.formatMessage(languagesMessages.saveLanguage)}
          </SubmitButton>
          <OutcomeLine outcome={form.outcome} onReload={() => undefined} />
        </div>
      ) : null}
    </form>
  );
}
