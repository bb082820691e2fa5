/** Texts of a CMS page (delivery, terms of sale...). */
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  loadFailed: { id: 'cmsPage.loadFailed', defaultMessage: 'Cette page n’a pas pu être chargée.' },
  updatedOn: defineMessage<{ date: string }>({
    id: 'cmsPage.updatedOn',
    defaultMessage: 'Mise à jour le {date}',
  }),
});
