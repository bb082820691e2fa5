/**
 * The delivery-cost estimate of the product page's sidebar (wilaya, commune, carrier and the delivery
 * price), with its texts. It reads the device's geography live (Dexie), so it is only ever loaded on
 * demand: `loadDeliveryPicker` keeps it, and Dexie, out of the chunk that imports this index.
 */

export const loadDeliveryPicker = () => import('./DeliveryPicker');

// Its texts load with it (CatalogueScope), not with the first page: import this index lazily.
export { catalogue } from './catalogue';
/** The picker's texts, for a page that shows its price line (the checkout's "choose a commune first"). */
export { messages as deliveryMessages } from './messages';

/** The checkout's and quick order's delivery fields: the form keeps the choice (useDeliverySelection). */
export { DeliveryFields } from './DeliveryFields';
export type { ChosenCarrier, DeliveryErrors } from './DeliveryFields';
export { useDeliverySelection } from './delivery-selection';
export type { DeliverySelection } from './delivery-selection';
