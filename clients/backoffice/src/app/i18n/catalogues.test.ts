import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '@tijara/schema';
import { catalogues } from './index';

it.each(LOCALES)('has every message in %s, each a valid ICU message', (locale) => {
  const ids = Object.keys(catalogues.fr).sort();
  expect(Object.keys(catalogues[locale]).sort()).toEqual(ids);
  for (const id of ids) {
    const text = catalogues[locale][id] ?? '';
    expect(text.trim()).not.toBe('');
    expect(() => new IntlMessageFormat(text, locale)).not.toThrow();
  }
});
