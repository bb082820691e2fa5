/**
 * An image's alternative texts, one input per language (each typed in its own language and
 * direction), folded under a summary so the gallery stays a grid. Saved together with
 * updateProductImageAlt; the client's checks and the server's field errors show under the inputs.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { INTL_LOCALE, LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { LANGUAGE_NAMES, commonMessages, errorMessage } from '@tijara/shared';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { useFlash } from '../../components/Flash';
import { SubmitButton } from '../../components/SubmitButton';
import {
  ALT_MAX_LENGTH,
  altField,
  altInput,
  altProblems,
  altServerErrors,
  altValuesOf,
  sameAlts,
} from './alt-texts';
import type { AltValues } from './alt-texts';
import { messages } from './messages';
import { useUpdateAlts } from './use-image-writes';
import type { GalleryImage } from './use-product-images';

interface Props {
  readonly image: GalleryImage;
  /** Online with CATALOG_WRITE; otherwise the texts are shown read only. */
  readonly writable: boolean;
  readonly canWrite: boolean;
}

export function AltTextsForm({ image, writable, canWrite }: Props) {
  const intl = useIntl();
  const base = useId();
  const flash = useFlash();
  const updateAlts = useUpdateAlts();
  const saved = altValuesOf(image.alts);
  const [values, setValues] = useState<AltValues>(saved);
  const [baseline, setBaseline] = useState<AltValues>(saved);
  // The server's texts changed (this form's save, or another answer of the gallery): the inputs
  // follow, unless they hold edits of their own, which are kept. Kept mounted so focus stays put.
  if (!sameAlts(baseline, saved)) {
    setBaseline(saved);
    if (sameAlts(values, baseline) || sameAlts(values, saved)) setValues(saved);
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const changed = !sameAlts(values, saved);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = altProblems(values);
    if (Object.keys(problems).length > 0) {
      const format = (line: MessageDescriptor) => intl.formatMessage(line, { max: ALT_MAX_LENGTH });
      setErrors(
        Object.fromEntries(Object.entries(problems).map(([field, lines]) => [field, lines.map(format)])),
      );
      return;
    }
    setSubmitting(true);
    const outcome = await updateAlts(image.id, altInput(values));
    setSubmitting(false);
    if (outcome.ok) {
      setErrors({});
      flash('success', intl.formatMessage(messages.altsSaved, { name: image.name }));
      return;
    }
    setErrors(altServerErrors(outcome.verdict?.fieldErrors ?? {}));
    flash('danger', intl.formatMessage(errorMessage(outcome.verdict)));
  };

  const missing = saved.fr.trim() === '';
  return (
    <details className="product-images__alts">
      <summary>
        {intl.formatMessage(messages.alts)}
        {missing ? (
          <span className="product-images__missing"> ({intl.formatMessage(messages.altsMissing)})</span>
        ) : null}
      </summary>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <p id={`${base}-hint`} className="muted product-images__hint">
          {intl.formatMessage(messages.altsHint)}
        </p>
        {LOCALES.map((locale) => (
          <AltInput
            key={locale}
            base={base}
            locale={locale}
            value={values[locale]}
            errors={errors}
            readOnly={!canWrite}
            onChange={(text) => setValues((current) => ({ ...current, [locale]: text }))}
          />
        ))}
        {canWrite ? (
          <SubmitButton submitting={submitting} disabled={!writable || !changed}>
            {intl.formatMessage(commonMessages.save)}
          </SubmitButton>
        ) : null}
      </form>
    </details>
  );
}

interface AltInputProps {
  readonly base: string;
  readonly locale: Locale;
  readonly value: string;
  readonly errors: FieldErrors;
  readonly readOnly: boolean;
  readonly onChange: (text: string) => void;
}

/** One language's text, marked with its lang so it is typed and read in that language. */
function AltInput({ base, locale, value, errors, readOnly, onChange }: AltInputProps) {
  const intl = useIntl();
  const field = altField(locale);
  const id = `${base}-${field}`;
  return (
    <div className="product-images__field">
      <label htmlFor={id}>{intl.formatMessage(messages.altOf, { language: LANGUAGE_NAMES[locale] })}</label>
      <input
        id={id}
        name={field}
        type="text"
        lang={INTL_LOCALE[locale]}
        dir={locale === 'ar' ? 'rtl' : 'ltr'}
        maxLength={ALT_MAX_LENGTH}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(errors, base, field, `${base}-hint`)}
      />
      <FieldError id={`${base}-${field}-error`} lines={errors[field]} />
    </div>
  );
}
