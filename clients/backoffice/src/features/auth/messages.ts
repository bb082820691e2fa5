import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'auth.title', defaultMessage: 'Connexion du personnel' },
  intro: { id: 'auth.intro', defaultMessage: 'Connectez-vous pour gérer la boutique et encaisser.' },
  password: { id: 'auth.password', defaultMessage: 'Mot de passe' },
  submit: { id: 'auth.submit', defaultMessage: 'Se connecter' },
  submitting: { id: 'auth.submitting', defaultMessage: 'Connexion…' },
  invalid: { id: 'auth.invalid', defaultMessage: 'E-mail ou mot de passe incorrect.' },
  tooMany: defineMessage<{ minutes: number }>({
    id: 'auth.tooMany',
    defaultMessage:
      '{minutes, plural, one {Trop de tentatives. Réessayez dans # minute.} other {Trop de tentatives. Réessayez dans # minutes.}}',
  }),
  unreachable: {
    id: 'auth.unreachable',
    defaultMessage:
      'Le serveur ne répond pas. La connexion demande Internet ; réessayez dès le retour du réseau.',
  },
  failed: { id: 'auth.failed', defaultMessage: 'La connexion a échoué. Réessayez.' },
  checking: { id: 'auth.checking', defaultMessage: 'Vérification de la session…' },
});
