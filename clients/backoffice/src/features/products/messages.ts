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
});
