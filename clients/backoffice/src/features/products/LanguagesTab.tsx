/**
 * The languages tab: the product's texts in French, English and Arabic, one form per language behind
 * its own tab (arrow keys move between them). Every form stays mounted while another is shown, so
 * what was typed in one is kept when switching, and "save all" sends each. A language whose saved
 * texts miss a required field says so on its tab.
 */
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@tijara/schema';
import { LANGUAGE_NAMES } from '@tijara/shared';
import type { ProductEditorFieldsFragment } from '../../__generated__/products/graphql';
import { LanguageForm } from './LanguageForm';
import { languagesMessages } from './languages-messages';
import { missingTexts, TEXT_LOCALES, textsOf } from './language-texts';

export function LanguagesTab({
  product,
  hidden = false,
}: {
  product: ProductEditorFieldsFragment;
  hidden?: boolean;
}) {
  const intl = useIntl();
  const base = useId();
  const [shown, setShown] = useState<Locale>('fr');
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TEXT_LOCALES.length - 1 - index }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    // Arrows follow the reading direction: in Arabic the next language is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const next = TEXT_LOCALES[(index + step * rtl + TEXT_LOCALES.length) % TEXT_LOCALES.length] ?? 'fr';
    setShown(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <section className="products-languages" hidden={hidden} aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{intl.formatMessage(languagesMessages.title)}</h2>
      <div
        role="tablist"
        className="products-language-tabs"
        aria-label={intl.formatMessage(languagesMessages.languagesLabel)}
      >
        {TEXT_LOCALES.map((locale, index) => {
          const missing = missingTexts(textsOf(product, locale)).length > 0;
          return (
            <button
              key={locale}
              id={`${base}-tab-${locale}`}
              type="button"
              role="tab"
              lang={locale}
              className="products-language-tab"
              aria-selected={shown === locale}
              aria-controls={`${base}-panel-${locale}`}
              tabIndex={shown === locale ? 0 : -1}
              onClick={() => setShown(locale)}
              onKeyDown={(event) => move(event, index)}
            >
              {LANGUAGE_NAMES[locale]}
              {missing ? (
                <span className="badge badge--off" lang={intl.locale}>
                  {intl.formatMessage(languagesMessages.missing)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {TEXT_LOCALES.map((locale) => (
        <LanguageForm
          key={locale}
          id={`${base}-panel-${locale}`}
          labelledBy={`${base}-tab-${locale}`}
          product={product}
          locale={locale}
          hidden={shown !== locale}
        />
      ))}
    </section>
  );
}
