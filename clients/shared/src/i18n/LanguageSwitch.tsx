import { useId } from 'react';
import { useIntl } from 'react-intl';
import { INTL_LOCALE, LOCALES, isLocale } from '@tijara/schema';
import { LANGUAGE_NAMES } from './locale';
import { useLocale } from './locale-context';
import { sharedMessages } from './shared-messages';
import '../ui/shared-ui.css';

/** A <select> of the three languages, each named in itself and marked with its own lang. */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <span className={className ? `tijara-language ${className}` : 'tijara-language'}>
      <label htmlFor={id} className="tijara-visually-hidden">
        {intl.formatMessage(sharedMessages.language)}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={INTL_LOCALE[option]}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
