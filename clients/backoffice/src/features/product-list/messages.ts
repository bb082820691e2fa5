import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productList.title', defaultMessage: 'Liste des produits' },
});
