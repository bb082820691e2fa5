import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  offlineCopy: defineMessage<{ date: string }>({
    id: 'deviceCopy.offlineCopy',
    defaultMessage: 'Hors ligne : vous voyez ce que vous aviez consulté le {date}.',
  }),
  offlineCopyUndated: {
    id: 'deviceCopy.offlineCopyUndated',
    defaultMessage: 'Hors ligne : vous voyez ce que vous aviez consulté.',
  },
  retry: { id: 'deviceCopy.retry', defaultMessage: 'Actualiser' },
});
