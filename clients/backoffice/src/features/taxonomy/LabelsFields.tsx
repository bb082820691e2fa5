/**
 * One translated text as three inputs, French first and required, English and Arabic optional; the
 * Arabic one is typed right to left whatever the screen's language. Their names follow the server's
 * field paths ("names.fr", "labels.ar"), so its field errors show under the right language.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { Locale } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import type { LabelsDraft } from './labels';
import { LANGUAGES } from './labels';
import type { FieldBase } from './FormFields';
import { TextField } from './FormFields';
import { messages } from './messages';

interface Props extends FieldBase {
  /** The server's field ("names", "labels", "descriptions"). */
  readonly field: string;
  /** What the text is ("Nom", "Description"), the legend and each input's label. */
  readonly legend: MessageDescriptor;
  readonly value: LabelsDraft;
  readonly onChange: (value: LabelsDraft) => void;
  /** Optional as a whole (descriptions): French is then required only when another is typed. */
  readonly optional?: boolean;
  readonly multiline?: boolean;
}

const DIRECTION: Readonly<Record<Locale, 'ltr' | 'rtl'>> = { fr: 'ltr', en: 'ltr', ar: 'rtl' };

export function LabelsFields({ field, legend, value, onChange, optional = false, ...base }: Props) {
  const intl = useIntl();
  const legendText = intl.formatMessage(legend);
  return (
    <fieldset className="taxonomy-labels">
      <legend>{legendText}</legend>
      <p className="muted taxonomy-labels__hint">{intl.formatMessage(messages.translationsHint)}</p>
      <FieldError id={`${base.formId}-${field}-error`} lines={base.errors[field]} />
      <div className="taxonomy-labels__inputs">
        {LANGUAGES.map((language) => (
          <TextField
            key={language}
            {...base}
            name={`${field}.${language}`}
            label={intl.formatMessage(messages.fieldIn, { field: legendText, language })}
            value={value[language]}
            onChange={(text) => onChange({ ...value, [language]: text })}
            required={language === 'fr' && !optional}
            lang={language}
            dir={DIRECTION[language]}
          />
        ))}
      </div>
    </fieldset>
  );
}
