/**
 * The block's texts per language (tabs, French first): the title shown above it, and what its type
 * writes: the html block's text or the banner's caption (formatted text), the text carousel's
 * slides (each a formatted text, added, moved and removed). A tab the server refused is marked.
 */
import { useIntl } from 'react-intl';
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { FieldError } from '../../components/FieldError';
import { LanguageTabs, LineField, RichTextField, directionOf } from '../content-editing';
import { blockMessages } from './block-messages';
import type { BlockTextDraft } from './block-draft';
import { kindOf } from './block-kinds';
import type { SectionProps } from './form-section';

export function BlockTextsFields({ draft, change, lines, idBase }: SectionProps) {
  const intl = useIntl();
  const kind = kindOf(draft.type);
  const faulty = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      ['publicTitle', 'html', 'items'].some((field) => lines(`texts.${locale}.${field}`).length > 0) ||
        draft.texts[locale].items.some((_, index) => lines(`texts.${locale}.items.${index}`).length > 0),
    ]),
  ) as Record<Locale, boolean>;
  const edit = (locale: Locale, patch: Partial<BlockTextDraft>) =>
    change({ texts: { ...draft.texts, [locale]: { ...draft.texts[locale], ...patch } } });

  return (
    <fieldset className="card content-section">
      <legend>{intl.formatMessage(blockMessages.sectionTexts)}</legend>
      <LanguageTabs faulty={faulty}>
        {(locale) => {
          const text = draft.texts[locale];
          const path = `texts.${locale}`;
          return (
            <>
              <LineField
                id={`${idBase}-title-${locale}`}
                name={`${path}.publicTitle`}
                label={intl.formatMessage(blockMessages.publicTitle)}
                value={text.publicTitle}
                dir={directionOf(locale)}
                lang={locale}
                errors={lines(`${path}.publicTitle`)}
                onChange={(publicTitle) => edit(locale, { publicTitle })}
              />
              {kind.html ? (
                <RichTextField
                  key={`html-${locale}`}
                  name={`${path}.html`}
                  label={intl.formatMessage(
                    draft.type === 'banner' ? blockMessages.caption : blockMessages.html,
                  )}
                  value={text.html}
                  locale={locale}
                  errors={lines(`${path}.html`)}
                  onChange={(html) => edit(locale, { html })}
                />
              ) : null}
              {kind.items ? (
                <ItemsFields
                  locale={locale}
                  items={text.items}
                  lines={lines}
                  onChange={(items) => edit(locale, { items })}
                />
              ) : null}
            </>
          );
        }}
      </LanguageTabs>
    </fieldset>
  );
}

interface ItemsProps {
  readonly locale: Locale;
  readonly items: readonly string[];
  readonly lines: SectionProps['lines'];
  readonly onChange: (items: readonly string[]) => void;
}

function ItemsFields({ locale, items, lines, onChange }: ItemsProps) {
  const intl = useIntl();
  const path = `texts.${locale}.items`;
  const move = (index: number, step: number) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + step, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className="content-items">
      <legend>{intl.formatMessage(blockMessages.items)}</legend>
      {items.map((item, index) => {
        const number = index + 1;
        return (
          <div key={`${locale}-${index}`} className="content-items__item">
            <RichTextField
              name={`${path}.${index}`}
              label={intl.formatMessage(blockMessages.item, { number })}
              value={item}
              locale={locale}
              errors={lines(`${path}.${index}`)}
              onChange={(html) => onChange(items.map((other, at) => (at === index ? html : other)))}
            />
            <div className="content-items__actions">
              <button
                type="button"
                className="link-button"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                {intl.formatMessage(blockMessages.itemUp, { number })}
              </button>
              <button
                type="button"
                className="link-button"
                disabled={index === items.length - 1}
                onClick={() => move(index, 1)}
              >
                {intl.formatMessage(blockMessages.itemDown, { number })}
              </button>
              <button
                type="button"
                className="link-button link-button--danger"
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                {intl.formatMessage(blockMessages.itemRemove, { number })}
              </button>
            </div>
          </div>
        );
      })}
      <FieldError id={`${path}-error`} lines={lines(path)} />
      <button type="button" className="button button--secondary" onClick={() => onChange([...items, ''])}>
        {intl.formatMessage(blockMessages.itemAdd)}
      </button>
    </fieldset>
  );
}
