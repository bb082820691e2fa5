/**
 * The till's session pieces around the selling screen (features/till draws them): registering the
 * tablet, opening and closing a session with the cash count and the Z report, receipts printed on
 * thermal paper, the till's status bar and storage warning, and the sync screen (/pos/sync). Only
 * lazily loaded screens import this index: it names components, which the first route must not carry.
 */

/** The sync screen (/pos/sync): its route loads it through features/till (till/index.ts). */
export { SyncPage } from './SyncPage';

export { DeviceRegistration } from './DeviceRegistration';
export { SessionOpening } from './SessionOpening';
export { SessionClosing } from './SessionClosing';
export { ReceiptPrint } from './ReceiptPrint';
export { usePrintReceipt } from './use-print-receipt';
export type { ReceiptPrinter } from './use-print-receipt';
export { TillStatusBar } from './TillStatusBar';
export { StorageWarning } from './StorageWarning';

// Its screens bring their texts (TillSessionScope, CatalogueScope); only app/i18n/scoped.ts reads this.
export { catalogue } from './catalogue';
