import { labelIn, labelsInputOf, missingLanguages, optionalLabelsInputOf } from './labels';

it('sends French trimmed and empty translations as null, so the shop falls back to French', () => {
  expect(labelsInputOf({ fr: '  Boissons ', en: ' ', ar: 'مشروبات' })).toEqual({
    fr: 'Boissons',
    en: null,
    ar: 'مشروبات',
  });
  expect(optionalLabelsInputOf({ fr: '', en: '  ', ar: '' })).toBeNull();
});

it('reads a label in the screen’s language, else in French, and names what is left to translate', () => {
  const names = { fr: 'Boissons', en: 'Drinks', ar: null };
  expect(labelIn(names, 'en')).toBe('Drinks');
  expect(labelIn(names, 'ar')).toBe('Boissons');
  expect(missingLanguages(names)).toEqual(['ar']);
});
