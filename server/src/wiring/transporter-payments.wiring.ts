/** The transporter-payments area: its resolvers and REST shims. */
import { TransporterPaymentsResolver, TransporterPaymentsService } from '../modules/transporter-payments';
import { transporterPaymentsRoutes } from '../rest/dashboard/transporter-payments.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const transporterPaymentsResolverClasses: readonly ResolverClass[] = [TransporterPaymentsResolver];

export function transporterPaymentsWiring(_deps: WiringDeps): Wiring {
  const service = new TransporterPaymentsService();
  return {
    resolvers: [new TransporterPaymentsResolver(service)],
    routes: transporterPaymentsRoutes(service),
  };
}
