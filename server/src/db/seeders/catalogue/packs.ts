/**
 * Packs of the demo catalogue, made of products already planned: "Pack rentrée" (t-shirts, jean,
 * baskets), a kitchen, a new home, a celebration outfit... Strict and flexible packs alternate: a
 * strict pack fixes one combination of each component, a flexible one lets the shopper choose.
 * A pack costs 5 to 15 % less than its components bought separately.
 */
import { priceTtc } from '@tijara/schema';
import { slugify } from '../../../modules/catalog';
import { CENTIMES, DAY_MS, DEMO_TAX_RATE_BP, htForTtc, wholeDinars } from './planned';
import type { PlannedCombination, PlannedPackItem, PlannedProduct } from './planned';
import { algerianEan13 } from './prng';
import type { Prng } from './prng';
import { packTexts } from './texts';
import type { PackComponentText } from './texts';
import { ATTRIBUTES, defOf } from './vocabulary';
import type { Term } from './vocabulary';

interface PackTemplate {
  readonly names: Term;
  readonly components: readonly { readonly kind: string; readonly quantity: number }[];
  readonly collections: readonly string[];
}

const t = (fr: string, en: string, ar: string): Term => ({ fr, en, ar });

const TEMPLATES: readonly PackTemplate[] = [
  {
    names: t('Pack rentrée', 'Back-to-school bundle', 'باقة الدخول المدرسي'),
    components: [
      { kind: 't-shirt', quantity: 2 },
      { kind: 'jean', quantity: 1 },
      { kind: 'baskets', quantity: 1 },
    ],
    collections: ['rentree'],
  },
  {
    names: t('Pack cuisine équipée', 'Kitchen bundle', 'باقة المطبخ'),
    components: [
      { kind: 'cuisiniere', quantity: 1 },
      { kind: 'refrigerateur', quantity: 1 },
    ],
    collections: ['ramadan'],
  },
  {
    names: t('Pack fêtes', 'Celebration bundle', 'باقة الأفراح'),
    components: [
      { kind: 'robe-kabyle', quantity: 1 },
      { kind: 'hijab', quantity: 2 },
      { kind: 'djellaba', quantity: 1 },
    ],
    collections: ['fetes'],
  },
  {
    names: t('Pack nouvelle maison', 'New home bundle', 'باقة البيت الجديد'),
    components: [
      { kind: 'refrigerateur', quantity: 1 },
      { kind: 'machine-a-laver', quantity: 1 },
      { kind: 'climatiseur', quantity: 1 },
    ],
    collections: ['soldes-ete'],
  },
  {
    names: t('Pack Aïd homme', 'Men’s Eid bundle', 'باقة العيد للرجال'),
    components: [
      { kind: 'qamis', quantity: 1 },
      { kind: 't-shirt', quantity: 1 },
      { kind: 'baskets', quantity: 1 },
    ],
    collections: ['ramadan'],
  },
  {
    names: t('Pack duo smartphones', 'Smartphone duo', 'باقة هاتفين ذكيين'),
    components: [
      { kind: 'smartphone', quantity: 1 },
      { kind: 'smartphone', quantity: 1 },
    ],
    collections: ['soldes-ete'],
  },
];

/** "M, Bleu": the labels of a combination's values. */
function combinationLabel(combination: PlannedCombination): Term {
  const labels = combination.values.map(
    ([attribute, value]) => defOf(defOf(ATTRIBUTES, attribute).values, value).labels,
  );
  const join = (locale: keyof Term, separator: string) =>
    labels.map((label) => label[locale]).join(separator);
  return { fr: join('fr', ', '), en: join('en', ', '), ar: join('ar', '، ') };
}

function numbered(names: Term, round: number): Term {
  if (round === 0) return names;
  const n = round + 1;
  return { fr: `${names.fr} n° ${n}`, en: `${names.en} no. ${n}`, ar: `${names.ar} رقم ${n}` };
}

interface Component {
  readonly index: number;
  readonly product: PlannedProduct;
  readonly item: PlannedPackItem;
}

