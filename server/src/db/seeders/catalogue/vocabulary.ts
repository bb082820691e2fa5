/**
 * The words the demo catalogue is written with, in the three languages of the shop: attributes and
 * their values (with real hex colours), feature types and values. Every entry has French, English
 * and Arabic, so the storefront shows a complete catalogue in each language. Codes are the stable
 * keys the product kinds refer to.
 */

/** A text in every language of the shop (a complete Labels). */
export interface Term {
  readonly fr: string;
  readonly en: string;
  readonly ar: string;
}

export interface ValueDef {
  readonly code: string;
  readonly labels: Term;
  /** "#RRGGBB" for colours. */
  readonly color?: string;
}

export interface AttributeDef {
  readonly code: string;
  readonly labels: Term;
  readonly kind: 'select' | 'color';
  readonly values: readonly ValueDef[];
}

export interface FeatureTypeDef {
  readonly code: string;
  readonly labels: Term;
  readonly values: readonly ValueDef[];
}

const same = (text: string): Term => ({ fr: text, en: text, ar: text });
const t = (fr: string, en: string, ar: string): Term => ({ fr, en, ar });
const values = (entries: readonly (readonly [string, Term])[]): ValueDef[] =>
  entries.map(([code, labels]) => ({ code, labels }));
const gigabytes = (size: number): ValueDef =>
  size >= 1024
    ? { code: `${size}`, labels: t(`${size / 1024} To`, `${size / 1024} TB`, `${size / 1024} تيرابايت`) }
    : { code: `${size}`, labels: t(`${size} Go`, `${size} GB`, `${size} جيغابايت`) };

export const COLOURS: readonly ValueDef[] = [
  { code: 'noir', labels: t('Noir', 'Black', 'أسود'), color: '#212121' },
  { code: 'blanc', labels: t('Blanc', 'White', 'أبيض'), color: '#F5F5F5' },
  { code: 'rouge', labels: t('Rouge', 'Red', 'أحمر'), color: '#C62828' },
  { code: 'bleu', labels: t('Bleu', 'Blue', 'أزرق'), color: '#1565C0' },
  { code: 'bleu-nuit', labels: t('Bleu nuit', 'Navy blue', 'أزرق داكن'), color: '#1A237E' },
  { code: 'vert', labels: t('Vert', 'Green', 'أخضر'), color: '#2E7D32' },
  { code: 'jaune', labels: t('Jaune safran', 'Saffron yellow', 'أصفر زعفراني'), color: '#F2A900' },
  { code: 'rose', labels: t('Rose', 'Pink', 'وردي'), color: '#D81B60' },
  { code: 'gris', labels: t('Gris', 'Grey', 'رمادي'), color: '#757575' },
  { code: 'beige', labels: t('Beige', 'Beige', 'بيج'), color: '#D7C4A3' },
  { code: 'bordeaux', labels: t('Bordeaux', 'Burgundy', 'عنابي'), color: '#6D1A36' },
  { code: 'violet', labels: t('Violet', 'Purple', 'بنفسجي'), color: '#6A1B9A' },
  { code: 'dore', labels: t('Doré', 'Gold', 'ذهبي'), color: '#C9A227' },
  { code: 'titane', labels: t('Titane naturel', 'Natural titanium', 'تيتانيوم طبيعي'), color: '#8A8580' },
  { code: 'inox', labels: t('Inox', 'Stainless steel', 'فولاذ مقاوم للصدأ'), color: '#A7A9AC' },
];

export const ATTRIBUTES: readonly AttributeDef[] = [
  {
    code: 'taille',
    labels: t('Taille', 'Size', 'المقاس'),
    kind: 'select',
    values: ['S', 'M', 'L', 'XL', 'XXL', '36', '38', '40', '42', '44'].map((size) => ({
      code: size,
      labels: same(size),
    })),
  },
  {
    code: 'pointure',
    labels: t('Pointure', 'Shoe size', 'مقاس الحذاء'),
    kind: 'select',
    values: ['39', '40', '41', '42', '43', '44', '45'].map((size) => ({ code: size, labels: same(size) })),
  },
  { code: 'couleur', labels: t('Couleur', 'Colour', 'اللون'), kind: 'color', values: COLOURS },
  {
    code: 'stockage',
    labels: t('Stockage', 'Storage', 'سعة التخزين'),
    kind: 'select',
    values: [64, 128, 256, 512, 1024].map(gigabytes),
  },
  {
    code: 'capacite',
    labels: t('Capacité', 'Capacity', 'السعة'),
    kind: 'select',
    values: [
      ...[250, 350, 450, 550, 650].map((litres) => ({
        code: `${litres}l`,
        labels: t(`${litres} L`, `${litres} L`, `${litres} لتر`),
      })),
      ...[55, 65, 90].map((litres) => ({
        code: `four-${litres}l`,
        labels: t(`Four ${litres} L`, `${litres} L oven`, `فرن ${litres} لتر`),
      })),
      ...[7, 8, 9, 10, 12].map((kilos) => ({
        code: `${kilos}kg`,
        labels: t(`${kilos} kg`, `${kilos} kg`, `${kilos} كلغ`),
      })),
      ...[9000, 12000, 18000, 24000].map((btu) => ({
        code: `${btu}btu`,
        labels: t(`${btu} BTU`, `${btu} BTU`, `${btu} وحدة حرارية`),
      })),
    ],
  },
];

