/**
 * The till's device data: Dexie tables, refresh from the server, search, pricing, recording of sales
 * and sessions, and the outbox senders. The till screens (features/till, features/till-session) read
 * and write through this face only.
 */
export type {
  CartEntry,
  Labels,
  NewCustomerForm,
  PromotionRuleRow,
  RefreshProgress,
  RegisterDeviceInput,
  SessionSaleRow,
  StorageHealth,
  TillCashier,
  TillCustomer,
  TillDevice,
  TillInstallment,
  TillItem,
  TillPayment,
  TillPricing,
  TillPromotionShare,
  TillRefreshState,
  TillSale,
  TillSaleCustomer,
  TillSaleLine,
  TillSearch,
  TillSession,
  TillTender,
  ZReport,
} from './types';

export { TillDb, createTillDb } from './till-db';
export { createTillSearch } from './search';
export { priceTillCart } from './pricing';
export type { PriceTillCartInput } from './pricing';
export { paymentCheck } from './payment';
export { useTillRules } from './rules';
export { requestPersistence, storageHealth } from './storage';
export { TillDataError } from './errors';
export type { TillDataErrorCode } from './errors';
export { openSession, closeSession, useOpenSession } from './sessions';
export { recordSale, markPrinted } from './record-sale';
export type { RecordSaleInput } from './record-sale';
export { zReportOf, useZReport, useSessionSales } from './z-report';
export { useUnsyncedCount } from './unsynced';
export { searchCustomers, saveNewCustomer } from './customers';
export { useStockOf, useStocksOf } from './stock';
export { useTillItems, useTillSearch } from './use-till-search';
export { registerDevice, useTillDevice, forgetDevice } from './device';
export { registerTillSenders } from './senders';
export { refreshTillData } from './refresh';
export type { RefreshInput } from './refresh';
export { useTillRefresh, REFRESH_DUE_MS, STALE_AFTER_MS } from './use-till-refresh';
export { POS_SALE, POS_SESSION_OPEN, POS_SESSION_CLOSE } from './kinds';
export { CUSTOMER_SEARCH_MIN_LENGTH } from './customers';
