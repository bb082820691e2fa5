/**
 * Customers: a shop's customers (the Customer entity orders and promotions both refer to), how staff
 * find one (the shared search of the segment screens and the till), the customer desk a till or a
 * phone order uses (CUSTOMERS) and the back office's customer list and detail (PROMOTIONS).
 */
import { Customer } from './customer.entity';

export { Customer };
export { customerSearch, customerSearchSql } from './customer-search';
export type { CustomerSearch } from './customer-search';
export { isShopCustomer, upsertShopCustomer } from './customer-rows.sql';
export type { ShopCustomerFields } from './customer-rows.sql';
export { customerFormProblems } from './customer-form-problems';
export { CustomerDeskService } from './customer-desk.service';
import { CustomerDeskResolver } from './customer-desk.resolver';
// The detail's GraphQL type: promotions adds the customer's segments to it.
export { CustomerDetail } from './admin';
// The till's customer: promotions adds the segments and used coupons the engine needs.
export { PosCustomer } from './till';
export type { PosCustomerBatch } from './till';

export { CustomerDeskResolver };
export { customersModule } from './customers.module';
