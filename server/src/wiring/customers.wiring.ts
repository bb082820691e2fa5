/** Customers: the customer desk of the till and phone orders (see modules/customers). */
import { CustomerDeskResolver, CustomerDeskService, customersResolverClasses } from '../modules/customers';
import type { ResolverClass, Wiring } from './wiring';

export const customersResolverClassList: readonly ResolverClass[] = customersResolverClasses;

export function customersWiring(): Wiring {
  return { resolvers: [new CustomerDeskResolver(new CustomerDeskService())], routes: [] };
}
