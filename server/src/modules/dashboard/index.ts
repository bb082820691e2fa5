/** Dashboard: the back office home's figures (sales, waiting orders, low stock, carriers' money). */
export { DashboardResolver } from './dashboard.resolver';
export { DashboardService } from './dashboard.service';
export { dashboardModule } from './dashboard.module';
