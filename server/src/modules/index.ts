/**
 * Every module of the server, in the order they are built: a module comes after the modules whose
 * shared services it needs (see manifest.ts). The ORM config, the schema build and app.ts all read
 * this one list; a new module is added here and nowhere else.
 */
import { authModule } from './auth';
import { catalogModule } from './catalog';
import { contentModule } from './content';
import { customersModule } from './customers';
import { dashboardModule } from './dashboard';
import { expeditionsModule } from './expeditions';
import { geographyModule } from './geography';
import type { ServerModule } from './manifest';
import { mediaModule } from './media';
import { ordersModule } from './orders';
import { posModule } from './pos';
import { promotionsModule } from './promotions';
import { reviewsModule } from './reviews';
import { shopModule } from './shop';
import { staffModule } from './staff';
import { stockModule } from './stock';
import { transporterPaymentsModule } from './transporter-payments';
import { transportersModule } from './transporters';

export const serverModules: readonly ServerModule[] = [
  geographyModule,
  transportersModule,
  shopModule,
  staffModule,
  authModule,
  customersModule,
  mediaModule,
  promotionsModule,
  catalogModule,
  reviewsModule,
  contentModule,
  stockModule,
  expeditionsModule,
  ordersModule,
  posModule,
  transporterPaymentsModule,
  dashboardModule,
];

/** Every entity of every module (the ORM config lists them explicitly: no folder scanning). */
export const serverEntities = serverModules.flatMap((module) => module.entities);

/** Every resolver class of every module (the schema build). */
export const serverResolverClasses = serverModules.flatMap((module) => module.resolvers);

export { composeModules } from './compose-modules';
export type { GivenServices, ResolverClass, ServerModule, SharedServices } from './manifest';
