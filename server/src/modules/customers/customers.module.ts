/**
 * The customers module: a shop's customers, their search, the customer desk (CUSTOMERS) and the
 * back office's customer screens (PROMOTIONS).
 */
import { defineModule } from '../manifest';
import { CustomerAdminResolver, CustomerAdminService } from './admin';
import { Customer } from './customer.entity';
import { CustomerDeskResolver } from './customer-desk.resolver';
import { CustomerDeskService } from './customer-desk.service';
import {
  PosCustomersResolver,
  PosCustomersService,
  TillCustomerChange,
  TillCustomerChangeMark,
} from './till';

export const customersModule = defineModule({
  name: 'customers',
  entities: [Customer, TillCustomerChange, TillCustomerChangeMark],
  resolvers: [CustomerDeskResolver, CustomerAdminResolver, PosCustomersResolver],
  views: ['customers.customer'],
  needs: [],
  build() {
    return {
      provides: {},
      resolvers: [
        new CustomerDeskResolver(new CustomerDeskService()),
        new CustomerAdminResolver(new CustomerAdminService()),
        new PosCustomersResolver(new PosCustomersService()),
      ],
      routes: [],
    };
  },
});
