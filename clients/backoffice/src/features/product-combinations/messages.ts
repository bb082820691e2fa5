import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productCombinations.title', defaultMessage: 'Déclinaisons' },
});
