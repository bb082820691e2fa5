import type { CardCombination, ProductCardRow } from './card-row';
import {
  combinationLabel,
  combinationLabels,
  combinationPriceHt,
  langValues,
  productTexts,
  translationIn,
} from './card-text';

const value = (fr: string, ar?: string) => ({
  id: 1,
  attributeCode: 'size',
  attributeLabels: { fr: 'Taille' },
  kind: 'select' as const,
  labels: ar === undefined ? { fr } : { fr, ar },
  color: null,
  imageKey: null,
});

const combination = (names: CardCombination['names']): CardCombination => ({
  id: 1,
  isDefault: true,
  priceImpactHt: -500,
  names,
  active: true,
  values: [value('XL'), value('Rouge', 'أحمر')],
  imageIds: [],
});

describe('card texts', () => {
  const translations = [
    { locale: 'fr' as const, name: 'Robe', shortDescription: 'courte', longDescription: 'longue' },
    { locale: 'ar' as const, name: ' ', shortDescription: '', longDescription: '' },
  ];

  it('picks the locale, falls back to French when missing or blank', () => {
    expect(translationIn(translations, 'en')).toBe('Robe');
    expect(translationIn(translations, 'ar')).toBe('Robe');
    expect(translationIn([{ locale: 'ar', name: 'فستان' }], 'fr')).toBe('فستان');
    const card = { translations } as unknown as ProductCardRow;
    expect(productTexts(card, 'ar')).toEqual({ ...translations[0], name: 'Robe' });
  });

  it('labels a combination by its own name, else by its values in the locale', () => {
    expect(combinationLabel(combination({ fr: 'Grande rouge', ar: 'كبير' }), 'ar')).toBe('كبير');
    expect(combinationLabel(combination({ fr: 'Grande rouge' }), 'en')).toBe('Grande rouge');
    expect(combinationLabel(combination(null), 'ar')).toBe('XL - أحمر');
    expect(combinationLabels(combination(null))).toEqual([
      { locale: 'fr', name: 'XL - Rouge' },
      { locale: 'en', name: 'XL - Rouge' },
      { locale: 'ar', name: 'XL - أحمر' },
    ]);
  });

  it('adds the price impact and never goes below zero', () => {
    expect(combinationPriceHt(1000, combination(null))).toBe(500);
    expect(combinationPriceHt(300, combination(null))).toBe(0);
  });

  it('lists only written values', () => {
    expect(langValues({ fr: 'Coton', en: '', ar: 'قطن' })).toEqual([
      { lang: 'fr', value: 'Coton' },
      { lang: 'ar', value: 'قطن' },
    ]);
  });
});
