/** The expeditions module: internal expeditions between warehouses, their items and their reception. */
import { defineModule } from '../manifest';
import { Expedition } from './expedition.entity';
import { ExpeditionFlowService } from './expedition-flow.service';
import { ExpeditionItem } from './expedition-item.entity';
import { ExpeditionItemsService } from './expedition-items.service';
import { ExpeditionQueryService } from './expedition-query.service';
import { ExpeditionReception } from './expedition-reception.entity';
import { ExpeditionReceptionService } from './expedition-reception.service';
import { ExpeditionsResolver } from './expeditions.resolver';
import type { ExpeditionServices } from './expeditions.resolver';
import { expeditionRoutes } from './rest/expeditions.route';

export const expeditionsModule = defineModule({
  name: 'expeditions',
  entities: [Expedition, ExpeditionItem, ExpeditionReception],
  resolvers: [ExpeditionsResolver],
  needs: ['stockLedger'],
  build({ stockLedger }) {
    const services: ExpeditionServices = {
      query: new ExpeditionQueryService(),
      flow: new ExpeditionFlowService(stockLedger),
      items: new ExpeditionItemsService(stockLedger),
      reception: new ExpeditionReceptionService(stockLedger),
    };
    return {
      provides: {},
      resolvers: [new ExpeditionsResolver(services)],
      routes: expeditionRoutes(services),
    };
  },
});
