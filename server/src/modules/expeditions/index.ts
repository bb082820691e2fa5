/** Internal expeditions: stock moved between two warehouses, sent at once and received in parts. */
import { Expedition } from './expedition.entity';
import { ExpeditionItem } from './expedition-item.entity';
import { ExpeditionReception } from './expedition-reception.entity';

export { Expedition, ExpeditionItem, ExpeditionReception };

// Services, GraphQL face and rules.
export { ExpeditionsResolver } from './expeditions.resolver';
export type { ExpeditionServices } from './expeditions.resolver';
export { ExpeditionQueryService } from './expedition-query.service';
export type { AvailableProductsRequest, ExpeditionListRequest } from './expedition-query.service';
export { ExpeditionFlowService } from './expedition-flow.service';
export type { CreateExpeditionRequest } from './expedition-flow.service';
export { ExpeditionItemsService } from './expedition-items.service';
export type { ExpeditionItemRef, ExpeditionItemRequest } from './expedition-items.service';
export { ExpeditionReceptionService } from './expedition-reception.service';
export type { ReceptionRequest } from './expedition-reception.service';
export {
  AvailableProduct,
  ExpeditionItemResult,
  ExpeditionPage,
  ExpeditionResult,
} from './expedition.results';
export {
  allowedTransitions,
  EXPEDITION_TRANSITIONS,
  partStatusOf,
  USER_TRANSITIONS,
} from './expedition-transitions';
export { expeditionReference, itemReference } from './expedition-parts';
export { expeditionsModule } from './expeditions.module';
