/** The transporter payments screen (cash on delivery handed over by a carrier), with its texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { TransporterPaymentsPage } from './TransporterPaymentsPage';

export const catalogue = catalogueOf(messages, translations);
