/**
 * How the demo catalogue is organised: the category tree, brands and their lines, collections and
 * tags, in the three languages. Phone and appliance brands are the ones Algerian shops sell
 * (Condor, Iris and Brandt are made in Algeria); the clothing brands are invented.
 */
import type { Term } from './vocabulary';

export interface CategoryDef {
  readonly slug: string;
  readonly names: Term;
  readonly parent: string | null;
}

export interface BrandLineDef {
  readonly slug: string;
  readonly names: Term;
}

export interface BrandDef {
  readonly slug: string;
  readonly name: string;
  readonly descriptions: Term;
  readonly lines: readonly BrandLineDef[];
}

export interface SlugDef {
  readonly slug: string;
  readonly names: Term;
}

const t = (fr: string, en: string, ar: string): Term => ({ fr, en, ar });

/** Parents before children (inserted in this order). */
export const CATEGORIES: readonly CategoryDef[] = [
  { slug: 'vetements', names: t('Vêtements', 'Clothing', 'ملابس'), parent: null },
  { slug: 'vetements-femme', names: t('Femme', 'Women', 'نساء'), parent: 'vetements' },
  { slug: 'vetements-homme', names: t('Homme', 'Men', 'رجال'), parent: 'vetements' },
  { slug: 'chaussures', names: t('Chaussures', 'Shoes', 'أحذية'), parent: 'vetements' },
  { slug: 'robes', names: t('Robes', 'Dresses', 'فساتين'), parent: 'vetements-femme' },
  { slug: 'djellabas', names: t('Djellabas', 'Djellabas', 'جلابيات'), parent: 'vetements-femme' },
  { slug: 'hijabs', names: t('Hijabs', 'Hijabs', 'حجابات'), parent: 'vetements-femme' },
  { slug: 'qamis', names: t('Qamis', 'Qamis', 'قمصان تقليدية'), parent: 'vetements-homme' },
  { slug: 'jeans', names: t('Jeans', 'Jeans', 'سراويل جينز'), parent: 'vetements-homme' },
  { slug: 't-shirts', names: t('T-shirts', 'T-shirts', 'تيشيرتات'), parent: 'vetements-homme' },
  { slug: 'baskets', names: t('Baskets', 'Sneakers', 'أحذية رياضية'), parent: 'chaussures' },
  { slug: 'telephonie', names: t('Téléphonie', 'Phones', 'الهواتف'), parent: null },
  { slug: 'smartphones', names: t('Smartphones', 'Smartphones', 'هواتف ذكية'), parent: 'telephonie' },
  { slug: 'electromenager', names: t('Électroménager', 'Home appliances', 'أجهزة كهرومنزلية'), parent: null },
  { slug: 'refrigerateurs', names: t('Réfrigérateurs', 'Refrigerators', 'ثلاجات'), parent: 'electromenager' },
  {
    slug: 'climatiseurs',
    names: t('Climatiseurs', 'Air conditioners', 'مكيفات هواء'),
    parent: 'electromenager',
  },
  {
    slug: 'machines-a-laver',
    names: t('Machines à laver', 'Washing machines', 'غسالات الملابس'),
    parent: 'electromenager',
  },
  { slug: 'cuisinieres', names: t('Cuisinières', 'Cookers', 'طباخات'), parent: 'electromenager' },
  { slug: 'packs', names: t('Packs', 'Bundles', 'عروض الباقات'), parent: null },
];

const line = (slug: string, fr: string, en: string, ar: string): BrandLineDef => ({
  slug,
  names: t(fr, en, ar),
});

