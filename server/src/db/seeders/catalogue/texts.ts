/**
 * Product texts in French, English and Arabic, written from templates: a short description, a long
 * one (features and options as a list), an SEO title and description. The HTML is the small subset
 * the sanitiser keeps (p, ul, li, strong). Templates vary by family, drawn from the seeded generator.
 */
import type { Locale } from '@tijara/schema';
import type { Family } from './kinds';
import type { Prng } from './prng';
import type { Term } from './vocabulary';

export interface ProductTexts {
  readonly name: string;
  readonly shortDescription: string;
  readonly longDescription: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
}

export type TextsByLocale = Readonly<Record<Locale, ProductTexts>>;

export interface Labelled {
  readonly label: Term;
  readonly values: readonly Term[];
}

export interface TextInput {
  readonly family: Family;
  readonly name: Term;
  readonly brand: string;
  /** Features: one value each. */
  readonly features: readonly Labelled[];
  /** What the combinations offer: colours, sizes, storage... */
  readonly options: readonly Labelled[];
  readonly priceTtcDinars: number;
}

const LOCALES: readonly Locale[] = ['fr', 'en', 'ar'];
const LIST_SEPARATOR: Record<Locale, string> = { fr: ', ', en: ', ', ar: '، ' };
const COLON: Record<Locale, string> = { fr: ' : ', en: ': ', ar: ': ' };

type Template = (brand: string) => Term;

const INTROS: Readonly<Record<Family, readonly Template[]>> = {
  clothing: [
    (b) => ({
      fr: `Un modèle ${b} aux finitions soignées, confortable du matin au soir.`,
      en: `A ${b} design with careful finishing, comfortable from morning to night.`,
      ar: `تصميم من ${b} بلمسات نهائية متقنة، مريح من الصباح إلى المساء.`,
    }),
    (b) => ({
      fr: `Signé ${b}, pensé pour le quotidien comme pour les grandes occasions.`,
      en: `By ${b}, made for every day and for special occasions.`,
      ar: `من ${b}، للاستعمال اليومي وللمناسبات الخاصة.`,
    }),
    (b) => ({
      fr: `Coupé dans une matière agréable, ce modèle ${b} se porte en toute saison.`,
      en: `Cut from a pleasant fabric, this ${b} piece is worn in every season.`,
      ar: `قماش مريح يناسب كل الفصول، من تشكيلة ${b}.`,
    }),
  ],
  phones: [
    (b) => ({
      fr: `Un smartphone ${b} rapide et endurant, idéal pour les photos, les réseaux sociaux et les vidéos.`,
      en: `A fast, long-lasting ${b} smartphone, ideal for photos, social media and videos.`,
      ar: `هاتف ذكي من ${b} سريع وببطارية تدوم طويلا، مثالي للتصوير ومواقع التواصل ومشاهدة الفيديو.`,
    }),
    (b) => ({
      fr: `Grand écran, batterie qui tient la journée et double SIM : l’essentiel au quotidien, signé ${b}.`,
      en: `A large screen, a battery that lasts all day and dual SIM: the everyday essentials, by ${b}.`,
      ar: `شاشة كبيرة وبطارية تكفي يوما كاملا وشريحتان: كل ما تحتاجه يوميا من ${b}.`,
    }),
    (b) => ({
      fr: `Performances fluides et appareil photo polyvalent : ce ${b} accompagne toutes vos journées.`,
      en: `Smooth performance and a versatile camera: this ${b} keeps up with your day.`,
      ar: `أداء سلس وكاميرا متعددة الاستخدامات: هاتف ${b} يرافقك طوال اليوم.`,
    }),
  ],
  appliances: [
    (b) => ({
      fr: `Conçu pour les foyers algériens, cet appareil ${b} est robuste, économe et facile à entretenir.`,
      en: `Designed for Algerian homes, this ${b} appliance is sturdy, economical and easy to maintain.`,
      ar: `جهاز من ${b} مصمم للبيوت الجزائرية، متين واقتصادي وسهل الصيانة.`,
    }),
    (b) => ({
      fr: `Fiable et silencieux, ce modèle ${b} simplifie la vie de toute la famille.`,
      en: `Reliable and quiet, this ${b} model makes life easier for the whole family.`,
      ar: `موثوق وهادئ، هذا الطراز من ${b} يسهل حياة العائلة بأكملها.`,
    }),
    (b) => ({
      fr: `Un appareil ${b} performant et économe en énergie, avec service après-vente partout en Algérie.`,
      en: `An efficient, energy-saving ${b} appliance with after-sales service across Algeria.`,
      ar: `جهاز ${b} عالي الأداء وموفر للطاقة، مع خدمة ما بعد البيع في كامل أنحاء الجزائر.`,
    }),
  ],
};

