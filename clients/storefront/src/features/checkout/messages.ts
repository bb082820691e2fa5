/**
 * Texts of the checkout page, the quick order and the pending-order banner. Ids follow the spec's
 * keys where it names them (form.validation.*, form.missingMandatoryInfo, form.waitSeconds,
 * form.checkoutError, form.errorFinalizing) under the feature's prefix.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'checkout.title', defaultMessage: 'Finaliser ma commande' },
  summaryTitle: { id: 'checkout.summaryTitle', defaultMessage: 'Récapitulatif' },
  customerTitle: { id: 'checkout.customerTitle', defaultMessage: 'Vos coordonnées' },
  firstname: { id: 'checkout.firstname', defaultMessage: 'Prénom' },
  lastname: { id: 'checkout.lastname', defaultMessage: 'Nom' },
  phone: { id: 'checkout.phone', defaultMessage: 'Téléphone' },
  email: { id: 'checkout.email', defaultMessage: 'E-mail (facultatif)' },
  address: { id: 'checkout.address', defaultMessage: 'Adresse' },
  validationFirstname: {
    id: 'checkout.form.validation.firstname',
    defaultMessage: 'Le prénom doit avoir de 3 à 20 lettres (lettres et espaces seulement).',
  },
  validationLastname: {
    id: 'checkout.form.validation.lastname',
    defaultMessage: 'Le nom doit avoir de 3 à 20 lettres (lettres et espaces seulement).',
  },
  validationPhone: {
    id: 'checkout.form.validation.phone',
    defaultMessage: 'Numéro invalide : 10 chiffres commençant par 05, 06 ou 07.',
  },
  validationEmail: { id: 'checkout.form.validation.email', defaultMessage: 'Adresse e-mail invalide.' },
  required: defineMessage<{ label: string }>({
    id: 'checkout.form.required',
    defaultMessage: '{label} : champ obligatoire.',
  }),
  missingMandatoryInfo: {
    id: 'checkout.form.missingMandatoryInfo',
    defaultMessage: 'Merci de compléter les champs obligatoires :',
  },
  waitSeconds: defineMessage<{ seconds: number }>({
    id: 'checkout.form.waitSeconds',
    defaultMessage: 'Veuillez patienter {seconds} s avant de passer une nouvelle commande.',
  }),
  checkoutError: {
    id: 'checkout.form.checkoutError',
    defaultMessage: "Votre commande n'a pas pu être passée. Veuillez réessayer.",
  },
  errorFinalizing: {
    id: 'checkout.form.errorFinalizing',
    defaultMessage: "Une erreur est survenue lors de la finalisation de l'achat. Veuillez réessayer.",
  },
  errorTitle: { id: 'checkout.form.errorTitle', defaultMessage: 'Erreur' },
  backToShop: { id: 'checkout.backToShop', defaultMessage: 'Découvrir nos produits' },
  order: { id: 'checkout.order', defaultMessage: 'Commander' },
  processing: { id: 'checkout.processing', defaultMessage: 'Traitement en cours…' },
  itemsTotal: { id: 'checkout.itemsTotal', defaultMessage: 'Total des articles' },
  total: { id: 'checkout.total', defaultMessage: 'Montant total' },
  payOnDelivery: { id: 'checkout.payOnDelivery', defaultMessage: 'Paiement à la livraison.' },
  pricesFromDevice: {
    id: 'checkout.pricesFromDevice',
    defaultMessage: 'Prix vus sur cet appareil : la commande sera confirmée au prix du moment.',
  },
  orderedQuantity: { id: 'checkout.orderedQuantity', defaultMessage: 'Quantité commandée' },
  oneLess: defineMessage<{ name: string }>({
    id: 'checkout.oneLess',
    defaultMessage: 'Une unité de moins : {name}',
  }),
  oneMore: defineMessage<{ name: string }>({
    id: 'checkout.oneMore',
    defaultMessage: 'Une unité de plus : {name}',
  }),
  thanksTitle: { id: 'checkout.thanksTitle', defaultMessage: 'Merci pour votre commande !' },
  thanksText: {
    id: 'checkout.thanksText',
    defaultMessage: 'Nous vous appellerons pour confirmer la livraison. Vous paierez à la réception.',
  },
  cooldownNotice: defineMessage<{ seconds: number }>({
    id: 'checkout.cooldownNotice',
    defaultMessage: 'Vous pourrez passer une nouvelle commande dans {seconds} s.',
  }),
  newPurchase: { id: 'checkout.newPurchase', defaultMessage: 'Nouvel achat' },
  newPurchaseIn: defineMessage<{ seconds: number }>({
    id: 'checkout.newPurchaseIn',
    defaultMessage: 'Nouvel achat ({seconds} s)',
  }),
  viewOrder: { id: 'checkout.viewOrder', defaultMessage: 'Voir ma commande' },
  queuedTitle: { id: 'checkout.queuedTitle', defaultMessage: 'Commande enregistrée sur cet appareil' },
  queuedText: {
    id: 'checkout.queuedText',
    defaultMessage:
      "Pas de connexion : elle sera envoyée automatiquement dès qu'elle revient, même si vous fermez la page.",
  },
  outOfStock: {
    id: 'checkout.outOfStock',
    defaultMessage:
      'Certains articles ne sont plus disponibles en quantité suffisante. Modifiez les quantités puis commandez à nouveau.',
  },
  lineAvailable: defineMessage<{ name: string; available: number }>({
    id: 'checkout.lineAvailable',
    defaultMessage: '{name} : {available, plural, =0 {épuisé} one {# disponible} other {# disponibles}}',
  }),
  priceChanged: defineMessage<{ total: string }>({
    id: 'checkout.priceChanged',
    defaultMessage: 'Le total a changé depuis votre panier : il est maintenant de {total}.',
  }),
  confirmNewTotal: { id: 'checkout.confirmNewTotal', defaultMessage: 'Confirmer le nouveau total' },
  editOrder: { id: 'checkout.editOrder', defaultMessage: 'Modifier la commande' },
  replacedByOrder: {
    id: 'checkout.replacedByOrder',
    defaultMessage: 'Cette commande a été remplacée : voir la nouvelle.',
  },
  editedInCart: {
    id: 'checkout.editedInCart',
    defaultMessage: 'Ses articles ont été remis dans votre panier : le voir.',
  },
  notDeliverable: {
    id: 'checkout.notDeliverable',
    defaultMessage: 'Nous ne livrons plus cette commune : choisissez-en une autre.',
  },
  transporterNotServing: {
    id: 'checkout.transporterNotServing',
    defaultMessage: 'Ce transporteur ne dessert plus cette commune : choisissez-en un autre.',
  },
  unknownProduct: {
    id: 'checkout.unknownProduct',
    defaultMessage: "Un article n'est plus vendu : retirez-le pour commander.",
  },
  pendingBanner: defineMessage<{ count: number }>({
    id: 'checkout.pendingBanner',
    defaultMessage:
      '{count, plural, one {Une commande attend la connexion pour être envoyée.} other {# commandes attendent la connexion pour être envoyées.}}',
  }),
  problemBanner: {
    id: 'checkout.problemBanner',
    defaultMessage: "Une commande envoyée hors ligne n'a pas pu être passée : votre décision est attendue.",
  },
  see: { id: 'checkout.see', defaultMessage: 'Voir' },
  closeNotice: { id: 'checkout.closeNotice', defaultMessage: 'Fermer ce message' },
  understood: { id: 'checkout.understood', defaultMessage: 'Compris' },
  buy: { id: 'checkout.buy', defaultMessage: 'Acheter' },
  notOrderable: {
    id: 'checkout.notOrderable',
    defaultMessage: "Ce produit n'est pas disponible pour le moment.",
  },
  chooseCombination: { id: 'checkout.chooseCombination', defaultMessage: 'Choisissez une option.' },
});
