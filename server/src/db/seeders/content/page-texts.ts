/** The demo home's block texts and the two CMS pages, in fr, en and ar. */
import type { Trilingual } from './blog-texts';

const t = (fr: string, en: string, ar: string): Trilingual => ({ fr, en, ar });

export const HOME_TITLES = {
  categories: t('Nos rayons', 'Shop by department', 'تسوقوا حسب القسم'),
  featured: t('Nos coups de cœur', 'Our favourites', 'اختياراتنا لكم'),
  deals: t('Promotions en cours', 'Current deals', 'العروض الحالية'),
  why: t('Pourquoi acheter chez nous', 'Why shop with us', 'لماذا تتسوقون عندنا'),
  brands: t('Nos marques', 'Our brands', 'علاماتنا التجارية'),
  newArrivals: t('Nouveautés', 'New arrivals', 'وصل حديثا'),
  blog: t('Le blog', 'From the blog', 'من المدونة'),
} as const;

export const WHY_SHOP_HTML = t(
  '<ul><li><strong>Paiement à la livraison</strong> dans toutes les wilayas desservies.</li><li><strong>Appel de confirmation</strong> avant chaque envoi.</li><li><strong>Électroménager garanti</strong> par les marques algériennes Condor, Iris et Brandt.</li><li><strong>Retour possible</strong> sous 7 jours si l’article ne vous convient pas.</li></ul>',
  '<ul><li><strong>Cash on delivery</strong> in every wilaya we serve.</li><li><strong>A confirmation call</strong> before each shipment.</li><li><strong>Warranted appliances</strong> from the Algerian brands Condor, Iris and Brandt.</li><li><strong>Returns accepted</strong> within 7 days if the item does not suit you.</li></ul>',
  '<ul><li><strong>الدفع عند الاستلام</strong> في كل الولايات التي نوصل إليها.</li><li><strong>مكالمة تأكيد</strong> قبل كل إرسال.</li><li><strong>أجهزة كهرومنزلية مضمونة</strong> من العلامات الجزائرية كوندور وإيريس وبرانت.</li><li><strong>إمكانية الإرجاع</strong> خلال 7 أيام إذا لم يناسبكم المنتج.</li></ul>',
);

export interface DemoSlide {
  readonly picture: 'clothing' | 'appliances' | 'delivery';
  readonly link: string;
  readonly alt: Trilingual;
}

export const HOME_SLIDES: readonly DemoSlide[] = [
  {
    picture: 'clothing',
    link: '/catalog/category/vetements',
    alt: t(
      "Soldes d'hiver : -15 % sur les vêtements",
      'Winter sale: 15% off clothing',
      'تخفيضات الشتاء: خصم 15% على الملابس',
    ),
  },
  {
    picture: 'appliances',
    link: '/catalog/category/electromenager',
    alt: t(
      'Électroménager fabriqué en Algérie : Condor, Iris, Brandt',
      'Home appliances made in Algeria: Condor, Iris, Brandt',
      'أجهزة كهرومنزلية صنعت في الجزائر: كوندور، إيريس، برانت',
    ),
  },
  {
    picture: 'delivery',
    link: '/page/livraison',
    alt: t(
      'Livraison à domicile, paiement à la livraison',
      'Home delivery, cash on delivery',
      'توصيل إلى المنزل والدفع عند الاستلام',
    ),
  },
];

export interface DemoCmsPage {
  readonly slug: string;
  readonly title: Trilingual;
  readonly html: Trilingual;
}

export const DEMO_CMS_PAGES: readonly DemoCmsPage[] = [
  {
    slug: 'livraison',
    title: t('Livraison et retours', 'Delivery and returns', 'التوصيل والإرجاع'),
    html: t(
      '<h2>Délais</h2><p>Alger et sa région : 24 à 48 heures. Autres wilayas desservies : 2 à 5 jours ouvrables. Le prix de la livraison est affiché au panier selon votre commune.</p><h2>Paiement</h2><p>Vous payez en espèces au livreur, à la réception du colis.</p><h2>Retours</h2><p>Un article qui ne vous convient pas peut être retourné sous 7 jours, non porté et dans son emballage d’origine. Appelez-nous au 021 00 00 00 pour organiser le retour.</p>',
      '<h2>Delivery times</h2><p>Algiers and its region: 24 to 48 hours. Other wilayas we serve: 2 to 5 working days. The delivery price is shown in the cart for your commune.</p><h2>Payment</h2><p>You pay the courier in cash when you receive the parcel.</p><h2>Returns</h2><p>An item that does not suit you can be returned within 7 days, unworn and in its original packaging. Call us on 021 00 00 00 to arrange the return.</p>',
      '<h2>آجال التوصيل</h2><p>الجزائر العاصمة وضواحيها: من 24 إلى 48 ساعة. الولايات الأخرى: من 2 إلى 5 أيام عمل. يظهر سعر التوصيل في السلة حسب بلديتكم.</p><h2>الدفع</h2><p>تدفعون نقدا لعامل التوصيل عند استلام الطرد.</p><h2>الإرجاع</h2><p>يمكن إرجاع المنتج الذي لا يناسبكم خلال 7 أيام، دون استعمال وفي غلافه الأصلي. اتصلوا بنا على الرقم 021 00 00 00 لتنظيم الإرجاع.</p>',
    ),
  },
  {
    slug: 'conditions-generales-de-vente',
    title: t('Conditions générales de vente', 'Terms and conditions of sale', 'الشروط العامة للبيع'),
    html: t(
      '<h2>Commandes</h2><p>Toute commande passée sur le site est confirmée par téléphone avant son expédition. Les prix sont affichés en dinars algériens, toutes taxes comprises.</p><h2>Garantie</h2><p>Les appareils électroménagers et les téléphones bénéficient de la garantie du fabricant, de 12 à 24 mois selon la marque.</p><h2>Litiges</h2><p>En cas de désaccord, une solution amiable est recherchée en priorité ; à défaut, les tribunaux d’Alger sont compétents.</p>',
      '<h2>Orders</h2><p>Every order placed on the website is confirmed by phone before it ships. Prices are shown in Algerian dinars, all taxes included.</p><h2>Warranty</h2><p>Home appliances and phones carry the manufacturer’s warranty, 12 to 24 months depending on the brand.</p><h2>Disputes</h2><p>In case of disagreement, an amicable solution is sought first; failing that, the courts of Algiers have jurisdiction.</p>',
      '<h2>الطلبيات</h2><p>كل طلبية عبر الموقع تؤكد بالهاتف قبل إرسالها. الأسعار معروضة بالدينار الجزائري وتشمل كل الرسوم.</p><h2>الضمان</h2><p>تستفيد الأجهزة الكهرومنزلية والهواتف من ضمان الصانع، من 12 إلى 24 شهرا حسب العلامة.</p><h2>النزاعات</h2><p>في حالة الخلاف، يبحث أولا عن حل ودي، وإلا فإن محاكم الجزائر العاصمة هي المختصة.</p>',
    ),
  },
];

export const MENU_TITLES = {
  blog: t('Blog', 'Blog', 'المدونة'),
  information: t('Informations', 'Information', 'معلومات'),
  brands: t('Nos marques', 'Our brands', 'علاماتنا'),
} as const;