const DELIVERY: Term = {
  fr: 'Livraison dans toute l’Algérie, paiement à la livraison.',
  en: 'Delivery anywhere in Algeria, cash on delivery.',
  ar: 'التوصيل إلى كامل ولايات الوطن والدفع عند الاستلام.',
};

/** "35 000": dinars grouped by thousands, the way prices are written in Algeria. */
export function dinars(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

function listItems(entries: readonly Labelled[], locale: Locale): string {
  return entries
    .map((entry) => {
      const values = entry.values.map((value) => value[locale]).join(LIST_SEPARATOR[locale]);
      return `<li><strong>${entry.label[locale]}</strong>${COLON[locale]}${values}</li>`;
    })
    .join('');
}

function seoTexts(
  name: Term,
  priceTtcDinars: number,
  locale: Locale,
): Pick<ProductTexts, 'seoTitle' | 'seoDescription'> {
  const price = dinars(priceTtcDinars);
  switch (locale) {
    case 'fr':
      return {
        seoTitle: `${name.fr} – prix en Algérie`,
        seoDescription: `Achetez ${name.fr} à ${price} DA. ${DELIVERY.fr}`,
      };
    case 'en':
      return {
        seoTitle: `${name.en} – price in Algeria`,
        seoDescription: `Buy the ${name.en} for ${price} DA. ${DELIVERY.en}`,
      };
    case 'ar':
      return {
        seoTitle: `${name.ar} – السعر في الجزائر`,
        seoDescription: `اشترِ ${name.ar} بسعر ${price} دج. ${DELIVERY.ar}`,
      };
  }
}

export function productTexts(input: TextInput, rng: Prng): TextsByLocale {
  const [intro, second] = rng.sample(INTROS[input.family], 2).map((template) => template(input.brand));
  if (intro === undefined || second === undefined) throw new Error('Each family needs two intros');
  const texts = {} as Record<Locale, ProductTexts>;
  for (const locale of LOCALES) {
    texts[locale] = {
      name: input.name[locale],
      shortDescription: `<p>${intro[locale]}</p>`,
      longDescription:
        `<p>${second[locale]}</p><ul>${listItems(input.features, locale)}</ul>` +
        `<ul>${listItems(input.options, locale)}</ul><p>${DELIVERY[locale]}</p>`,
      ...seoTexts(input.name, input.priceTtcDinars, locale),
    };
  }
  return texts;
}

export interface PackComponentText {
  readonly name: Term;
  readonly quantity: number;
  /** The fixed combination of a strict pack ("M, Bleu"), null when the shopper chooses. */
  readonly combination: Term | null;
}

const PACK_INTRO = (saving: number): Term => ({
  fr: `Tout en un seul achat, ${saving} % moins cher que séparément.`,
  en: `Everything in one purchase, ${saving}% cheaper than separately.`,
  ar: `كل شيء في عملية شراء واحدة، بسعر أقل بـ ${saving}٪ من شرائها منفصلة.`,
});

const PACK_MODE_TEXT: Readonly<Record<'strict' | 'flexible', Term>> = {
  strict: {
    fr: 'Tailles, couleurs et capacités sont fixées pour ce pack.',
    en: 'Sizes, colours and capacities are set for this bundle.',
    ar: 'المقاسات والألوان والسعات محددة في هذه الباقة.',
  },
  flexible: {
    fr: 'Choisissez la taille, la couleur ou la capacité de chaque article.',
    en: 'Choose the size, colour or capacity of each item.',
    ar: 'اختر المقاس أو اللون أو السعة لكل منتج.',
  },
};

export function packTexts(
  name: Term,
  components: readonly PackComponentText[],
  mode: 'strict' | 'flexible',
  prices: { readonly ttcDinars: number; readonly savingPercent: number },
): TextsByLocale {
  const intro = PACK_INTRO(prices.savingPercent);
  const texts = {} as Record<Locale, ProductTexts>;
  for (const locale of LOCALES) {
    const items = components
      .map(({ name: item, quantity, combination }) => {
        const detail = combination === null ? '' : ` (${combination[locale]})`;
        return `<li>${quantity} × ${item[locale]}${detail}</li>`;
      })
      .join('');
    texts[locale] = {
      name: name[locale],
      shortDescription: `<p>${intro[locale]}</p>`,
      longDescription: `<ul>${items}</ul><p>${PACK_MODE_TEXT[mode][locale]}</p><p>${DELIVERY[locale]}</p>`,
      ...seoTexts(name, prices.ttcDinars, locale),
    };
  }
  return texts;
}
