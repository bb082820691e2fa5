/**
 * Customers: how staff find a shop's customer (the shared search of the segment screens and the
 * till) and the customer desk a till or a phone order uses (CUSTOMERS). The Customer entity still
 * lives with the order data (modules/orders).
 */
export { customerSearch, customerSearchSql } from './customer-search';
export type { CustomerSearch } from './customer-search';
export { customerFormProblems } from './customer-form-problems';
export { CustomerDeskService } from './customer-desk.service';
import { CustomerDeskResolver } from './customer-desk.resolver';

export { CustomerDeskResolver };

export const customersResolverClasses = [CustomerDeskResolver] as const;
