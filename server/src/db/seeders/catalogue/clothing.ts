/**
 * Clothing kinds of an Algerian shop: robes kabyles, djellabas, hijabs, qamis, jeans, baskets and
 * t-shirts. Names are noun + qualifier + model, and the Arabic qualifiers agree with their noun
 * (جبة is feminine, قميص masculine). Model names are Kabyle first names, towns and Algiers streets.
 */
import { composeName, consecutive, drawColours, drawPrice } from './kinds';
import type { DinarRange, ProductDraft, ProductKind, Shape } from './kinds';
import { ALGIERS_STREETS, KABYLE_NAMES, MOUNTAINS, TOWNS } from './model-names';
import type { Prng } from './prng';
import type { Term } from './vocabulary';

const t = (fr: string, en: string, ar: string): Term => ({ fr, en, ar });

interface BrandOffer {
  readonly brand: string;
  readonly lines: readonly string[];
}

interface ClothingSpec {
  readonly code: string;
  readonly skuPrefix: string;
  readonly category: string;
  readonly noun: Term;
  readonly shape: Shape;
  readonly price: DinarRange;
  readonly attribute: 'taille' | 'pointure' | null;
  readonly sizes: readonly string[];
  readonly colours: readonly string[];
  readonly materials: readonly string[];
  readonly fits: readonly string[];
  readonly origins: readonly string[];
  readonly brands: readonly BrandOffer[];
  readonly qualifiers: readonly Term[];
  readonly models: readonly Term[];
  readonly collections: readonly string[];
  readonly weightGrams: readonly [number, number];
  readonly sizeMm: readonly [number, number, number];
  readonly share: number;
}

function draftClothing(spec: ClothingSpec, rng: Prng): ProductDraft {
  const offer = rng.pick(spec.brands);
  const features: Record<string, string> = {
    matiere: rng.pick(spec.materials),
    origine: rng.pick(spec.origins),
  };
  if (spec.fits.length > 0) features['coupe'] = rng.pick(spec.fits);
  return {
    name: composeName(spec.noun, rng.pick(spec.qualifiers), rng.pick(spec.models)),
    brand: offer.brand,
    line: rng.pick(offer.lines),
    priceTtcDinars: drawPrice(rng, spec.price),
    primaries: spec.attribute === null ? [] : consecutive(rng, spec.sizes, 2),
    // Without sizes, the colours alone make the combinations: three of them.
    colours: spec.attribute === null ? rng.sample(spec.colours, 3) : drawColours(rng, spec.colours),
    features,
  };
}

function clothingKind(spec: ClothingSpec): ProductKind {
  return {
    code: spec.code,
    skuPrefix: spec.skuPrefix,
    family: 'clothing',
    category: spec.category,
    noun: spec.noun,
    shape: spec.shape,
    priceTtcDinars: spec.price,
    primaryAttribute: spec.attribute,
    primaryStep: 0,
    colours: spec.colours,
    collections: spec.collections,
    wholesaleMoq: [10, 20, 50],
    weightGrams: spec.weightGrams,
    sizeMm: spec.sizeMm,
    share: spec.share,
    draft: (rng) => draftClothing(spec, rng),
  };
}

