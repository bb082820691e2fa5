/** The till's customer feed: posCustomers and its change log. */
export { TillCustomerChange } from './till-customer-change.entity';
export { TillCustomerChangeMark } from './till-customer-change-mark.entity';
export { PosCustomersResolver } from './pos-customers.resolver';
export { PosCustomersService, POS_CUSTOMERS_LIMIT } from './pos-customers.service';
export { PosCustomer, PosCustomerPage } from './pos-customers.results';
export type { PosCustomerBatch } from './pos-customers.results';
