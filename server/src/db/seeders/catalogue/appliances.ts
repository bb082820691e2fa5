/**
 * Home appliances of an Algerian shop: réfrigérateurs, climatiseurs, machines à laver and
 * cuisinières from Condor, Brandt and Iris (made in Algeria), LG and Samsung. Combinations vary by
 * capacity (litres, kilograms, BTU, oven volume) and colour. Model references are drawn in each
 * brand's style; prices are tax-inclusive dinars.
 */
import { consecutive, drawPrice } from './kinds';
import type { DinarRange, ProductDraft, ProductKind, Shape } from './kinds';
import type { Prng } from './prng';
import { brandNamed } from './taxonomy';
import type { Term } from './vocabulary';

const t = (fr: string, en: string, ar: string): Term => ({ fr, en, ar });

interface ApplianceOffer {
  readonly brand: string;
  readonly line: string | null;
  /** Start of the model references ("CRF-"). */
  readonly reference: string;
}

interface ApplianceSpec {
  readonly code: string;
  readonly skuPrefix: string;
  readonly category: string;
  readonly noun: Term;
  readonly shape: Shape;
  readonly price: DinarRange;
  readonly capacities: readonly string[];
  readonly colours: readonly string[];
  readonly variants: readonly Term[];
  readonly offers: readonly ApplianceOffer[];
  /** Features every product has, each drawn among its values. */
  readonly features: Readonly<Record<string, readonly string[]>>;
  readonly weightGrams: readonly [number, number];
  readonly sizeMm: readonly [number, number, number];
  readonly collections: readonly string[];
  readonly share: number;
}

const LOCAL_MAKERS = ['condor', 'brandt', 'iris'];

function draftAppliance(spec: ApplianceSpec, rng: Prng): ProductDraft {
  const offer = rng.pick(spec.offers);
  const brand = brandNamed(offer.brand).name;
  const reference = `${offer.reference}${rng.int(10, 99)}${rng.pick(['', 'S', 'X', 'N'])}${rng.int(1, 9)}`;
  const variant = rng.pick(spec.variants);
  const features: Record<string, string> = {};
  for (const [type, choices] of Object.entries(spec.features)) features[type] = rng.pick(choices);
  features['origine'] = LOCAL_MAKERS.includes(offer.brand) ? 'algerie' : 'importe';
  const single = spec.colours.length < 3;
  return {
    name: {
      fr: `${spec.noun.fr} ${variant.fr} ${brand} ${reference}`,
      en: `${brand} ${reference} ${variant.en} ${spec.noun.en}`,
      ar: `${spec.noun.ar} ${variant.ar} ${brand} ${reference}`,
    },
    brand: offer.brand,
    line: offer.line,
    priceTtcDinars: drawPrice(rng, { ...spec.price, max: Math.round(spec.price.max * 0.8) }),
    primaries: consecutive(rng, spec.capacities, single ? 3 : 2),
    colours: rng.sample(spec.colours, single ? 2 : rng.int(2, 3)),
    features,
  };
}

function applianceKind(spec: ApplianceSpec): ProductKind {
  return {
    code: spec.code,
    skuPrefix: spec.skuPrefix,
    family: 'appliances',
    category: spec.category,
    noun: spec.noun,
    shape: spec.shape,
    priceTtcDinars: spec.price,
    primaryAttribute: 'capacite',
    primaryStep: 0.15,
    colours: spec.colours,
    collections: spec.collections,
    wholesaleMoq: [2, 5],
    weightGrams: spec.weightGrams,
    sizeMm: spec.sizeMm,
    share: spec.share,
    draft: (rng) => draftAppliance(spec, rng),
  };
}

const ENERGY = ['a', 'a+', 'a++', 'a+++'];
const WARRANTY = ['12', '24', '36'];

