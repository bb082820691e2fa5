export * from './error-codes.js';
export * from './digits.js';
export * from './money.js';
export * from './limits.js';
export * from './permissions.js';
export * from './pricing.js';
export * from './stock.js';
export * from './orders.js';
