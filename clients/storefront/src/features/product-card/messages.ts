import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  nameUnavailable: { id: 'productCard.nameUnavailable', defaultMessage: 'Nom du produit indisponible' },
  discount: defineMessage<{ amount: string }>({
    id: 'productCard.discount',
    defaultMessage: '-{amount}',
  }),
  isNew: { id: 'productCard.isNew', defaultMessage: 'Nouveau' },
  outOfStock: { id: 'productCard.outOfStock', defaultMessage: 'Rupture de stock' },
  oldPrice: { id: 'productCard.oldPrice', defaultMessage: 'Prix initial' },
  price: { id: 'productCard.price', defaultMessage: 'Prix actuel' },
});
