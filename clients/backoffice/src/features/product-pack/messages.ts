import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productPack.title', defaultMessage: 'Pack' },
});
