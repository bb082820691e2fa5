export { TransporterPaymentsPage } from './TransporterPaymentsPage';
export { messages as transporterPaymentsMessages } from './messages';
export { translations as transporterPaymentsTranslations } from './translations';
