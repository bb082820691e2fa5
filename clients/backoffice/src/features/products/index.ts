/** Product editing pieces (the pricing step of the product wizard), with their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { PriceFields } from './PriceFields';
export type { PriceFieldsProps } from './PriceFields';

export const catalogue = catalogueOf(messages, translations);
