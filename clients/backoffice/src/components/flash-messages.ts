import { defineMessages } from 'react-intl';

/** The flash region's own texts: it is on every page, so they are on the first route. */
export const flashMessages = defineMessages({
  flashRegion: { id: 'components.flash.region', defaultMessage: 'Messages' },
  closeFlash: { id: 'components.flash.close', defaultMessage: 'Fermer ce message' },
});
