/**
 * The item's label in French, English and Arabic (each typed in its own direction). Optional for a
 * typed target, which is then named by the target itself; French is required for a free link and a
 * heading (the server's rule, checked before sending too).
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { formMessages } from './form-messages';
import type { LabelLocale } from './item-draft';

const LANGUAGES: readonly { locale: LabelLocale; label: MessageDescriptor }[] = [
  { locale: 'fr', label: formMessages.labelFr },
  { locale: 'en', label: formMessages.labelEn },
  { locale: 'ar', label: formMessages.labelAr },
];

interface Props {
  readonly label: Readonly<Record<LabelLocale, string>>;
  readonly errors: FieldErrors;
  readonly onChange: (label: Readonly<Record<LabelLocale, string>>) => void;
}

export function LabelFields({ label, errors, onChange }: Props) {
  const intl = useIntl();
  return (
    <fieldset
      className="menu-form__labels"
      aria-describedby={
        errors['label']?.length ? 'menu-item-labels-hint menu-item-label-error' : 'menu-item-labels-hint'
      }
    >
      <legend>{intl.formatMessage(formMessages.labels)}</legend>
      <p id="menu-item-labels-hint" className="muted menu-form__hint">
        {intl.formatMessage(formMessages.labelsHint)}
      </p>
      {LANGUAGES.map(({ locale, label: title }) => {
        const field = `label.${locale}`;
        const id = `menu-item-label-${locale}`;
        return (
          <div key={locale} className="menu-form__field">
            <label htmlFor={id}>{intl.formatMessage(title)}</label>
            <input
              id={id}
              name={field}
              type="text"
              lang={locale}
              dir={locale === 'ar' ? 'rtl' : 'ltr'}
              autoComplete="off"
              value={label[locale]}
              onChange={(event) => onChange({ ...label, [locale]: event.target.value })}
              {...invalidProps(errors, 'menu-item', field)}
            />
            <FieldError id={`menu-item-${field}-error`} lines={errors[field]} />
          </div>
        );
      })}
      <FieldError id="menu-item-label-error" lines={errors['label']} />
    </fieldset>
  );
}