export const BRANDS: readonly BrandDef[] = [
  {
    slug: 'dar-lalla',
    name: 'Dar Lalla',
    descriptions: t(
      'Tenues traditionnelles cousues en Kabylie.',
      'Traditional outfits sewn in Kabylia.',
      'أزياء تقليدية مخيطة في منطقة القبائل.',
    ),
    lines: [
      line('dar-lalla-tradition', 'Tradition', 'Tradition', 'تقاليد'),
      line('dar-lalla-fetes', 'Fêtes', 'Celebrations', 'أفراح'),
    ],
  },
  {
    slug: 'nour',
    name: 'Nour',
    descriptions: t(
      'Hijabs et djellabas pour tous les jours.',
      'Everyday hijabs and djellabas.',
      'حجابات وجلابيات لكل يوم.',
    ),
    lines: [
      line('nour-quotidien', 'Quotidien', 'Everyday', 'يومي'),
      line('nour-soiree', 'Soirée', 'Evening', 'سهرة'),
    ],
  },
  {
    slug: 'casbah-wear',
    name: 'Casbah Wear',
    descriptions: t(
      'Le vestiaire masculin d’Alger.',
      'Menswear from Algiers.',
      'ملابس رجالية من الجزائر العاصمة.',
    ),
    lines: [
      line('casbah-essentiels', 'Essentiels', 'Essentials', 'الأساسيات'),
      line('casbah-denim', 'Denim', 'Denim', 'دنيم'),
    ],
  },
  {
    slug: 'atlas-sport',
    name: 'Atlas Sport',
    descriptions: t('Sport et ville, du Hoggar à la côte.', 'Sport and city wear.', 'ملابس رياضية وعصرية.'),
    lines: [
      line('atlas-running', 'Running', 'Running', 'الجري'),
      line('atlas-urban', 'Urbain', 'Urban', 'حضري'),
    ],
  },
  {
    slug: 'samsung',
    name: 'Samsung',
    descriptions: t(
      'Smartphones et électroménager.',
      'Smartphones and home appliances.',
      'هواتف ذكية وأجهزة منزلية.',
    ),
    lines: [
      line('galaxy-a', 'Galaxy A', 'Galaxy A', 'غالاكسي A'),
      line('galaxy-s', 'Galaxy S', 'Galaxy S', 'غالاكسي S'),
      line('samsung-bespoke', 'Bespoke', 'Bespoke', 'بيسبوك'),
      line('samsung-windfree', 'WindFree', 'WindFree', 'ويند فري'),
    ],
  },
  {
    slug: 'xiaomi',
    name: 'Xiaomi',
    descriptions: t('Smartphones au meilleur prix.', 'Value smartphones.', 'هواتف ذكية بأفضل سعر.'),
    lines: [
      line('redmi', 'Redmi', 'Redmi', 'ريدمي'),
      line('redmi-note', 'Redmi Note', 'Redmi Note', 'ريدمي نوت'),
      line('poco', 'Poco', 'Poco', 'بوكو'),
    ],
  },
  {
    slug: 'oppo',
    name: 'Oppo',
    descriptions: t('Smartphones élégants.', 'Stylish smartphones.', 'هواتف ذكية أنيقة.'),
    lines: [line('oppo-a', 'Série A', 'A series', 'السلسلة A'), line('oppo-reno', 'Reno', 'Reno', 'رينو')],
  },
  {
    slug: 'realme',
    name: 'Realme',
    descriptions: t('Smartphones pour les jeunes.', 'Smartphones for the young.', 'هواتف ذكية للشباب.'),
    lines: [
      line('realme-c', 'Série C', 'C series', 'السلسلة C'),
      line('realme-pro', 'Série Pro', 'Pro series', 'السلسلة برو'),
    ],
  },
  {
    slug: 'apple',
    name: 'Apple',
    descriptions: t('iPhone.', 'iPhone.', 'آيفون.'),
    lines: [line('iphone', 'iPhone', 'iPhone', 'آيفون')],
  },
  {
    slug: 'condor',
    name: 'Condor',
    descriptions: t(
      'Marque algérienne de Bordj Bou Arréridj.',
      'Algerian brand from Bordj Bou Arreridj.',
      'علامة جزائرية من برج بوعريريج.',
    ),
    lines: [
      line('condor-allure', 'Allure', 'Allure', 'ألور'),
      line('condor-plume', 'Plume', 'Plume', 'بلوم'),
      line('condor-maison', 'Maison', 'Home', 'المنزل'),
    ],
  },
  {
    slug: 'iris',
    name: 'iris',
    descriptions: t('Marque algérienne de Sétif.', 'Algerian brand from Setif.', 'علامة جزائرية من سطيف.'),
    lines: [line('iris-next', 'Next', 'Next', 'نكست'), line('iris-maison', 'Maison', 'Home', 'المنزل')],
  },
  {
    slug: 'brandt',
    name: 'Brandt',
    descriptions: t(
      'Électroménager fabriqué à Sétif.',
      'Home appliances made in Setif.',
      'أجهزة منزلية مصنوعة في سطيف.',
    ),
    lines: [
      line('brandt-froid', 'Froid', 'Cooling', 'التبريد'),
      line('brandt-lavage', 'Lavage', 'Laundry', 'الغسيل'),
    ],
  },
  {
    slug: 'lg',
    name: 'LG',
    descriptions: t('Électroménager coréen.', 'Korean home appliances.', 'أجهزة منزلية كورية.'),
    lines: [
      line('lg-dualcool', 'DUALCOOL', 'DUALCOOL', 'ديوال كول'),
      line('lg-instaview', 'InstaView', 'InstaView', 'إنستا فيو'),
    ],
  },
];

export const COLLECTIONS: readonly SlugDef[] = [
  { slug: 'ramadan', names: t('Ramadan', 'Ramadan', 'رمضان') },
  { slug: 'rentree', names: t('Rentrée scolaire', 'Back to school', 'الدخول المدرسي') },
  { slug: 'soldes-ete', names: t('Soldes d’été', 'Summer sale', 'تخفيضات الصيف') },
  { slug: 'fetes', names: t('Mariages et fêtes', 'Weddings and celebrations', 'الأعراس والحفلات') },
];

export const TAGS: readonly SlugDef[] = [
  { slug: 'nouveaute', names: t('Nouveauté', 'New', 'جديد') },
  { slug: 'made-in-algeria', names: t('Fabriqué en Algérie', 'Made in Algeria', 'صنع في الجزائر') },
  { slug: 'meilleure-vente', names: t('Meilleure vente', 'Best seller', 'الأكثر مبيعا') },
  { slug: 'livraison-gratuite', names: t('Livraison gratuite', 'Free delivery', 'توصيل مجاني') },
  { slug: 'edition-limitee', names: t('Édition limitée', 'Limited edition', 'إصدار محدود') },
];

/** The chain from the root down to `slug` (a product is filed under each of them). */
export function categoryPath(slug: string): string[] {
  const path: string[] = [];
  for (let current: string | null = slug; current !== null;) {
    const category = CATEGORIES.find((candidate) => candidate.slug === current);
    if (category === undefined) throw new Error(`Unknown demo category: ${current}`);
    path.unshift(category.slug);
    current = category.parent;
  }
  return path;
}

export function brandNamed(slug: string): BrandDef {
  const brand = BRANDS.find((candidate) => candidate.slug === slug);
  if (brand === undefined) throw new Error(`Unknown demo brand: ${slug}`);
  return brand;
}

/** Invented wholesalers the shop buys from, one per family. */
export const SUPPLIERS: readonly {
  readonly family: string;
  readonly name: string;
  readonly phone: string;
}[] = [
  { family: 'clothing', name: 'Textiles de la Soummam', phone: '0550123401' },
  { family: 'phones', name: 'Sahel Mobile Distribution', phone: '0661123402' },
  { family: 'appliances', name: 'Électro Mitidja', phone: '0770123403' },
];
