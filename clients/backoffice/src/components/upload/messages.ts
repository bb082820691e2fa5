/**
 * Texts of the upload pieces (drop zone, progress list). French is the source; translations.ts holds
 * en and ar under the same keys. "Retry" is the shared word (sharedMessages.retry).
 */
import { defineMessage, defineMessages } from 'react-intl';

export const uploadMessages = defineMessages({
  dropHint: {
    id: 'components.upload.dropHint',
    defaultMessage: 'ou glissez-déposez ici',
  },
  rules: defineMessage<{ megabytes: number }>({
    id: 'components.upload.rules',
    defaultMessage: 'Images uniquement, {megabytes} Mo au plus chacune.',
  }),
  notImage: defineMessage<{ name: string }>({
    id: 'components.upload.notImage',
    defaultMessage: '« {name} » n’est pas une image : non envoyé.',
  }),
  tooLarge: defineMessage<{ name: string; megabytes: number }>({
    id: 'components.upload.tooLarge',
    defaultMessage: '« {name} » dépasse {megabytes} Mo : non envoyé.',
  }),
  listTitle: { id: 'components.upload.listTitle', defaultMessage: 'Envois' },
  overall: defineMessage<{ done: number; total: number }>({
    id: 'components.upload.overall',
    defaultMessage: '{done} / {total} envoyés',
  }),
  progressOf: defineMessage<{ name: string }>({
    id: 'components.upload.progressOf',
    defaultMessage: 'Envoi de {name}',
  }),
  queued: { id: 'components.upload.queued', defaultMessage: 'En attente' },
  processing: { id: 'components.upload.processing', defaultMessage: 'Traitement par le serveur…' },
  done: { id: 'components.upload.done', defaultMessage: 'Envoi terminé' },
  refused: {
    id: 'components.upload.refused',
    defaultMessage: 'Le serveur a refusé ce fichier.',
  },
  retryOf: defineMessage<{ name: string }>({
    id: 'components.upload.retryOf',
    defaultMessage: 'Renvoyer {name}',
  }),
  clearFinished: { id: 'components.upload.clearFinished', defaultMessage: 'Effacer les envois terminés' },
});
