/**
 * Model names of the demo clothing, in the three languages: Kabyle first names and heroines, towns,
 * streets of Algiers and mountains. They make "Robe kabyle brodée Tinhinane" or "Jean slim Hydra".
 */
import type { Term } from './vocabulary';

const t = (fr: string, en: string, ar: string): Term => ({ fr, en, ar });

export const KABYLE_NAMES = [
  t('Tinhinane', 'Tinhinane', 'تينهينان'),
  t('Tassadit', 'Tassadit', 'تاسعديت'),
  t('Thiziri', 'Thiziri', 'تيزيري'),
  t('Dihya', 'Dihya', 'ديهيا'),
  t('Lalla Fadhma', 'Lalla Fadhma', 'لالة فاطمة'),
  t('Djurdjura', 'Djurdjura', 'جرجرة'),
];
export const TOWNS = [
  t('Tlemcen', 'Tlemcen', 'تلمسان'),
  t('Constantine', 'Constantine', 'قسنطينة'),
  t('Blida', 'Blida', 'البليدة'),
  t('Béjaïa', 'Bejaia', 'بجاية'),
  t('Ghardaïa', 'Ghardaia', 'غرداية'),
  t('Oran', 'Oran', 'وهران'),
];
export const ALGIERS_STREETS = [
  t('Bab El Oued', 'Bab El Oued', 'باب الوادي'),
  t('Hydra', 'Hydra', 'حيدرة'),
  t('Didouche', 'Didouche', 'ديدوش'),
  t('Belcourt', 'Belcourt', 'بلكور'),
  t('Kouba', 'Kouba', 'القبة'),
];
export const MOUNTAINS = [
  t('Hoggar', 'Hoggar', 'الهقار'),
  t('Tassili', 'Tassili', 'الطاسيلي'),
  t('Chréa', 'Chrea', 'الشريعة'),
  t('Tikjda', 'Tikjda', 'تيكجدة'),
  t('Atlas', 'Atlas', 'الأطلس'),
];
