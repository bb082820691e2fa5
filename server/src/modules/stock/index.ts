/** Stock: warehouses for now (staff affectation); quantities and movements come with the stock issue. */
import { Warehouse } from './warehouse.entity';

export { Warehouse };

export const stockEntities = [Warehouse];
