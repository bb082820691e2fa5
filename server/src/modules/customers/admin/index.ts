/**
 * The back office's customer screens (PROMOTIONS): the list and one customer's detail, their
 * GraphQL shapes (CustomerDetail, which the promotions module extends with the customer's segments).
 */
export { CustomerAdminResolver } from './customer-admin.resolver';
export { CustomerAdminService } from './customer-admin.service';
export { CustomerDetail, CustomerListPage, CustomerListRow } from './customer-admin.results';
export { CustomerSortField } from './customer-list.sql';
