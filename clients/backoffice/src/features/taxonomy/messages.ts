import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'taxonomy.title', defaultMessage: 'Taxonomie du catalogue' },
});
