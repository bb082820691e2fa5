import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productImages.title', defaultMessage: 'Images' },
});