export const FEATURE_TYPES: readonly FeatureTypeDef[] = [
  {
    code: 'matiere',
    labels: t('Matière', 'Material', 'الخامة'),
    values: values([
      ['coton', t('Coton', 'Cotton', 'قطن')],
      ['polyester', t('Polyester', 'Polyester', 'بوليستر')],
      ['lin', t('Lin', 'Linen', 'كتان')],
      ['denim', t('Denim', 'Denim', 'دنيم')],
      ['velours', t('Velours', 'Velvet', 'مخمل')],
      ['mousseline', t('Mousseline', 'Chiffon', 'موسلين')],
      ['crepe', t('Crêpe', 'Crepe', 'كريب')],
      ['jersey', t('Jersey', 'Jersey', 'جيرسي')],
      ['cuir', t('Cuir', 'Leather', 'جلد طبيعي')],
      ['maille', t('Maille respirante', 'Breathable mesh', 'نسيج شبكي')],
    ]),
  },
  {
    code: 'coupe',
    labels: t('Coupe', 'Fit', 'القصة'),
    values: values([
      ['ajustee', t('Ajustée', 'Slim fit', 'ضيقة')],
      ['droite', t('Droite', 'Straight', 'مستقيمة')],
      ['ample', t('Ample', 'Loose', 'واسعة')],
    ]),
  },
  {
    code: 'ecran',
    labels: t('Écran', 'Screen', 'الشاشة'),
    values: ['6.1', '6.5', '6.6', '6.7', '6.8'].map((inches) => ({
      code: inches,
      labels: t(`${inches.replace('.', ',')} pouces`, `${inches} inches`, `${inches} بوصة`),
    })),
  },
  {
    code: 'memoire-vive',
    labels: t('Mémoire vive', 'RAM', 'ذاكرة الوصول العشوائي'),
    values: [4, 6, 8, 12].map((size) => ({
      code: `${size}`,
      labels: t(`${size} Go`, `${size} GB`, `${size} جيغابايت`),
    })),
  },
  {
    code: 'batterie',
    labels: t('Batterie', 'Battery', 'البطارية'),
    values: [3300, 4000, 4500, 5000, 6000].map((mah) => ({
      code: `${mah}`,
      labels: t(`${mah} mAh`, `${mah} mAh`, `${mah} ميلي أمبير ساعي`),
    })),
  },
  {
    code: 'appareil-photo',
    labels: t('Appareil photo', 'Camera', 'الكاميرا'),
    values: [12, 13, 48, 50, 64, 108, 200].map((mpx) => ({
      code: `${mpx}`,
      labels: t(`${mpx} Mpx`, `${mpx} MP`, `${mpx} ميغابكسل`),
    })),
  },
  {
    code: 'reseau',
    labels: t('Réseau', 'Network', 'الشبكة'),
    values: values([
      ['4g', t('4G', '4G', 'الجيل الرابع 4G')],
      ['5g', t('5G', '5G', 'الجيل الخامس 5G')],
    ]),
  },
  {
    code: 'classe-energie',
    labels: t('Classe énergétique', 'Energy class', 'فئة استهلاك الطاقة'),
    values: ['A', 'A+', 'A++', 'A+++'].map((grade) => ({
      code: grade.toLowerCase(),
      labels: t(grade, grade, `الفئة ${grade}`),
    })),
  },
  {
    code: 'froid',
    labels: t('Type de froid', 'Cooling', 'نوع التبريد'),
    values: values([
      ['no-frost', t('No Frost', 'No Frost', 'بدون تجمد')],
      ['statique', t('Statique', 'Static', 'تبريد ثابت')],
    ]),
  },
  {
    code: 'technologie',
    labels: t('Technologie', 'Technology', 'التقنية'),
    values: values([
      ['inverter', t('Inverter', 'Inverter', 'إنفرتر موفر للطاقة')],
      ['on-off', t('Tout ou rien', 'On/off', 'تشغيل وإيقاف عادي')],
    ]),
  },
  {
    code: 'feux',
    labels: t('Nombre de feux', 'Burners', 'عدد الشعلات'),
    values: [4, 5].map((burners) => ({
      code: `${burners}`,
      labels: t(`${burners} feux`, `${burners} burners`, `${burners} شعلات`),
    })),
  },
  {
    code: 'garantie',
    labels: t('Garantie', 'Warranty', 'الضمان'),
    values: values([
      ['6', t('6 mois', '6 months', '6 أشهر')],
      ['12', t('12 mois', '12 months', '12 شهرا')],
      ['24', t('24 mois', '24 months', '24 شهرا')],
      ['36', t('36 mois', '36 months', '36 شهرا')],
    ]),
  },
  {
    code: 'origine',
    labels: t('Origine', 'Origin', 'بلد الصنع'),
    values: values([
      ['algerie', t('Fabriqué en Algérie', 'Made in Algeria', 'صنع في الجزائر')],
      ['turquie', t('Fabriqué en Turquie', 'Made in Turkey', 'صنع في تركيا')],
      ['importe', t('Importé', 'Imported', 'مستورد')],
    ]),
  },
];

/** The definition under `code`, failing loudly on a typo in a kind's table. */
export function defOf<T extends { readonly code: string }>(defs: readonly T[], code: string): T {
  const def = defs.find((candidate) => candidate.code === code);
  if (def === undefined) throw new Error(`Unknown demo catalogue code: ${code}`);
  return def;
}

export function colourOf(code: string): ValueDef & { readonly color: string } {
  const colour = defOf(COLOURS, code);
  if (colour.color === undefined) throw new Error(`Colour ${code} has no hex value`);
  return { ...colour, color: colour.color };
}
