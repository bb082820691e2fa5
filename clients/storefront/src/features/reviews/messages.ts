import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  summary: defineMessage<{ average: string; count: number }>({
    id: 'reviews.summary',
    defaultMessage: '{average} sur 5 · {count, plural, one {# avis} other {# avis}}',
  }),
  ratingOf: defineMessage<{ rating: number }>({
    id: 'reviews.ratingOf',
    defaultMessage: 'Note : {rating} sur 5',
  }),
  noReviews: {
    id: 'reviews.noReviews',
    defaultMessage: 'Aucun avis pour le moment. Soyez le premier à donner le vôtre !',
  },
  photoOf: defineMessage<{ name: string }>({ id: 'reviews.photoOf', defaultMessage: 'Photo de {name}' }),
  previous: { id: 'reviews.previous', defaultMessage: 'Avis plus récents' },
  next: { id: 'reviews.next', defaultMessage: 'Avis plus anciens' },
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'reviews.pageOf',
    defaultMessage: 'Page {page} sur {pages}',
  }),
  addReview: { id: 'reviews.addReview', defaultMessage: 'Donner mon avis' },
  cancel: { id: 'reviews.cancel', defaultMessage: 'Annuler mon avis' },
  formTitle: { id: 'reviews.formTitle', defaultMessage: 'Votre avis sur ce produit' },
  name: { id: 'reviews.name', defaultMessage: 'Votre nom' },
  email: { id: 'reviews.email', defaultMessage: 'Votre adresse e-mail' },
  phone: { id: 'reviews.phone', defaultMessage: 'Votre numéro de téléphone' },
  purchaseDate: { id: 'reviews.purchaseDate', defaultMessage: 'Date d’achat' },
  rating: { id: 'reviews.rating', defaultMessage: 'Votre note' },
  stars: defineMessage<{ count: number }>({
    id: 'reviews.stars',
    defaultMessage: '{count, plural, one {# étoile} other {# étoiles}}',
  }),
  text: { id: 'reviews.text', defaultMessage: 'Votre avis' },
  boughtHere: { id: 'reviews.boughtHere', defaultMessage: 'J’ai acheté ce produit dans cette boutique' },
  acceptedPolicy: {
    id: 'reviews.acceptedPolicy',
    defaultMessage: 'J’accepte que mon avis et mon nom soient publiés après vérification',
  },
  image: { id: 'reviews.image', defaultMessage: 'Une photo (facultatif)' },
  imageOnly: { id: 'reviews.imageOnly', defaultMessage: 'Choisissez une image (JPEG, PNG, WebP…).' },
  imageTooLarge: defineMessage<{ size: string }>({
    id: 'reviews.imageTooLarge',
    defaultMessage: 'La photo dépasse {size}.',
  }),
  submit: { id: 'reviews.submit', defaultMessage: 'Envoyer mon avis' },
  submitting: { id: 'reviews.submitting', defaultMessage: 'Envoi en cours…' },
  uploading: { id: 'reviews.uploading', defaultMessage: 'Envoi de la photo' },
  fillAllFields: {
    id: 'reviews.fillAllFields',
    defaultMessage: 'Veuillez remplir tous les champs et cocher les deux cases.',
  },
  submitError: {
    id: 'reviews.submitError',
    defaultMessage: 'Votre avis n’a pas pu être envoyé. Vérifiez votre connexion puis réessayez.',
  },
  thanks: {
    id: 'reviews.thanks',
    defaultMessage: 'Merci pour votre avis ! Il apparaîtra ici dès qu’il aura été vérifié.',
  },
  invalidName: { id: 'reviews.invalidName', defaultMessage: 'Entre 2 et 60 caractères.' },
  invalidEmail: { id: 'reviews.invalidEmail', defaultMessage: 'Cette adresse e-mail n’est pas valide.' },
  invalidPhone: {
    id: 'reviews.invalidPhone',
    defaultMessage: 'Un numéro de mobile : 05, 06 ou 07 suivi de 8 chiffres.',
  },
  invalidPurchaseDate: {
    id: 'reviews.invalidPurchaseDate',
    defaultMessage: 'Une date réelle, qui n’est pas dans le futur.',
  },
  invalidRating: { id: 'reviews.invalidRating', defaultMessage: 'Choisissez de 1 à 5 étoiles.' },
  invalidText: { id: 'reviews.invalidText', defaultMessage: 'Entre 3 et 5 000 caractères.' },
  mustTick: { id: 'reviews.mustTick', defaultMessage: 'Cette case doit être cochée.' },
  invalidImage: {
    id: 'reviews.invalidImage',
    defaultMessage: 'Cette photo a été refusée : une seule image de 2 Mo au plus.',
  },
  productRefused: {
    id: 'reviews.productRefused',
    defaultMessage: 'Ce produit n’accepte pas d’avis pour le moment.',
  },
});
