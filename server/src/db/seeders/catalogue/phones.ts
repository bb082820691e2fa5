/**
 * Smartphones as Algerian shops sell them: real models of Samsung, Xiaomi, Oppo, Realme and Apple,
 * and of the Algerian makers Condor and iris, with their storage and colour choices. A model is
 * listed many times (RAM and edition: double SIM, global version, case included...), as shops do.
 * Prices are tax-inclusive dinars of the smallest storage, from 35 000 to 250 000 DA.
 */
import { drawColours } from './kinds';
import type { DinarRange, ProductDraft, ProductKind } from './kinds';
import type { Prng } from './prng';
import { brandNamed } from './taxonomy';
import type { Term } from './vocabulary';

interface PhoneModel {
  readonly brand: string;
  readonly line: string;
  readonly model: string;
  readonly price: number;
  readonly storages: readonly string[];
  readonly rams: readonly number[];
  readonly colours: readonly string[];
  readonly screen: string;
  readonly battery: string;
  readonly camera: string;
  readonly network: '4g' | '5g';
}

const phone = (
  [brand, line, model]: readonly [string, string, string],
  price: number,
  storages: readonly number[],
  rams: readonly number[],
  colours: readonly string[],
  [screen, battery, camera, network]: readonly [string, number, number, '4g' | '5g'],
): PhoneModel => ({
  brand,
  line,
  model,
  price,
  storages: storages.map(String),
  rams,
  colours,
  screen,
  battery: String(battery),
  camera: String(camera),
  network,
});

const MODELS: readonly PhoneModel[] = [
  phone(
    ['samsung', 'galaxy-a', 'Galaxy A15'],
    36000,
    [128, 256],
    [4, 6],
    ['noir', 'bleu', 'vert'],
    ['6.5', 5000, 50, '4g'],
  ),
  phone(
    ['samsung', 'galaxy-a', 'Galaxy A25 5G'],
    48000,
    [128, 256],
    [6, 8],
    ['noir', 'bleu', 'violet'],
    ['6.5', 5000, 50, '5g'],
  ),
  phone(
    ['samsung', 'galaxy-a', 'Galaxy A35 5G'],
    62000,
    [128, 256],
    [6, 8],
    ['noir', 'bleu', 'violet'],
    ['6.6', 5000, 50, '5g'],
  ),
  phone(
    ['samsung', 'galaxy-a', 'Galaxy A55 5G'],
    78000,
    [128, 256],
    [8, 12],
    ['noir', 'bleu', 'violet'],
    ['6.6', 5000, 50, '5g'],
  ),
  phone(
    ['samsung', 'galaxy-s', 'Galaxy S24'],
    145000,
    [128, 256, 512],
    [8],
    ['noir', 'violet', 'dore'],
    ['6.1', 4000, 50, '5g'],
  ),
  phone(
    ['samsung', 'galaxy-s', 'Galaxy S24 Ultra'],
    210000,
    [256, 512, 1024],
    [12],
    ['noir', 'titane', 'violet'],
    ['6.8', 5000, 200, '5g'],
  ),
  phone(
    ['xiaomi', 'redmi', 'Redmi 13C'],
    35000,
    [128, 256],
    [4, 6, 8],
    ['noir', 'bleu', 'vert'],
    ['6.7', 5000, 50, '4g'],
  ),
  phone(
    ['xiaomi', 'redmi-note', 'Redmi Note 13'],
    42000,
    [128, 256],
    [6, 8],
    ['noir', 'bleu', 'vert'],
    ['6.7', 5000, 108, '4g'],
  ),
  phone(
    ['xiaomi', 'redmi-note', 'Redmi Note 13 Pro 5G'],
    65000,
    [256, 512],
    [8, 12],
    ['noir', 'violet', 'blanc'],
    ['6.7', 5000, 200, '5g'],
  ),
  phone(
    ['xiaomi', 'poco', 'Poco X6 Pro 5G'],
    72000,
    [256, 512],
    [8, 12],
    ['noir', 'gris', 'dore'],
    ['6.7', 5000, 64, '5g'],
  ),
  phone(['oppo', 'oppo-a', 'A18'], 35000, [64, 128], [4], ['noir', 'bleu'], ['6.5', 5000, 13, '4g']),
  phone(['oppo', 'oppo-a', 'A58'], 41000, [128, 256], [6, 8], ['noir', 'vert'], ['6.7', 5000, 50, '4g']),
  phone(
    ['oppo', 'oppo-reno', 'Reno 11 F 5G'],
    75000,
    [256, 512],
    [8],
    ['vert', 'violet', 'gris'],
    ['6.7', 5000, 64, '5g'],
  ),
  phone(['realme', 'realme-c', 'C53'], 36000, [128, 256], [6, 8], ['noir', 'dore'], ['6.7', 5000, 50, '4g']),
  phone(['realme', 'realme-c', 'C67'], 40000, [128, 256], [6, 8], ['noir', 'vert'], ['6.7', 5000, 108, '4g']),
  phone(
    ['realme', 'realme-pro', '12 Pro+ 5G'],
    98000,
    [256, 512],
    [8, 12],
    ['bleu', 'gris'],
    ['6.7', 5000, 50, '5g'],
  ),
  phone(
    ['apple', 'iphone', 'iPhone 13'],
    130000,
    [128, 256, 512],
    [4],
    ['noir', 'blanc', 'bleu', 'rose'],
    ['6.1', 3300, 12, '5g'],
  ),
  phone(
    ['apple', 'iphone', 'iPhone 15'],
    170000,
    [128, 256, 512],
    [6],
    ['noir', 'bleu', 'rose', 'vert'],
    ['6.1', 3300, 48, '5g'],
  ),
  phone(
    ['apple', 'iphone', 'iPhone 15 Pro Max'],
    235000,
    [256, 512, 1024],
    [8],
    ['titane', 'noir', 'blanc'],
    ['6.7', 4500, 48, '5g'],
  ),
  phone(
    ['condor', 'condor-allure', 'Allure M3'],
    35000,
    [64, 128],
    [4],
    ['noir', 'bleu'],
    ['6.5', 4000, 13, '4g'],
  ),
  phone(
    ['condor', 'condor-plume', 'Plume P8 Pro'],
    36500,
    [64, 128],
    [4, 6],
    ['noir', 'bleu', 'gris'],
    ['6.5', 4000, 48, '4g'],
  ),
  phone(['iris', 'iris-next', 'Next 12'], 35000, [64, 128], [4], ['noir', 'vert'], ['6.5', 5000, 13, '4g']),
  phone(
    ['iris', 'iris-next', 'Next 20 5G'],
    39000,
    [128, 256],
    [6],
    ['noir', 'bleu'],
    ['6.6', 5000, 48, '5g'],
  ),
];