const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
export const CLOTHING_KINDS: readonly ProductKind[] = [
  clothingKind({
    code: 'robe-kabyle',
    skuPrefix: 'RK',
    category: 'robes',
    noun: t('Robe kabyle', 'Kabyle dress', 'جبة قبائلية'),
    shape: 'dress',
    price: { min: 6000, max: 25000, step: 500 },
    attribute: 'taille',
    sizes: CLOTHING_SIZES,
    colours: ['rouge', 'jaune', 'vert', 'bleu'],
    materials: ['mousseline', 'crepe', 'velours', 'coton'],
    fits: ['ample', 'droite'],
    origins: ['algerie'],
    brands: [{ brand: 'dar-lalla', lines: ['dar-lalla-tradition', 'dar-lalla-fetes'] }],
    qualifiers: [
      t('brodée', 'embroidered', 'مطرزة'),
      t('traditionnelle', 'traditional', 'تقليدية'),
      t('de fête', 'festive', 'للأعراس'),
      t('moderne', 'modern', 'عصرية'),
    ],
    models: KABYLE_NAMES,
    collections: ['fetes', 'ramadan'],
    weightGrams: [600, 1400],
    sizeMm: [60, 300, 400],
    share: 7,
  }),
  clothingKind({
    code: 'djellaba',
    skuPrefix: 'DJ',
    category: 'djellabas',
    noun: t('Djellaba', 'djellaba', 'جلابة'),
    shape: 'robe',
    price: { min: 4000, max: 12000, step: 500 },
    attribute: 'taille',
    sizes: CLOTHING_SIZES,
    colours: ['beige', 'bleu-nuit', 'bordeaux', 'noir'],
    materials: ['lin', 'coton', 'crepe'],
    fits: ['ample'],
    origins: ['algerie', 'turquie'],
    brands: [
      { brand: 'dar-lalla', lines: ['dar-lalla-tradition'] },
      { brand: 'nour', lines: ['nour-quotidien', 'nour-soiree'] },
    ],
    qualifiers: [
      t('brodée', 'embroidered', 'مطرزة'),
      t('légère', 'lightweight', 'خفيفة'),
      t('d’été', 'summer', 'صيفية'),
      t('à capuche', 'hooded', 'بقلنسوة'),
    ],
    models: TOWNS,
    collections: ['ramadan', 'fetes'],
    weightGrams: [500, 900],
    sizeMm: [50, 300, 400],
    share: 6,
  }),
  clothingKind({
    code: 'hijab',
    skuPrefix: 'HJ',
    category: 'hijabs',
    noun: t('Hijab', 'hijab', 'حجاب'),
    shape: 'veil',
    price: { min: 800, max: 2500, step: 100 },
    attribute: null,
    sizes: [],
    colours: ['noir', 'beige', 'rose', 'bleu-nuit', 'bordeaux'],
    materials: ['mousseline', 'jersey', 'crepe'],
    fits: [],
    origins: ['algerie', 'turquie'],
    brands: [{ brand: 'nour', lines: ['nour-quotidien', 'nour-soiree'] }],
    qualifiers: [
      t('long', 'long', 'طويل'),
      t('carré', 'square', 'مربع'),
      t('à enfiler', 'slip-on', 'جاهز'),
      t('plissé', 'pleated', 'مكسر'),
    ],
    models: [
      t('Amel', 'Amel', 'أمل'),
      t('Nour', 'Nour', 'نور'),
      t('Yasmine', 'Yasmine', 'ياسمين'),
      t('Meriem', 'Meriem', 'مريم'),
      t('Lina', 'Lina', 'لينا'),
    ],
    collections: ['ramadan'],
    weightGrams: [100, 250],
    sizeMm: [20, 200, 250],
    share: 6,
  }),
  clothingKind({
    code: 'qamis',
    skuPrefix: 'QM',
    category: 'qamis',
    noun: t('Qamis', 'qamis', 'قميص تقليدي'),
    shape: 'tunic',
    price: { min: 3000, max: 7000, step: 500 },
    attribute: 'taille',
    sizes: CLOTHING_SIZES,
    colours: ['blanc', 'beige', 'gris', 'bleu-nuit'],
    materials: ['coton', 'lin', 'polyester'],
    fits: ['droite', 'ample'],
    origins: ['algerie', 'turquie', 'importe'],
    brands: [{ brand: 'casbah-wear', lines: ['casbah-essentiels'] }],
    qualifiers: [
      t('classique', 'classic', 'كلاسيكي'),
      t('brodé', 'embroidered', 'مطرز'),
      t('long', 'long', 'طويل'),
      t('d’été', 'summer', 'صيفي'),
    ],
    models: [
      t('El Bahdja', 'El Bahdja', 'البهجة'),
      t('Casbah', 'Casbah', 'القصبة'),
      ...MOUNTAINS.slice(0, 2),
    ],
    collections: ['ramadan'],
    weightGrams: [350, 700],
    sizeMm: [40, 300, 400],
    share: 6,
  }),
  clothingKind({
    code: 'jean',
    skuPrefix: 'JN',
    category: 'jeans',
    noun: t('Jean', 'jeans', 'سروال جينز'),
    shape: 'jeans',
    price: { min: 3500, max: 7000, step: 500 },
    attribute: 'taille',
    sizes: ['36', '38', '40', '42', '44'],
    colours: ['bleu', 'bleu-nuit', 'noir', 'gris'],
    materials: ['denim'],
    fits: ['ajustee', 'droite', 'ample'],
    origins: ['algerie', 'turquie'],
    brands: [{ brand: 'casbah-wear', lines: ['casbah-denim'] }],
    qualifiers: [
      t('slim', 'slim', 'ضيق'),
      t('droit', 'straight-leg', 'مستقيم'),
      t('large', 'wide-leg', 'واسع'),
      t('délavé', 'washed', 'باهت'),
    ],
    models: ALGIERS_STREETS,
    collections: ['rentree', 'soldes-ete'],
    weightGrams: [500, 800],
    sizeMm: [50, 250, 350],
    share: 7,
  }),
  clothingKind({
    code: 'baskets',
    skuPrefix: 'BK',
    category: 'baskets',
    noun: t('Baskets', 'sneakers', 'حذاء رياضي'),
    shape: 'shoe',
    price: { min: 4500, max: 12000, step: 500 },
    attribute: 'pointure',
    sizes: ['39', '40', '41', '42', '43', '44', '45'],
    colours: ['blanc', 'noir', 'gris', 'bleu'],
    materials: ['cuir', 'maille'],
    fits: [],
    origins: ['algerie', 'importe'],
    brands: [{ brand: 'atlas-sport', lines: ['atlas-running', 'atlas-urban'] }],
    qualifiers: [
      t('de running', 'running', 'للجري'),
      t('montantes', 'high-top', 'عالي'),
      t('légères', 'lightweight', 'خفيف'),
      t('urbaines', 'city', 'عصري'),
    ],
    models: MOUNTAINS,
    collections: ['rentree', 'soldes-ete'],
    weightGrams: [700, 1200],
    sizeMm: [120, 200, 330],
    share: 7,
  }),
  clothingKind({
    code: 't-shirt',
    skuPrefix: 'TS',
    category: 't-shirts',
    noun: t('T-shirt', 'T-shirt', 'تيشيرت'),
    shape: 'tee',
    price: { min: 1200, max: 2500, step: 100 },
    attribute: 'taille',
    sizes: CLOTHING_SIZES,
    colours: ['blanc', 'noir', 'rouge', 'vert', 'bleu'],
    materials: ['coton', 'polyester', 'jersey'],
    fits: ['ajustee', 'droite', 'ample'],
    origins: ['algerie', 'turquie', 'importe'],
    brands: [
      { brand: 'casbah-wear', lines: ['casbah-essentiels'] },
      { brand: 'atlas-sport', lines: ['atlas-running', 'atlas-urban'] },
    ],
    qualifiers: [
      t('col rond', 'crew-neck', 'بياقة دائرية'),
      t('col V', 'V-neck', 'بياقة على شكل V'),
      t('imprimé', 'printed', 'مطبوع'),
      t('oversize', 'oversized', 'واسع'),
    ],
    models: TOWNS,
    collections: ['rentree', 'soldes-ete'],
    weightGrams: [150, 250],
    sizeMm: [20, 250, 300],
    share: 6,
  }),
];