export const APPLIANCE_KINDS: readonly ProductKind[] = [
  applianceKind({
    code: 'refrigerateur',
    skuPrefix: 'RF',
    category: 'refrigerateurs',
    noun: t('Réfrigérateur', 'refrigerator', 'ثلاجة'),
    shape: 'fridge',
    price: { min: 60000, max: 180000, step: 1000 },
    capacities: ['250l', '350l', '450l', '550l', '650l'],
    colours: ['blanc', 'inox', 'noir'],
    variants: [
      t('combiné', 'bottom-freezer', 'بمجمد سفلي'),
      t('double porte', 'top-freezer', 'ببابين'),
      t('side-by-side', 'side-by-side', 'ببابين جانبيين'),
    ],
    offers: [
      { brand: 'condor', line: 'condor-maison', reference: 'CRF-' },
      { brand: 'brandt', line: 'brandt-froid', reference: 'BD' },
      { brand: 'iris', line: 'iris-maison', reference: 'IR-' },
      { brand: 'lg', line: 'lg-instaview', reference: 'GN-' },
      { brand: 'samsung', line: 'samsung-bespoke', reference: 'RB' },
    ],
    features: { froid: ['no-frost', 'statique'], 'classe-energie': ENERGY, garantie: WARRANTY },
    weightGrams: [45000, 110000],
    sizeMm: [1800, 600, 650],
    collections: ['ramadan', 'soldes-ete'],
    share: 8,
  }),
  applianceKind({
    code: 'climatiseur',
    skuPrefix: 'CL',
    category: 'climatiseurs',
    noun: t('Climatiseur', 'air conditioner', 'مكيف هواء'),
    shape: 'air-conditioner',
    price: { min: 45000, max: 150000, step: 1000 },
    capacities: ['9000btu', '12000btu', '18000btu', '24000btu'],
    colours: ['blanc', 'noir'],
    variants: [t('split mural', 'wall split', 'حائطي'), t('réversible', 'heat-pump', 'بارد وساخن')],
    offers: [
      { brand: 'condor', line: 'condor-maison', reference: 'CA-' },
      { brand: 'brandt', line: 'brandt-froid', reference: 'BAC' },
      { brand: 'iris', line: 'iris-maison', reference: 'IRC-' },
      { brand: 'lg', line: 'lg-dualcool', reference: 'S4-' },
      { brand: 'samsung', line: 'samsung-windfree', reference: 'AR' },
    ],
    features: { technologie: ['inverter', 'on-off'], 'classe-energie': ENERGY, garantie: WARRANTY },
    weightGrams: [30000, 55000],
    sizeMm: [350, 900, 400],
    collections: ['soldes-ete'],
    share: 6,
  }),
  applianceKind({
    code: 'machine-a-laver',
    skuPrefix: 'ML',
    category: 'machines-a-laver',
    noun: t('Machine à laver', 'washing machine', 'غسالة'),
    shape: 'washer',
    price: { min: 50000, max: 140000, step: 1000 },
    capacities: ['7kg', '8kg', '9kg', '10kg', '12kg'],
    colours: ['blanc', 'inox', 'noir'],
    variants: [
      t('frontale', 'front-loading', 'بفتحة أمامية'),
      t('à chargement par le haut', 'top-loading', 'بفتحة علوية'),
      t('lavante-séchante', 'washer-dryer', 'مع مجفف'),
    ],
    offers: [
      { brand: 'condor', line: 'condor-maison', reference: 'CWM-' },
      { brand: 'brandt', line: 'brandt-lavage', reference: 'BWF' },
      { brand: 'iris', line: 'iris-maison', reference: 'IWM-' },
      { brand: 'lg', line: null, reference: 'F4' },
      { brand: 'samsung', line: null, reference: 'WW' },
    ],
    features: { 'classe-energie': ENERGY, garantie: WARRANTY },
    weightGrams: [55000, 80000],
    sizeMm: [850, 600, 600],
    collections: ['ramadan'],
    share: 6,
  }),
  applianceKind({
    code: 'cuisiniere',
    skuPrefix: 'CU',
    category: 'cuisinieres',
    noun: t('Cuisinière', 'cooker', 'طباخة'),
    shape: 'cooker',
    price: { min: 30000, max: 90000, step: 500 },
    capacities: ['four-55l', 'four-65l', 'four-90l'],
    colours: ['blanc', 'inox', 'noir'],
    variants: [t('à gaz', 'gas', 'بالغاز'), t('mixte', 'dual-fuel', 'مختلطة')],
    offers: [
      { brand: 'condor', line: 'condor-maison', reference: 'CG-' },
      { brand: 'brandt', line: null, reference: 'BCG' },
      { brand: 'iris', line: 'iris-maison', reference: 'ICG-' },
    ],
    features: { feux: ['4', '5'], garantie: WARRANTY },
    weightGrams: [30000, 55000],
    sizeMm: [850, 600, 600],
    collections: ['ramadan', 'fetes'],
    share: 5,
  }),
];
