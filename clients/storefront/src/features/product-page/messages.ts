import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  brandLogo: defineMessage<{ brand: string }>({
    id: 'productPage.brandLogo',
    defaultMessage: 'Marque : {brand}',
  }),
  gallery: { id: 'productPage.gallery', defaultMessage: 'Photos du produit' },
  imageOf: defineMessage<{ index: number; count: number }>({
    id: 'productPage.imageOf',
    defaultMessage: 'Photo {index} sur {count}',
  }),
  showImage: defineMessage<{ index: number }>({
    id: 'productPage.showImage',
    defaultMessage: 'Afficher la photo {index}',
  }),
  previousImage: { id: 'productPage.previousImage', defaultMessage: 'Photo précédente' },
  nextImage: { id: 'productPage.nextImage', defaultMessage: 'Photo suivante' },
  noImage: { id: 'productPage.noImage', defaultMessage: 'Pas encore de photo pour ce produit' },
  options: { id: 'productPage.options', defaultMessage: 'Options' },
  unavailable: { id: 'productPage.unavailable', defaultMessage: 'Épuisé' },
  outOfStock: {
    id: 'productPage.outOfStock',
    defaultMessage: 'Ce produit n’est plus disponible pour le moment.',
  },
  oldPrice: defineMessage<{ price: string }>({
    id: 'productPage.oldPrice',
    defaultMessage: 'Au lieu de {price}',
  }),
  discount: defineMessage<{ amount: string }>({
    id: 'productPage.discount',
    defaultMessage: '−{amount}',
  }),
  packStrict: { id: 'productPage.packStrict', defaultMessage: 'Ce pack contient' },
  packFlexible: { id: 'productPage.packFlexible', defaultMessage: 'Composez votre pack' },
  packQuantity: defineMessage<{ quantity: number; name: string }>({
    id: 'productPage.packQuantity',
    defaultMessage: '{quantity} × {name}',
  }),
  packChoice: defineMessage<{ name: string }>({
    id: 'productPage.packChoice',
    defaultMessage: 'Option pour {name}',
  }),
  unavailableOption: defineMessage<{ label: string }>({
    id: 'productPage.unavailableOption',
    defaultMessage: '{label} (épuisé)',
  }),
  description: { id: 'productPage.description', defaultMessage: 'Description' },
  features: { id: 'productPage.features', defaultMessage: 'Caractéristiques' },
  reviews: { id: 'productPage.reviews', defaultMessage: 'Avis des clients' },
  sections: { id: 'productPage.sections', defaultMessage: 'En savoir plus sur ce produit' },
  noDescription: {
    id: 'productPage.noDescription',
    defaultMessage: 'La description de ce produit n’est pas encore rédigée.',
  },
  related: { id: 'productPage.related', defaultMessage: 'Produits associés' },
  sameBrand: { id: 'productPage.sameBrand', defaultMessage: 'De la même marque' },
  sameCategory: { id: 'productPage.sameCategory', defaultMessage: 'Dans la même catégorie' },
  newProducts: { id: 'productPage.newProducts', defaultMessage: 'Fraîchement arrivés' },
  deliveryEstimate: {
    id: 'productPage.deliveryEstimate',
    defaultMessage: 'Estimez vos frais de livraison',
  },
  loadFailed: { id: 'productPage.loadFailed', defaultMessage: 'Le produit n’a pas pu être chargé.' },
  decrease: { id: 'productPage.decrease', defaultMessage: 'Diminuer la quantité' },
  increase: { id: 'productPage.increase', defaultMessage: 'Augmenter la quantité' },
  buyNow: { id: 'productPage.buyNow', defaultMessage: 'Acheter maintenant' },
  formLoading: { id: 'productPage.formLoading', defaultMessage: 'Chargement du formulaire de commande…' },
});
