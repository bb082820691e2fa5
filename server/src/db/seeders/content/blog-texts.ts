/** The demo blog: three categories and six posts, written for an Algerian shop in fr, en and ar. */
import type { DemoPicture } from './pictures';

export interface Trilingual {
  readonly fr: string;
  readonly en: string;
  readonly ar: string;
}

const t = (fr: string, en: string, ar: string): Trilingual => ({ fr, en, ar });

export interface DemoBlogCategory {
  readonly slug: string;
  readonly name: Trilingual;
  readonly description: Trilingual;
  readonly picture: DemoPicture;
}

export interface DemoBlogPost {
  readonly slug: string;
  readonly category: string;
  /** Days before the seed's moment. */
  readonly daysAgo: number;
  readonly title: Trilingual;
  readonly html: Trilingual;
}

export const DEMO_BLOG_CATEGORIES: readonly DemoBlogCategory[] = [
  {
    slug: 'conseils-achat',
    name: t("Conseils d'achat", 'Buying guides', 'نصائح الشراء'),
    description: t(
      'Nos conseils pour bien choisir, comparer et payer sereinement, du téléphone au climatiseur.',
      'Our advice to choose well, compare and pay with peace of mind, from phones to air conditioners.',
      'نصائحنا لاختيار أفضل ومقارنة المنتجات والدفع براحة بال، من الهاتف إلى المكيف.',
    ),
    picture: 'guides',
  },
  {
    slug: 'mode-tradition',
    name: t('Mode & tradition', 'Fashion & tradition', 'الموضة والتقاليد'),
    description: t(
      'Karakou, djellaba, qamis ou jean : la mode algérienne au quotidien et pour les fêtes.',
      'Karakou, djellaba, qamis or jeans: Algerian fashion for every day and for celebrations.',
      'كاراكو، جلابة، قميص أو جينز: الموضة الجزائرية في الحياة اليومية وفي الأعياد.',
    ),
    picture: 'fashion',
  },
  {
    slug: 'maison-electromenager',
    name: t('Maison & électroménager', 'Home & appliances', 'المنزل والأجهزة الكهرومنزلية'),
    description: t(
      "Entretien, économies d'énergie et bons réflexes pour vos appareils de tous les jours.",
      'Care, energy savings and good habits for your everyday appliances.',
      'الصيانة وتوفير الطاقة والعادات الجيدة لأجهزتكم اليومية.',
    ),
    picture: 'home',
  },
];

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    slug: 'bien-choisir-son-climatiseur',
    category: 'maison-electromenager',
    daysAgo: 3,
    title: t(
      "Bien choisir son climatiseur avant l'été",
      'Choosing the right air conditioner before summer',
      'كيف تختار مكيف الهواء المناسب قبل الصيف',
    ),
    html: t(
      "<p>À Alger comme à Biskra, un climatiseur mal dimensionné consomme beaucoup et rafraîchit mal. Comptez environ 9 000 BTU pour une chambre de 15 m² et 12 000 BTU pour un salon de 25 m².</p><ul><li>Préférez un modèle inverter : il consomme jusqu'à 40 % de moins.</li><li>Vérifiez la classe énergétique sur l'étiquette.</li><li>Faites poser l'unité extérieure à l'ombre.</li></ul>",
      '<p>In Algiers as in Biskra, an air conditioner of the wrong size uses a lot of power and cools badly. Count about 9,000 BTU for a 15 m² bedroom and 12,000 BTU for a 25 m² living room.</p><ul><li>Prefer an inverter model: it uses up to 40% less.</li><li>Check the energy class on the label.</li><li>Have the outdoor unit installed in the shade.</li></ul>',
      '<p>في الجزائر العاصمة كما في بسكرة، المكيف غير المناسب لحجم الغرفة يستهلك كثيرا ويبرد قليلا. احسبوا حوالي 9000 وحدة حرارية لغرفة نوم مساحتها 15 م² و12000 لصالون مساحته 25 م².</p><ul><li>فضلوا طراز إنفرتر: يستهلك أقل بنسبة تصل إلى 40%.</li><li>تحققوا من فئة الطاقة على الملصق.</li><li>ركبوا الوحدة الخارجية في الظل.</li></ul>',
    ),
  },
  {
    slug: 'refrigerateur-quelle-capacite',
    category: 'maison-electromenager',
    daysAgo: 9,
    title: t(
      'Réfrigérateur : quelle capacité pour une famille de cinq ?',
      'Refrigerator: what size for a family of five?',
      'الثلاجة: ما السعة المناسبة لعائلة من خمسة أفراد؟',
    ),
    html: t(
      '<p>Comptez 80 à 100 litres par personne : une famille de cinq sera à l’aise avec un réfrigérateur de 450 à 500 litres, surtout pendant le Ramadan quand les courses se font pour la semaine.</p><p>Un modèle No Frost évite le dégivrage et garde les légumes plus longtemps.</p>',
      '<p>Count 80 to 100 litres per person: a family of five is comfortable with a 450 to 500 litre refrigerator, especially during Ramadan when shopping is done for the week.</p><p>A No Frost model needs no defrosting and keeps vegetables fresh longer.</p>',
      '<p>احسبوا من 80 إلى 100 لتر لكل شخص: عائلة من خمسة أفراد ستكون مرتاحة مع ثلاجة بسعة 450 إلى 500 لتر، خاصة في رمضان حين تكون المشتريات للأسبوع كله.</p><p>طراز نو فروست لا يحتاج إلى إذابة الثلج ويحافظ على الخضر مدة أطول.</p>',
    ),
  },
  {
    slug: 'tenues-pour-les-fetes',
    category: 'mode-tradition',
    daysAgo: 14,
    title: t(
      "Karakou, djellaba, robe kabyle : s'habiller pour les fêtes",
      'Karakou, djellaba, Kabyle dress: dressing for celebrations',
      'الكاراكو والجلابة والجبة القبائلية: لباس الأعياد والأفراح',
    ),
    html: t(
      '<p>Pour un mariage à Tlemcen ou une fête de fiançailles à Tizi Ouzou, la tenue traditionnelle reste la reine de la soirée. Le karakou brodé se porte avec un seroual assorti ; la robe kabyle se choisit aux couleurs vives.</p><p>Pensez à commander deux semaines avant l’événement pour laisser le temps à la retouche.</p>',
      '<p>For a wedding in Tlemcen or an engagement party in Tizi Ouzou, traditional dress is still the star of the evening. The embroidered karakou is worn with matching seroual; the Kabyle dress is chosen in bright colours.</p><p>Order two weeks before the event to leave time for alterations.</p>',
      '<p>في عرس بتلمسان أو خطوبة بتيزي وزو، يبقى اللباس التقليدي نجم السهرة. يلبس الكاراكو المطرز مع سروال متناسق، وتختار الجبة القبائلية بألوان زاهية.</p><p>اطلبوا قبل المناسبة بأسبوعين حتى يتسع الوقت للتعديل.</p>',
    ),
  },
  {
    slug: 'preparer-l-aid',
    category: 'conseils-achat',
    daysAgo: 21,
    title: t(
      "Préparer l'Aïd : la liste des achats à ne pas oublier",
      'Getting ready for Eid: the shopping list not to forget',
      'التحضير للعيد: قائمة المشتريات التي لا يجب نسيانها',
    ),
    html: t(
      '<p>Les derniers jours avant l’Aïd, les boutiques sont pleines. Commandez en ligne et faites-vous livrer à temps.</p><ul><li>Les tenues des enfants, en prévoyant une taille au-dessus.</li><li>Un qamis ou une djellaba pour la prière.</li><li>La vaisselle et les plateaux pour recevoir la famille.</li></ul>',
      '<p>In the last days before Eid, the shops are packed. Order online and get your delivery in time.</p><ul><li>The children’s outfits, one size up.</li><li>A qamis or a djellaba for the prayer.</li><li>Dishes and trays to welcome the family.</li></ul>',
      '<p>في الأيام الأخيرة قبل العيد تمتلئ المحلات. اطلبوا عبر الإنترنت واستلموا طلبياتكم في الوقت.</p><ul><li>ملابس الأطفال، بمقاس أكبر بقليل.</li><li>قميص أو جلابة للصلاة.</li><li>الأواني والصواني لاستقبال العائلة.</li></ul>',
    ),
  },
  {
    slug: 'paiement-a-la-livraison',
    category: 'conseils-achat',
    daysAgo: 30,
    title: t(
      'Payer à la livraison : comment ça marche chez nous',
      'Cash on delivery: how it works with us',
      'الدفع عند الاستلام: كيف يتم عندنا',
    ),
    html: t(
      '<p>Vous commandez sur le site, nous vous appelons pour confirmer, puis le transporteur vous livre à domicile ou au bureau de votre commune. Vous payez en espèces en recevant le colis.</p><p>Vous pouvez vérifier le contenu devant le livreur avant de payer.</p>',
      '<p>You order on the website, we call you to confirm, then the carrier delivers to your home or to the office of your commune. You pay in cash when you receive the parcel.</p><p>You may check the contents in front of the courier before paying.</p>',
      '<p>تطلبون عبر الموقع، نتصل بكم للتأكيد، ثم يوصل الناقل الطلبية إلى منزلكم أو إلى مكتب بلديتكم. تدفعون نقدا عند استلام الطرد.</p><p>يمكنكم التحقق من محتوى الطرد أمام عامل التوصيل قبل الدفع.</p>',
    ),
  },
  {
    slug: 'smartphone-criteres',
    category: 'conseils-achat',
    daysAgo: 40,
    title: t(
      'Smartphone : les critères qui comptent vraiment',
      'Smartphones: the criteria that really matter',
      'الهاتف الذكي: المعايير المهمة فعلا',
    ),
    html: t(
      '<p>Avant de regarder le nombre de caméras, vérifiez l’autonomie (5 000 mAh tiennent une journée), la mémoire (128 Go au minimum) et la compatibilité 4G avec Mobilis, Djezzy et Ooredoo.</p><p>Un chargeur rapide et une garantie locale font la différence au quotidien.</p>',
      '<p>Before counting cameras, check the battery life (5,000 mAh lasts a day), the storage (128 GB at least) and 4G compatibility with Mobilis, Djezzy and Ooredoo.</p><p>A fast charger and a local warranty make the difference every day.</p>',
      '<p>قبل النظر إلى عدد الكاميرات، تحققوا من عمر البطارية (5000 ميلي أمبير تكفي يوما كاملا) والذاكرة (128 جيغا على الأقل) والتوافق مع شبكات الجيل الرابع لموبيليس وجازي وأوريدو.</p><p>الشاحن السريع والضمان المحلي يصنعان الفرق يوميا.</p>',
    ),
  },
];
