/**
 * A page's or a post's texts per language (tabs, French first and required): its title and its body
 * as formatted text. The form sends them as `title.<lang>` and `html.<lang>`; the server's refusals
 * (`title.fr`, `html.fr`) show under their fields and mark their tab.
 */
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type { FieldLines } from './field-lines';
import { LineField } from './ImagesField';
import { LanguageTabs, directionOf } from './LanguageTabs';
import { RichTextField } from './RichTextField';

export type TextsOf = Readonly<Record<Locale, string>>;

interface Props {
  readonly idBase: string;
  readonly titleLabel: string;
  readonly bodyLabel: string;
  readonly title: TextsOf;
  readonly html: TextsOf;
  readonly onTitle: (locale: Locale, text: string) => void;
  readonly onHtml: (locale: Locale, html: string) => void;
  readonly lines: FieldLines;
}

export function TitleAndBodyFields({
  idBase,
  titleLabel,
  bodyLabel,
  title,
  html,
  onTitle,
  onHtml,
  lines,
}: Props) {
  const faulty = Object.fromEntries(
    LOCALES.map((locale) => [locale, lines(`title.${locale}`).length + lines(`html.${locale}`).length > 0]),
  ) as Record<Locale, boolean>;
  return (
    <LanguageTabs faulty={faulty}>
      {(locale) => (
        <>
          <LineField
            id={`${idBase}-title-${locale}`}
            name={`title.${locale}`}
            label={titleLabel}
            value={title[locale]}
            dir={directionOf(locale)}
            lang={locale}
            errors={lines(`title.${locale}`)}
            onChange={(text) => onTitle(locale, text)}
          />
          <RichTextField
            key={locale}
            name={`html.${locale}`}
            label={bodyLabel}
            value={html[locale]}
            locale={locale}
            errors={lines(`html.${locale}`)}
            onChange={(text) => onHtml(locale, text)}
          />
        </>
      )}
    </LanguageTabs>
  );
}

export const textsOf = (labels: { fr?: string | null; en?: string | null; ar?: string | null }): TextsOf => ({
  fr: labels.fr ?? '',
  en: labels.en ?? '',
  ar: labels.ar ?? '',
});
