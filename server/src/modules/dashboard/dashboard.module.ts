/** The dashboard module: the back office home's figures, read from the other modules' published faces. */
import { TransporterPaymentsService } from '../transporter-payments';
import { defineModule } from '../manifest';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

export const dashboardModule = defineModule({
  name: 'dashboard',
  entities: [],
  resolvers: [DashboardResolver],
  needs: [],
  build() {
    // The carriers' figures are transporter payments' own read (it holds no state): one rule of what a carrier owes.
    const service = new DashboardService(new TransporterPaymentsService());
    return { provides: {}, resolvers: [new DashboardResolver(service)], routes: [] };
  },
});
