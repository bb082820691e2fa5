import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'theme.label', defaultMessage: 'Thème' },
  light: { id: 'theme.light', defaultMessage: 'Clair' },
  dark: { id: 'theme.dark', defaultMessage: 'Sombre' },
  auto: { id: 'theme.auto', defaultMessage: 'Automatique' },
});
