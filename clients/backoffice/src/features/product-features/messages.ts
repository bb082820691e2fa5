import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'productFeatures.title', defaultMessage: 'Caractéristiques' },
});
