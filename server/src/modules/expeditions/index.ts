/** Internal expeditions: stock moved between two warehouses, sent at once and received in parts. */
import { Expedition } from './expedition.entity';
import { ExpeditionItem } from './expedition-item.entity';
import { ExpeditionReception } from './expedition-reception.entity';

export { Expedition, ExpeditionItem, ExpeditionReception };

export const expeditionsEntities = [Expedition, ExpeditionItem, ExpeditionReception];
