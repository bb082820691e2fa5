import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  fallbackName: { id: 'shop.fallbackName', defaultMessage: 'Notre boutique' },
  tagline: { id: 'shop.tagline', defaultMessage: 'Paiement à la livraison dans toute l’Algérie' },
});
