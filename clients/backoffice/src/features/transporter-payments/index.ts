/** The transporter payments screen (cash on delivery handed over by a carrier), with its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** Its screen, loaded with its route (app/routes.tsx). */
export const loadTransporterPaymentsPage = () => import('./TransporterPaymentsPage');

export const catalogue = catalogueOf(messages, translations);
