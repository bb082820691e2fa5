import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'reviews.title', defaultMessage: 'Modération des avis' },
});
