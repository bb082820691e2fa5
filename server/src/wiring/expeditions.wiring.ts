/** The expeditions area: its resolver (GraphQL) and the legacy editing and reception shims (REST). */
import {
  ExpeditionFlowService,
  ExpeditionItemsService,
  ExpeditionQueryService,
  ExpeditionReceptionService,
  ExpeditionsResolver,
} from '../modules/expeditions';
import type { ExpeditionServices } from '../modules/expeditions';
import { StockLedger } from '../modules/stock';
import { expeditionRoutes } from '../rest/dashboard/expeditions.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const expeditionsResolverClasses: readonly ResolverClass[] = [ExpeditionsResolver];

export function expeditionsWiring(_deps: WiringDeps): Wiring {
  // StockLedger holds no state: the one writer of stock is a set of rules run in the caller's transaction.
  const ledger = new StockLedger();
  const services: ExpeditionServices = {
    query: new ExpeditionQueryService(),
    flow: new ExpeditionFlowService(ledger),
    items: new ExpeditionItemsService(ledger),
    reception: new ExpeditionReceptionService(ledger),
  };
  return { resolvers: [new ExpeditionsResolver(services)], routes: expeditionRoutes(services) };
}
