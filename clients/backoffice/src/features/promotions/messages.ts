/**
 * Texts of the promotion screens (list and editor). French is the source; translations.ts holds en
 * and ar under the same keys. The promotion enumerations have their words in vocabulary-messages.ts:
 * the enum values themselves are never shown.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'promotions.title', defaultMessage: 'Promotions' },
  intro: {
    id: 'promotions.intro',
    defaultMessage:
      'Les remises de la boutique : ce qu’elles visent, combien elles retirent, quand et pour qui.',
  },
  newPromotion: { id: 'promotions.newPromotion', defaultMessage: 'Nouvelle promotion' },
  editTitle: defineMessage<{ name: string }>({
    id: 'promotions.editTitle',
    defaultMessage: 'Promotion « {name} »',
  }),
  backToList: { id: 'promotions.backToList', defaultMessage: 'Retour aux promotions' },
  listFailed: { id: 'promotions.listFailed', defaultMessage: 'Impossible de charger les promotions.' },
  promotionFailed: {
    id: 'promotions.promotionFailed',
    defaultMessage: 'Impossible de charger la promotion.',
  },
  offline: {
    id: 'promotions.offline',
    defaultMessage: 'Hors ligne : les promotions se consultent mais ne se modifient qu’en ligne.',
  },

  search: { id: 'promotions.search', defaultMessage: 'Rechercher (nom ou code promo)' },
  scope: { id: 'promotions.scope', defaultMessage: 'Portée' },
  allScopes: { id: 'promotions.allScopes', defaultMessage: 'Toutes les portées' },
  colDates: { id: 'promotions.colDates', defaultMessage: 'Période' },
  colCoupon: { id: 'promotions.colCoupon', defaultMessage: 'Code promo' },
  empty: { id: 'promotions.empty', defaultMessage: 'Aucune promotion.' },
  noMatch: { id: 'promotions.noMatch', defaultMessage: 'Aucune promotion ne correspond à ces critères.' },
  pageInfo: defineMessage<{ page: number; pages: number; count: number }>({
    id: 'promotions.pageInfo',
    defaultMessage: 'Page {page} sur {pages} · {count, plural, one {# promotion} other {# promotions}}',
  }),
  pagination: { id: 'promotions.pagination', defaultMessage: 'Pages des promotions' },
  period: defineMessage<{ start: string; end: string }>({
    id: 'promotions.period',
    defaultMessage: 'du {start} au {end}',
  }),
  noCoupon: { id: 'promotions.noCoupon', defaultMessage: 'Aucun' },
  singleUseTag: defineMessage<{ count: number }>({
    id: 'promotions.singleUseTag',
    defaultMessage: 'usage unique · {count, plural, one {# utilisé} other {# utilisés}}',
  }),
  percentValue: defineMessage<{ value: string }>({
    id: 'promotions.percentValue',
    defaultMessage: '{value} %',
  }),
  activeOf: defineMessage<{ name: string }>({ id: 'promotions.activeOf', defaultMessage: 'Active : {name}' }),
  confirmDelete: defineMessage<{ name: string }>({
    id: 'promotions.confirmDelete',
    defaultMessage: 'Supprimer la promotion « {name} » ? Cette action est définitive.',
  }),
  deleted: defineMessage<{ name: string }>({
    id: 'promotions.deleted',
    defaultMessage: 'Promotion « {name} » supprimée.',
  }),
  activated: defineMessage<{ name: string }>({
    id: 'promotions.activated',
    defaultMessage: 'Promotion « {name} » activée.',
  }),
  deactivated: defineMessage<{ name: string }>({
    id: 'promotions.deactivated',
    defaultMessage: 'Promotion « {name} » désactivée.',
  }),

  sectionGeneral: { id: 'promotions.sectionGeneral', defaultMessage: 'Général' },
  name: { id: 'promotions.name', defaultMessage: 'Nom (interne)' },
  startsAt: { id: 'promotions.startsAt', defaultMessage: 'Début' },
  endsAt: { id: 'promotions.endsAt', defaultMessage: 'Fin (exclue)' },
  priority: { id: 'promotions.priority', defaultMessage: 'Priorité (0 à 1000, la plus haute d’abord)' },
  active: { id: 'promotions.active', defaultMessage: 'Active' },
  featured: { id: 'promotions.featured', defaultMessage: 'Mise en avant' },

  sectionTexts: { id: 'promotions.sectionTexts', defaultMessage: 'Textes affichés' },
  languages: { id: 'promotions.languages', defaultMessage: 'Langue des textes' },
  tabFr: { id: 'promotions.tab.fr', defaultMessage: 'Français' },
  tabEn: { id: 'promotions.tab.en', defaultMessage: 'Anglais' },
  tabAr: { id: 'promotions.tab.ar', defaultMessage: 'Arabe' },
  textTitle: { id: 'promotions.textTitle', defaultMessage: 'Titre' },
  subtitle: { id: 'promotions.subtitle', defaultMessage: 'Sous-titre' },
  slogan: { id: 'promotions.slogan', defaultMessage: 'Slogan' },
  bannerHtml: { id: 'promotions.bannerHtml', defaultMessage: 'Bannière (HTML)' },
  bannerHtmlHint: {
    id: 'promotions.bannerHtmlHint',
    defaultMessage: 'Le serveur nettoie ce HTML : scripts, styles et attributs non sûrs sont retirés.',
  },
  textsOptional: {
    id: 'promotions.textsOptional',
    defaultMessage: 'Facultatif : sans texte dans cette langue, le français est affiché.',
  },

  sectionBanner: { id: 'promotions.sectionBanner', defaultMessage: 'Image de bannière' },
  bannerAfterSave: {
    id: 'promotions.bannerAfterSave',
    defaultMessage: 'Enregistrez d’abord la promotion pour lui ajouter une image.',
  },
  bannerChoose: { id: 'promotions.bannerChoose', defaultMessage: 'Choisir une image' },
  bannerUploading: defineMessage<{ percent: number }>({
    id: 'promotions.bannerUploading',
    defaultMessage: 'Envoi de l’image : {percent} %',
  }),
  bannerUploaded: { id: 'promotions.bannerUploaded', defaultMessage: 'Image enregistrée.' },
  bannerRemove: { id: 'promotions.bannerRemove', defaultMessage: 'Retirer l’image' },
  bannerRemoved: { id: 'promotions.bannerRemoved', defaultMessage: 'Image retirée.' },
  bannerPreview: { id: 'promotions.bannerPreview', defaultMessage: 'Aperçu de la bannière' },
  noBanner: { id: 'promotions.noBanner', defaultMessage: 'Aucune image.' },
  bannerFailed: { id: 'promotions.bannerFailed', defaultMessage: 'L’envoi de l’image a échoué.' },
  bannerRefused: {
    id: 'promotions.bannerRefused',
    defaultMessage: 'Image refusée : une photo JPEG, PNG ou WebP de 2 Mo au plus.',
  },
  bannerNotImage: { id: 'promotions.bannerNotImage', defaultMessage: 'Ce fichier n’est pas une image.' },
  bannerTooBig: { id: 'promotions.bannerTooBig', defaultMessage: 'Image trop lourde : 2 Mo au plus.' },

  sectionScope: { id: 'promotions.sectionScope', defaultMessage: 'Portée et cibles' },
  scopeLocked: {
    id: 'promotions.scopeLocked',
    defaultMessage:
      'La portée ne change plus après la création : ses cibles n’auraient plus le même sens. Créez une autre promotion pour une autre portée.',
  },
  appliesToAll: { id: 'promotions.appliesToAll', defaultMessage: 'S’applique à tous les produits.' },
  appliesToCart: { id: 'promotions.appliesToCart', defaultMessage: 'S’applique au sous-total du panier.' },
  appliesToShipping: {
    id: 'promotions.appliesToShipping',
    defaultMessage: 'S’applique au prix de livraison.',
  },
  productPicker: { id: 'promotions.productPicker', defaultMessage: 'Produits ciblés' },
  categoryPicker: { id: 'promotions.categoryPicker', defaultMessage: 'Catégories ciblées' },
  brandPicker: { id: 'promotions.brandPicker', defaultMessage: 'Marques ciblées' },
  brandLinePicker: { id: 'promotions.brandLinePicker', defaultMessage: 'Gammes ciblées' },
  collectionPicker: { id: 'promotions.collectionPicker', defaultMessage: 'Collections ciblées' },
  segmentPicker: { id: 'promotions.segmentPicker', defaultMessage: 'Segments de clients ciblés' },
  paymentMethodsPicker: { id: 'promotions.paymentMethodsPicker', defaultMessage: 'Moyens de paiement' },
  productSearch: {
    id: 'promotions.productSearch',
    defaultMessage: 'Rechercher un produit (3 caractères au moins)',
  },
  noProduct: { id: 'promotions.noProduct', defaultMessage: 'Aucun produit trouvé.' },
  productOption: defineMessage<{ name: string; sku: string }>({
    id: 'promotions.productOption',
    defaultMessage: '{name} · {sku}',
  }),
  alreadyChosen: { id: 'promotions.alreadyChosen', defaultMessage: 'Déjà choisi' },
  chooseOption: { id: 'promotions.chooseOption', defaultMessage: 'Choisir…' },
  optionsFailed: { id: 'promotions.optionsFailed', defaultMessage: 'Impossible de charger la liste.' },
  categoryPath: defineMessage<{ parent: string; name: string }>({
    id: 'promotions.categoryPath',
    defaultMessage: '{parent} › {name}',
  }),
  brandLineOption: defineMessage<{ line: string; brand: string }>({
    id: 'promotions.brandLineOption',
    defaultMessage: '{line} ({brand})',
  }),
  chosenTargets: { id: 'promotions.chosenTargets', defaultMessage: 'Cibles choisies' },
  noTargets: { id: 'promotions.noTargets', defaultMessage: 'Aucune cible choisie.' },

  sectionDiscount: { id: 'promotions.sectionDiscount', defaultMessage: 'Remise' },
  discountType: { id: 'promotions.discountType', defaultMessage: 'Type de remise' },
  value: { id: 'promotions.value', defaultMessage: 'Valeur' },
  percentHint: { id: 'promotions.percentHint', defaultMessage: 'En %, par exemple 12,5' },
  amountHint: { id: 'promotions.amountHint', defaultMessage: 'En DA, par exemple 1 200,50' },
  unitPercent: { id: 'promotions.unitPercent', defaultMessage: '%' },
  unitDinar: { id: 'promotions.unitDinar', defaultMessage: 'DA' },
  explanationSeparator: { id: 'promotions.explanationSeparator', defaultMessage: ' : ' },
  combinability: { id: 'promotions.combinability', defaultMessage: 'Cumul avec d’autres promotions' },
  minimumSubtotal: {
    id: 'promotions.minimumSubtotal',
    defaultMessage: 'Sous-total minimum en DA (facultatif)',
  },

  sectionConditions: { id: 'promotions.sectionConditions', defaultMessage: 'Conditions' },
  channels: { id: 'promotions.channels', defaultMessage: 'Canaux de vente' },
  couponCode: { id: 'promotions.couponCode', defaultMessage: 'Code promo (facultatif)' },
  singleUse: { id: 'promotions.singleUse', defaultMessage: 'Usage unique par client' },
  singleUseNeedsCode: { id: 'promotions.singleUseNeedsCode', defaultMessage: 'Nécessite un code promo.' },

  create: { id: 'promotions.create', defaultMessage: 'Créer la promotion' },
  saved: { id: 'promotions.saved', defaultMessage: 'Promotion enregistrée.' },
  stale: {
    id: 'promotions.stale',
    defaultMessage:
      'Cette promotion a été modifiée ailleurs entre-temps. Rechargez-la pour voir la dernière version : vos changements non enregistrés seront perdus.',
  },
  shopFailed: {
    id: 'promotions.shopFailed',
    defaultMessage: 'Impossible de savoir pour quelle boutique créer la promotion.',
  },

  keyPromotionRedeemed: {
    id: 'promotions.key.promotion_redeemed',
    defaultMessage:
      'Des clients ont déjà utilisé un code de cette promotion : elle ne peut plus être supprimée. Désactivez-la plutôt.',
  },
  nameTooLong: { id: 'promotions.nameTooLong', defaultMessage: 'Le nom dépasse 120 caractères.' },
  dateRequired: { id: 'promotions.dateRequired', defaultMessage: 'Date et heure obligatoires.' },
  endBeforeStart: { id: 'promotions.endBeforeStart', defaultMessage: 'La fin doit venir après le début.' },
  titleRequiredFr: {
    id: 'promotions.titleRequired.fr',
    defaultMessage: 'Le titre en français est obligatoire.',
  },
  titleRequiredEn: {
    id: 'promotions.titleRequired.en',
    defaultMessage: 'Le titre en anglais est obligatoire dès qu’un texte anglais est saisi.',
  },
  titleRequiredAr: {
    id: 'promotions.titleRequired.ar',
    defaultMessage: 'Le titre en arabe est obligatoire dès qu’un texte arabe est saisi.',
  },
  targetsRequired: { id: 'promotions.targetsRequired', defaultMessage: 'Choisissez au moins une cible.' },
  paymentMethodsRequired: {
    id: 'promotions.paymentMethodsRequired',
    defaultMessage: 'Choisissez au moins un moyen de paiement.',
  },
  badPercent: {
    id: 'promotions.badPercent',
    defaultMessage: 'Pourcentage invalide : plus de 0 et 100 au plus, 2 décimales au plus (ex. 12,5).',
  },
  badAmount: {
    id: 'promotions.badAmount',
    defaultMessage: 'Montant invalide : chiffres, une virgule et 2 décimales au plus (ex. 1 200,50).',
  },
  amountNotPositive: {
    id: 'promotions.amountNotPositive',
    defaultMessage: 'La remise doit dépasser 0 DA.',
  },
  badPriority: {
    id: 'promotions.badPriority',
    defaultMessage: 'Priorité invalide : un nombre entier de 0 à 1000.',
  },
  badCoupon: {
    id: 'promotions.badCoupon',
    defaultMessage: 'Code invalide : 3 à 32 caractères parmi A-Z, 0-9, _ et -.',
  },
  channelsRequired: { id: 'promotions.channelsRequired', defaultMessage: 'Choisissez au moins un canal.' },
});
