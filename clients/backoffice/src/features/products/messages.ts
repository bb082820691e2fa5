/** The editor's frame, its tabs, the price and stock tabs (French source). */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  pricing: { id: 'products.pricing', defaultMessage: 'Prix' },
  priceHt: { id: 'products.priceHt', defaultMessage: 'Prix de vente HT' },
  tax: { id: 'products.tax', defaultMessage: 'TVA (%)' },
  supplyPriceHt: { id: 'products.supplyPriceHt', defaultMessage: 'Prix d’achat HT' },
  wholeSalePriceHt: { id: 'products.wholeSalePriceHt', defaultMessage: 'Prix de gros HT' },
  priceTtc: { id: 'products.priceTtc', defaultMessage: 'Prix de vente TTC' },
  supplyPriceTtc: { id: 'products.supplyPriceTtc', defaultMessage: 'Prix d’achat TTC' },
  wholeSalePriceTtc: { id: 'products.wholeSalePriceTtc', defaultMessage: 'Prix de gros TTC' },
  invalidAmount: {
    id: 'products.invalidAmount',
    defaultMessage: 'Montant invalide : chiffres, virgule et 2 décimales au plus (ex. 1 234,50).',
  },
  invalidTax: {
    id: 'products.invalidTax',
    defaultMessage: 'Taux invalide : entre 0 et 100, 2 décimales au plus.',
  },
  wholesaleMoq: { id: 'products.wholesaleMoq', defaultMessage: 'Quantité minimale de gros' },
  priceRequired: { id: 'products.priceRequired', defaultMessage: 'Le prix de vente HT est obligatoire.' },
  pricesSaved: { id: 'products.pricesSaved', defaultMessage: 'Prix enregistrés.' },
  pricesReadOnly: {
    id: 'products.pricesReadOnly',
    defaultMessage: 'Lecture seule : votre rôle ne permet pas de modifier les prix.',
  },
  backToList: { id: 'products.backToList', defaultMessage: 'Retour à la liste des produits' },
  offline: {
    id: 'products.offline',
    defaultMessage:
      'Hors ligne : ce que vous saisissez reste sur cet appareil et pourra être envoyé au retour de la connexion.',
  },
  productFailed: { id: 'products.productFailed', defaultMessage: 'Impossible de charger ce produit.' },
  optionsFailed: {
    id: 'products.optionsFailed',
    defaultMessage: 'Impossible de charger les catégories, marques et fournisseurs.',
  },
  tabsLabel: { id: 'products.tabsLabel', defaultMessage: 'Sections du produit' },
  tabDetails: { id: 'products.tab.details', defaultMessage: 'Détails' },
  tabImages: { id: 'products.tab.images', defaultMessage: 'Images' },
  tabFeatures: { id: 'products.tab.features', defaultMessage: 'Caractéristiques' },
  tabCombinations: { id: 'products.tab.combinations', defaultMessage: 'Déclinaisons' },
  tabStock: { id: 'products.tab.stock', defaultMessage: 'Stock' },
  tabLanguages: { id: 'products.tab.languages', defaultMessage: 'Langues' },
  tabPack: { id: 'products.tab.pack', defaultMessage: 'Pack' },
  viewOnStorefront: { id: 'products.viewOnStorefront', defaultMessage: 'Voir sur la boutique' },
  opensNewTab: { id: 'products.opensNewTab', defaultMessage: '(nouvel onglet)' },
  stale: {
    id: 'products.stale',
    defaultMessage:
      'Ce produit a été modifié par quelqu’un d’autre. Rechargez-le pour partir de sa version actuelle.',
  },
  offlineDraft: {
    id: 'products.offlineDraft',
    defaultMessage:
      'Hors ligne : le brouillon reste sur cet appareil ; envoyez-le quand la connexion revient.',
  },
  readOnly: {
    id: 'products.readOnly',
    defaultMessage: 'Lecture seule : votre rôle ne permet pas de modifier les produits.',
  },
  stockTitle: { id: 'products.stockTitle', defaultMessage: 'Stock par entrepôt' },
  stockIntro: {
    id: 'products.stockIntro',
    defaultMessage:
      'Les niveaux se consultent ici ; les entrées et corrections se font dans l’écran du stock.',
  },
  stockVariant: { id: 'products.stockVariant', defaultMessage: 'Déclinaison' },
  stockOnHand: { id: 'products.stockOnHand', defaultMessage: 'Unités en main' },
  stockReserved: { id: 'products.stockReserved', defaultMessage: 'Unités réservées' },
  stockEmpty: { id: 'products.stockEmpty', defaultMessage: 'Aucun stock enregistré pour ce produit.' },
  stockWholeProduct: { id: 'products.stockWholeProduct', defaultMessage: 'Produit simple' },
  stockLink: { id: 'products.stockLink', defaultMessage: 'Gérer le stock' },
  stockFailed: {
    id: 'products.stockFailed',
    defaultMessage: 'Impossible de charger le stock de ce produit.',
  },
  notPack: {
    id: 'products.notPack',
    defaultMessage:
      'Ce produit n’est pas un pack. Un pack regroupe d’autres produits, à déclinaisons fixées (strict) ou au choix du client (flexible).',
  },
  makePack: { id: 'products.makePack', defaultMessage: 'En faire un pack' },
});
