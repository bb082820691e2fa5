/** Texts only a landing page shows: they come with its chunk, never on the home's first route. */
import { defineMessages } from 'react-intl';

export const landingMessages = defineMessages({
  loadFailed: { id: 'home.landing.loadFailed', defaultMessage: 'Cette page n’a pas pu être chargée.' },
});
