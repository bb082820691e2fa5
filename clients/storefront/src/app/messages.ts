import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Aller au contenu' },
  language: { id: 'app.language', defaultMessage: 'Langue' },
});
