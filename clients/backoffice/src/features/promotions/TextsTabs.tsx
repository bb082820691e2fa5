/**
 * The texts shoppers read, one tab per language (fr required, en and ar optional): title, subtitle,
 * slogan and the banner's HTML. Arabic texts are typed right to left, French and English left to
 * right, whatever the screen's language. Arrow keys move between tabs in the direction they are shown.
 */
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { LOCALES, PROMOTION_TEXT_MAX_LENGTH } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import type { SectionProps } from './form-section';
import { messages } from './messages';
import type { TextsDraft } from './promotion-draft';

const TAB_LABELS: Readonly<Record<Locale, MessageDescriptor>> = {
  fr: messages.tabFr,
  en: messages.tabEn,
  ar: messages.tabAr,
};

const SHORT_FIELDS = ['title', 'subtitle', 'slogan'] as const;
const FIELD_LABELS: Readonly<Record<keyof TextsDraft, MessageDescriptor>> = {
  title: messages.textTitle,
  subtitle: messages.subtitle,
  slogan: messages.slogan,
  bannerHtml: messages.bannerHtml,
};

export function TextsTabs({ draft, change, errors, idBase }: SectionProps) {
  const intl = useIntl();
  const [shown, setShown] = useState<Locale>('fr');
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  const texts = draft.texts[shown];
  const base = `${idBase}-texts`;

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === 'rtl';
    const index = LOCALES.indexOf(shown) + (rtl ? -step : step);
    const next = LOCALES[(index + LOCALES.length) % LOCALES.length] ?? 'fr';
    setShown(next);
    tabs.current[next]?.focus();
  };

  return (
    <fieldset className="card promotions-section">
      <legend>{intl.formatMessage(messages.sectionTexts)}</legend>
      <div role="tablist" aria-label={intl.formatMessage(messages.languages)} onKeyDown={onKey}>
        {LOCALES.map((locale) => (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[locale] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${locale}`}
            aria-selected={locale === shown}
            aria-controls={`${base}-panel`}
            tabIndex={locale === shown ? 0 : -1}
            className="promotions-tab"
            onClick={() => setShown(locale)}
          >
            {intl.formatMessage(TAB_LABELS[locale])}
          </button>
        ))}
      </div>
      <TextsPanel
        locale={shown}
        texts={texts}
        base={base}
        onEdit={(field, value) =>
          change({ texts: { ...draft.texts, [shown]: { ...texts, [field]: value } } })
        }
      />
      <FieldError id={`${idBase}-translations-error`} lines={errors['translations']} />
    </fieldset>
  );
}

interface PanelProps {
  readonly locale: Locale;
  readonly texts: TextsDraft;
  /** Prefix of the tabs' element ids. */
  readonly base: string;
  readonly onEdit: (field: keyof TextsDraft, value: string) => void;
}

/**
 * One language's texts, typed in that language's direction whatever the screen's (the labels stay in
 * the screen's language); the banner's HTML stays left to right.
 */
function TextsPanel({ locale, texts, base, onEdit }: PanelProps) {
  const intl = useIntl();
  return (
    <div
      role="tabpanel"
      id={`${base}-panel`}
      aria-labelledby={`${base}-tab-${locale}`}
      className="promotions-tabpanel"
    >
      {locale === 'fr' ? null : <p className="muted">{intl.formatMessage(messages.textsOptional)}</p>}
      {SHORT_FIELDS.map((field) => (
        <div className="promotions-field" key={field}>
          <label htmlFor={`${base}-${locale}-${field}`}>{intl.formatMessage(FIELD_LABELS[field])}</label>
          <input
            id={`${base}-${locale}-${field}`}
            value={texts[field]}
            lang={locale}
            dir={locale === 'ar' ? 'rtl' : 'ltr'}
            maxLength={PROMOTION_TEXT_MAX_LENGTH}
            onChange={(event) => onEdit(field, event.target.value)}
          />
        </div>
      ))}
      <div className="promotions-field">
        <label htmlFor={`${base}-${locale}-bannerHtml`}>{intl.formatMessage(messages.bannerHtml)}</label>
        <textarea
          id={`${base}-${locale}-bannerHtml`}
          rows={5}
          dir="ltr"
          value={texts.bannerHtml}
          aria-describedby={`${base}-html-hint`}
          onChange={(event) => onEdit('bannerHtml', event.target.value)}
        />
        <p id={`${base}-html-hint`} className="muted">
          {intl.formatMessage(messages.bannerHtmlHint)}
        </p>
      </div>
    </div>
  );
}
