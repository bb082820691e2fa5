/** What the till's writes refuse, by code, for the screens to say in the cashier's language. */
export type TillDataErrorCode =
  /** No device is registered on this browser, or another one than the caller's. */
  | 'device_missing'
  /** The device already has an open session. */
  | 'session_open'
  /** The session is closed or unknown. */
  | 'session_not_open'
  /** A sale with no line. */
  | 'empty_cart'
  /** paymentCheck found problems (details: their message keys). */
  | 'payment'
  /** The new customer's form has errors (details: field name to message key). */
  | 'customer_form'
  /** The device still has entries to send: forgetting it would lose them. */
  | 'unsynced';

export class TillDataError extends Error {
  readonly code: TillDataErrorCode;
  readonly details: unknown;

  constructor(code: TillDataErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'TillDataError';
    this.code = code;
    this.details = details;
  }
}
