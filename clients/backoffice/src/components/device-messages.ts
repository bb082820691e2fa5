/**
 * Texts of what the device keeps for the screens: a copy shown offline (DeviceCopyNote) and a form
 * draft given back (DraftNote). French is the source; device-translations.ts holds en and ar.
 */
import { defineMessage, defineMessages } from 'react-intl';

export const deviceMessages = defineMessages({
  copyShown: defineMessage<{ when: string }>({
    id: 'components.device.copyShown',
    defaultMessage: 'Affiché depuis cet appareil, mis à jour le {when}.',
  }),
  draftRestored: defineMessage<{ when: string }>({
    id: 'components.device.draftRestored',
    defaultMessage: 'Brouillon repris de cet appareil (enregistré le {when}) : il n’est pas encore envoyé.',
  }),
  draftDiscard: { id: 'components.device.draftDiscard', defaultMessage: 'Abandonner le brouillon' },
});
