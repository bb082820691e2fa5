/** The till's selling screen texts, in French (the source): search, cart, customer and the top bar. */
import { defineMessage, defineMessages } from 'react-intl';

type Named = { name: string };

export const messages = defineMessages({
  shopFailed: {
    id: 'till.shopFailed',
    defaultMessage: 'La boutique n’a pas pu être chargée : la caisse en a besoin pour s’enregistrer.',
  },
  actions: { id: 'till.actions', defaultMessage: 'Actions de la caisse' },
  reprintLast: { id: 'till.reprintLast', defaultMessage: 'Réimprimer' },
  noSaleYet: { id: 'till.noSaleYet', defaultMessage: 'aucune vente' },
  closeSession: { id: 'till.closeSession', defaultMessage: 'Clôture' },
  exit: { id: 'till.exit', defaultMessage: 'Quitter' },

  searchLabel: {
    id: 'till.search.label',
    defaultMessage: 'Rechercher un article par nom, référence ou code-barres',
  },
  searchPlaceholder: {
    id: 'till.search.placeholder',
    defaultMessage: 'Scanner ou taper un nom, une référence, un code-barres',
  },
  searchHint: {
    id: 'till.search.hint',
    defaultMessage: 'Entrée ajoute l’article au code exact, ou celui choisi avec les flèches.',
  },
  searchLoading: { id: 'till.search.loading', defaultMessage: 'Le catalogue de la caisse se charge…' },
  results: { id: 'till.search.results', defaultMessage: 'Articles trouvés' },
  notFound: defineMessage<{ code: string }>({
    id: 'till.search.notFound',
    defaultMessage: 'Aucun article pour « {code} ».',
  }),
  noResult: { id: 'till.search.noResult', defaultMessage: 'Aucun article ne correspond.' },
  stock: defineMessage<{ count: number }>({ id: 'till.search.stock', defaultMessage: 'Stock : {count}' }),
  added: defineMessage<Named>({ id: 'till.added', defaultMessage: '{name} ajouté au panier.' }),

  cameraOpen: { id: 'till.camera.open', defaultMessage: 'Scanner avec la caméra' },
  cameraTitle: { id: 'till.camera.title', defaultMessage: 'Scanner un code-barres' },
  cameraHint: { id: 'till.camera.hint', defaultMessage: 'Présentez le code-barres devant la caméra.' },
  cameraDenied: {
    id: 'till.camera.denied',
    defaultMessage:
      'L’accès à la caméra est refusé à ce site. Autorisez-le dans les réglages du navigateur, ou tapez le code.',
  },
  cameraMissing: {
    id: 'till.camera.missing',
    defaultMessage: 'Aucune caméra n’a été trouvée sur cet appareil : tapez ou scannez le code.',
  },
  cameraFailed: {
    id: 'till.camera.failed',
    defaultMessage: 'La caméra n’a pas pu démarrer. Fermez les applications qui l’utilisent, puis réessayez.',
  },

  cart: defineMessage<{ count: number }>({
    id: 'till.cart.title',
    defaultMessage: 'Panier ({count, plural, =0 {vide} one {# article} other {# articles}})',
  }),
  cartEmpty: {
    id: 'till.cart.empty',
    defaultMessage: 'Scannez ou touchez un article pour commencer la vente.',
  },
  less: defineMessage<Named>({ id: 'till.cart.less', defaultMessage: 'Un de moins : {name}' }),
  more: defineMessage<Named>({ id: 'till.cart.more', defaultMessage: 'Un de plus : {name}' }),
  quantityOf: defineMessage<Named>({ id: 'till.cart.quantityOf', defaultMessage: 'Quantité de {name}' }),
  quantityRule: defineMessage<{ max: number }>({
    id: 'till.cart.quantityRule',
    defaultMessage: 'Un nombre entier de 1 à {max}.',
  }),
  removeLine: defineMessage<Named>({ id: 'till.cart.remove', defaultMessage: 'Retirer {name} du panier' }),
  linePromotion: defineMessage<{ title: string; amount: string }>({
    id: 'till.cart.linePromotion',
    defaultMessage: '{title} (− {amount} TTC)',
  }),
  cartPromotion: defineMessage<{ title: string; amount: string }>({
    id: 'till.cart.cartPromotion',
    defaultMessage: '{title} : − {amount} HT sur le panier',
  }),
  couponCode: { id: 'till.coupon.code', defaultMessage: 'Code de réduction' },
  couponApply: { id: 'till.coupon.apply', defaultMessage: 'Appliquer le code' },
  couponApplied: { id: 'till.coupon.applied', defaultMessage: 'appliqué' },
  couponNotApplied: { id: 'till.coupon.notApplied', defaultMessage: 'sans effet sur ce panier' },
  couponRemove: defineMessage<{ code: string }>({
    id: 'till.coupon.remove',
    defaultMessage: 'Retirer le code {code}',
  }),
  subtotal: { id: 'till.cart.subtotal', defaultMessage: 'Sous-total TTC' },
  discount: { id: 'till.cart.discount', defaultMessage: 'Remises TTC' },
  pay: defineMessage<{ total: string }>({ id: 'till.cart.pay', defaultMessage: 'Encaisser {total}' }),
  saleDone: defineMessage<{ number: string }>({
    id: 'till.sale.done',
    defaultMessage: 'Vente {number} enregistrée.',
  }),
  stillDue: defineMessage<{ amount: string }>({
    id: 'till.sale.stillDue',
    defaultMessage: 'Reste à payer par le client : {amount}',
  }),
  reprint: { id: 'till.sale.reprint', defaultMessage: 'Réimprimer le ticket' },

  customer: { id: 'till.customer.label', defaultMessage: 'Client :' },
  walkIn: { id: 'till.customer.walkIn', defaultMessage: 'Client de passage' },
  customerChosen: defineMessage<{ name: string; phone: string }>({
    id: 'till.customer.chosen',
    defaultMessage: '{name} ({phone})',
  }),
  customerClear: { id: 'till.customer.clear', defaultMessage: 'Vente sans client' },
  customerPick: { id: 'till.customer.pick', defaultMessage: 'Choisir un client' },
  customerChange: { id: 'till.customer.change', defaultMessage: 'Autre client' },
  customerPickTitle: { id: 'till.customer.pickTitle', defaultMessage: 'Client de la vente' },
  customerNewTitle: { id: 'till.customer.newTitle', defaultMessage: 'Nouveau client de la boutique' },
  customerNew: { id: 'till.customer.new', defaultMessage: 'Créer un client' },
  customerSearch: { id: 'till.customer.search', defaultMessage: 'Rechercher par nom ou téléphone' },
  customerSearchHint: defineMessage<{ min: number }>({
    id: 'till.customer.searchHint',
    defaultMessage: 'À partir de {min} caractères.',
  }),
  customerNone: { id: 'till.customer.none', defaultMessage: 'Aucun client trouvé sur cet appareil.' },
  customerChoose: defineMessage<Named>({ id: 'till.customer.choose', defaultMessage: 'Vendre à {name}' }),
  firstname: { id: 'till.customer.firstname', defaultMessage: 'Prénom du client' },
  lastname: { id: 'till.customer.lastname', defaultMessage: 'Nom du client' },
  phone: { id: 'till.customer.phone', defaultMessage: 'Téléphone mobile' },
  email: { id: 'till.customer.email', defaultMessage: 'E-mail (facultatif)' },
  firstnameRule: { id: 'till.customer.firstnameRule', defaultMessage: 'Le prénom : de 3 à 20 lettres.' },
  lastnameRule: { id: 'till.customer.lastnameRule', defaultMessage: 'Le nom : de 3 à 20 lettres.' },
  phoneRule: {
    id: 'till.customer.phoneRule',
    defaultMessage: 'Un mobile de 10 chiffres commençant par 05, 06 ou 07.',
  },
  emailRule: {
    id: 'till.customer.emailRule',
    defaultMessage: 'Une adresse e-mail de la forme nom@domaine.dz.',
  },
  customerSaveFailed: {
    id: 'till.customer.saveFailed',
    defaultMessage: 'Le client n’a pas pu être enregistré sur cet appareil.',
  },
  customerCreate: { id: 'till.customer.create', defaultMessage: 'Créer et choisir' },
});