/** The next product of each kind, in catalogue order, so packs share as few components as possible. */
function componentPicker(products: readonly PlannedProduct[]) {
  const used = new Map<string, number>();
  return (kind: string): number => {
    const ofKind = products.flatMap((product, index) => (product.kind === kind ? [index] : []));
    const turn = used.get(kind) ?? 0;
    used.set(kind, turn + 1);
    const index = ofKind[turn % ofKind.length];
    if (index === undefined) throw new Error(`The catalogue has no ${kind} to put in a pack`);
    return index;
  };
}

function unitTtc(product: PlannedProduct, combination: number | null): number {
  const impact = product.combinations[combination ?? 0]?.priceImpactHt ?? 0;
  return priceTtc(product.priceHt + impact, DEMO_TAX_RATE_BP);
}

function planPack(
  template: PackTemplate,
  pack: { readonly index: number; readonly round: number; readonly strict: boolean },
  components: readonly Component[],
  now: Date,
  rng: Prng,
): PlannedProduct {
  const names = numbered(template.names, pack.round);
  const separately = components.reduce(
    (sum, c) => sum + c.item.quantity * unitTtc(c.product, c.item.combination),
    0,
  );
  const savingPercent = rng.pick([5, 10, 15]);
  const ttc = wholeDinars((separately * (100 - savingPercent)) / 100);
  const priceHt = htForTtc(ttc, DEMO_TAX_RATE_BP);
  const supply = components.reduce((sum, c) => sum + c.item.quantity * c.product.supplyPriceHt, 0);
  const mode = pack.strict ? 'strict' : 'flexible';
  const texts: PackComponentText[] = components.map(({ product, item }) => {
    const fixed = item.combination === null ? undefined : product.combinations[item.combination];
    const name = { fr: product.texts.fr.name, en: product.texts.en.name, ar: product.texts.ar.name };
    return {
      name,
      quantity: item.quantity,
      combination: fixed === undefined ? null : combinationLabel(fixed),
    };
  });
  const [first] = components;
  if (first === undefined) throw new Error('A pack needs components');
  return {
    uuid: rng.uuid(),
    slug: `${slugify(names.fr)}-${pack.index + 1}`,
    sku: `PK-${String(pack.index + 1).padStart(5, '0')}`,
    barcode: algerianEan13(100_000 + pack.index),
    kind: null,
    brand: null,
    line: null,
    mainCategory: 'packs',
    categories: ['packs'],
    priceHt,
    supplyPriceHt: supply,
    wholesalePriceHt: Math.max(supply + CENTIMES, wholeDinars(priceHt * 0.92)),
    wholesaleMoq: 2,
    weightGrams: components.reduce((sum, c) => sum + c.item.quantity * c.product.weightGrams, 0),
    sizeMm: first.product.sizeMm,
    featured: pack.round === 0,
    onSale: false,
    createdAt: new Date(now.getTime() - rng.int(0, 60 * DAY_MS)),
    packMode: mode,
    texts: packTexts(names, texts, mode, { ttcDinars: ttc / CENTIMES, savingPercent }),
    tags: ttc >= 50_000 * CENTIMES ? ['livraison-gratuite'] : [],
    collections: template.collections,
    features: [],
    combinations: [],
    images: [...new Set(components.map((c) => c.product.images[0] ?? ''))].filter((key) => key !== ''),
    packItems: components.map((c) => c.item),
  };
}

/** `count` packs placed after `products` (their indexes follow on), alternating strict and flexible. */
export function planPacks(
  products: readonly PlannedProduct[],
  count: number,
  now: Date,
  rng: Prng,
): PlannedProduct[] {
  const pick = componentPicker(products);
  return Array.from({ length: count }, (_, position) => {
    const template = TEMPLATES[position % TEMPLATES.length];
    if (template === undefined) throw new Error('No pack templates');
    const round = Math.floor(position / TEMPLATES.length);
    const strict = (position + round) % 2 === 0;
    const components = template.components.map(({ kind, quantity }): Component => {
      const index = pick(kind);
      const product = products[index];
      if (product === undefined) throw new Error(`No product at ${index}`);
      const combination = strict ? rng.int(0, product.combinations.length - 1) : null;
      return { index, product, item: { product: index, combination, quantity } };
    });
    return planPack(template, { index: products.length + position, round, strict }, components, now, rng);
  });
}
