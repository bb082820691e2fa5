/** The combination form's labels, hints and checks (the list's texts are in messages.ts). */
import { defineMessage, defineMessages } from 'react-intl';

export const formMessages = defineMessages({
  name: defineMessage<{ language: string }>({
    id: 'productCombinations.form.name',
    defaultMessage: 'Nom ({language})',
  }),
  nameHint: defineMessage<{ label: string }>({
    id: 'productCombinations.form.nameHint',
    defaultMessage: 'Facultatif : laissé vide, la déclinaison s’appelle « {label} ».',
  }),
  nameHintNew: {
    id: 'productCombinations.form.nameHintNew',
    defaultMessage: 'Facultatif : laissé vide, la déclinaison porte le nom de ses valeurs (Rouge - XL).',
  },
  values: { id: 'productCombinations.form.values', defaultMessage: 'Valeurs des attributs' },
  valuesHint: {
    id: 'productCombinations.form.valuesHint',
    defaultMessage: 'Au moins une valeur, une seule par attribut utilisé.',
  },
  notUsed: { id: 'productCombinations.form.notUsed', defaultMessage: 'Non utilisé' },
  noAttributes: {
    id: 'productCombinations.form.noAttributes',
    defaultMessage: 'Aucun attribut n’existe encore : créez-en (Taille, Couleur…) dans la taxonomie.',
  },
  attributesFailed: {
    id: 'productCombinations.form.attributesFailed',
    defaultMessage: 'Impossible de charger les attributs.',
  },
  valuesRequired: {
    id: 'productCombinations.form.valuesRequired',
    defaultMessage: 'Choisissez au moins une valeur.',
  },
  prices: { id: 'productCombinations.form.prices', defaultMessage: 'Prix de la déclinaison' },
  productPrice: {
    id: 'productCombinations.form.productPrice',
    defaultMessage: 'Prix HT de la déclinaison',
  },
  combinationPrice: {
    id: 'productCombinations.form.combinationPrice',
    defaultMessage: 'Écart avec le prix HT du produit',
  },
  pricesHint: defineMessage<{ price: string }>({
    id: 'productCombinations.form.pricesHint',
    defaultMessage:
      'Le produit coûte {price} HT : saisissez le prix de la déclinaison ou son écart, l’autre suit.',
  }),
  sign: { id: 'productCombinations.form.sign', defaultMessage: 'Sens de l’écart' },
  signPlus: { id: 'productCombinations.form.signPlus', defaultMessage: 'Plus cher (+)' },
  signMinus: { id: 'productCombinations.form.signMinus', defaultMessage: 'Moins cher (−)' },
  priceTtc: defineMessage<{ price: string }>({
    id: 'productCombinations.form.priceTtc',
    defaultMessage: 'Prix TTC de la déclinaison : {price}',
  }),
  pricesLocked: {
    id: 'productCombinations.form.pricesLocked',
    defaultMessage: 'Votre rôle ne permet pas de modifier les prix.',
  },
  negativePrice: {
    id: 'productCombinations.form.negativePrice',
    defaultMessage: 'Le prix de la déclinaison ne peut pas être négatif.',
  },
  reference: { id: 'productCombinations.form.reference', defaultMessage: 'Référence propre (SKU)' },
  barcode: { id: 'productCombinations.form.barcode', defaultMessage: 'Code-barres' },
  isDefault: {
    id: 'productCombinations.form.isDefault',
    defaultMessage: 'Proposée en premier (une seule par produit)',
  },
  defaultLocked: {
    id: 'productCombinations.form.defaultLocked',
    defaultMessage: 'Pour en changer, mettez une autre déclinaison par défaut.',
  },
  active: { id: 'productCombinations.form.active', defaultMessage: 'Proposée à la vente' },
  images: { id: 'productCombinations.form.images', defaultMessage: 'Images propres' },
  imagesHint: {
    id: 'productCombinations.form.imagesHint',
    defaultMessage: 'Les images du produit montrées quand cette déclinaison est choisie.',
  },
  noImages: {
    id: 'productCombinations.form.noImages',
    defaultMessage: 'Ce produit n’a pas encore d’image : ajoutez-en dans l’onglet Images.',
  },
  imagesFailed: {
    id: 'productCombinations.form.imagesFailed',
    defaultMessage: 'La déclinaison est enregistrée, mais ses images n’ont pas toutes pu être changées.',
  },
});
