import { productNameIn } from './product-name';

const translations = [
  { locale: 'fr' as const, name: 'Robe kabyle' },
  { locale: 'ar' as const, name: 'فستان قبائلي' },
];

it('answers the name in the language, else in French', () => {
  expect(productNameIn(translations, 'ar')).toBe('فستان قبائلي');
  expect(productNameIn(translations, 'en')).toBe('Robe kabyle');
  expect(productNameIn([], 'fr')).toBe('');
});