const EDITIONS: readonly { readonly name: Term; readonly extraDinars: number }[] = [
  { name: { fr: 'double SIM', en: 'dual SIM', ar: 'شريحتان' }, extraDinars: 0 },
  { name: { fr: 'version globale', en: 'global version', ar: 'النسخة العالمية' }, extraDinars: 1000 },
  { name: { fr: 'étui offert', en: 'free case', ar: 'مع غلاف مجاني' }, extraDinars: 1500 },
  { name: { fr: 'garantie 2 ans', en: '2-year warranty', ar: 'ضمان سنتين' }, extraDinars: 3000 },
  {
    name: { fr: 'chargeur rapide inclus', en: 'fast charger included', ar: 'مع شاحن سريع' },
    extraDinars: 2000,
  },
];

const PRICE: DinarRange = { min: 35000, max: 250000, step: 500 };
const ALGERIAN_MAKERS = ['condor', 'iris'];

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function draftPhone(rng: Prng): ProductDraft {
  const model = rng.pick(MODELS);
  const ramIndex = rng.int(0, model.rams.length - 1);
  const ram = model.rams[ramIndex] ?? 4;
  const edition = rng.pick(EDITIONS);
  const brand = brandNamed(model.brand).name;
  const title = `${brand} ${model.model}`;
  const price = roundTo(model.price * (1 + 0.06 * ramIndex) + edition.extraDinars, PRICE.step);
  const storageStart = rng.int(0, Math.max(0, model.storages.length - 2));
  return {
    name: {
      fr: `${title} ${ram} Go RAM, ${edition.name.fr}`,
      en: `${title} ${ram} GB RAM, ${edition.name.en}`,
      ar: `هاتف ${title} بذاكرة ${ram} جيغابايت، ${edition.name.ar}`,
    },
    brand: model.brand,
    line: model.line,
    priceTtcDinars: Math.min(PRICE.max, Math.max(PRICE.min, price)),
    primaries: model.storages.slice(storageStart, storageStart + 2),
    colours: drawColours(rng, model.colours),
    features: {
      ecran: model.screen,
      'memoire-vive': String(ram),
      batterie: model.battery,
      'appareil-photo': model.camera,
      reseau: model.network,
      garantie: edition.extraDinars === 3000 ? '24' : '12',
      origine: ALGERIAN_MAKERS.includes(model.brand) ? 'algerie' : 'importe',
    },
  };
}

export const PHONE_KINDS: readonly ProductKind[] = [
  {
    code: 'smartphone',
    skuPrefix: 'SM',
    family: 'phones',
    category: 'smartphones',
    noun: { fr: 'Smartphone', en: 'Smartphone', ar: 'هاتف ذكي' },
    shape: 'phone',
    priceTtcDinars: PRICE,
    primaryAttribute: 'stockage',
    primaryStep: 0.12,
    colours: [...new Set(MODELS.flatMap((model) => model.colours))],
    collections: ['rentree', 'soldes-ete'],
    wholesaleMoq: [5, 10],
    weightGrams: [170, 240],
    sizeMm: [60, 90, 180],
    share: 30,
    draft: draftPhone,
  },
];
