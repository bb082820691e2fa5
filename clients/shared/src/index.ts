/** The public face of @tijara/shared: both apps import from here only. */
export * from './offline/db';
export * from './offline/device';
export * from './offline/outbox-types';
export * from './offline/enqueue';
export * from './offline/idempotency-key';
export * from './offline/classify';
export * from './offline/backoff';
export * from './offline/locks';
export { pruneOutbox, OUTBOX_RETENTION_MS } from './offline/outbox-store';
export { countOutbox } from './offline/outbox-counts';
export type { SyncReport } from './offline/sync-run';
export type {
  BatchSenderRegistration,
  SyncEngine,
  SyncEngineOptions,
  SyncStatus,
} from './offline/sync-options';
export { createSyncEngine } from './offline/sync-engine';
export type { SyncChannel, SyncChannelFactory, SyncSignal } from './offline/sync-channel';
export * from './offline/use-outbox';
export * from './offline/mirror-writes';
export * from './offline/use-mirror-refresh';
export * from './offline/use-mirrored-value';
export * from './offline/use-live-read';

export * from './network/network-status';
export type { ServerProbeOptions } from './network/server-probe';
export * from './network/timers';
export * from './network/use-online-status';
export * from './network/send-multipart';

export * from './i18n/I18nProvider';
export * from './i18n/translation-source';
export * from './i18n/CatalogueScope';
export * from './i18n/LanguageSwitch';
export * from './i18n/locale';
export * from './i18n/locale-context';
export * from './i18n/shared-messages';
export * from './i18n/common-messages';
export * from './i18n/error-messages';
export * from './i18n/sync-messages';
export * from './i18n/shared-catalogues';
export * from './i18n/digits';
export * from './i18n/bidi';
export * from './i18n/catalogue';
export * from './i18n/catalogue-check';

export * from './ui/OnlineIndicator';
export * from './ui/SyncBadge';
export * from './ui/UpdatePrompt';
export * from './ui/ErrorBoundary';
export * from './ui/ErrorFallback';
export * from './ui/use-debounced-value';
export * from './ui/use-dialog-focus';

export * from './apollo/create-apollo-client';
export * from './apollo/graphql-error-code';
export * from './errors/server-verdict';
export * from './money/format-money';
export * from './money/currency-input';
