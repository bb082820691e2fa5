/** The customers module: a shop's customers, their search and the customer desk (CUSTOMERS). */
import { defineModule } from '../manifest';
import { Customer } from './customer.entity';
import { CustomerDeskResolver } from './customer-desk.resolver';
import { CustomerDeskService } from './customer-desk.service';

export const customersModule = defineModule({
  name: 'customers',
  entities: [Customer],
  resolvers: [CustomerDeskResolver],
  views: ['customers.customer'],
  needs: [],
  build() {
    return { provides: {}, resolvers: [new CustomerDeskResolver(new CustomerDeskService())], routes: [] };
  },
});
