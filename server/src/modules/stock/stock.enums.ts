/**
 * The stock vocabulary of @tijara/schema as GraphQL enums. GraphQL shows the keys (INPROGRESS,
 * PARTIALLY_RECIEVED...), the database and the REST shims the values ('inprogress',
 * 'partially_recieved'...), spelled as the legacy screens spell them ("recieved" included).
 */
import { ExpeditionPartStatus, ExpeditionStatus, StockItemType, StockMovementReason } from '@tijara/schema';
import { registerEnumType } from 'type-graphql';

registerEnumType(StockItemType, {
  name: 'StockItemType',
  description: 'A plain product, or one combination of a product that has combinations.',
});
registerEnumType(StockMovementReason, {
  name: 'StockMovementReason',
  description: 'Why an on-hand figure changed (one ledger row per change).',
});
registerEnumType(ExpeditionStatus, {
  name: 'ExpeditionStatus',
  description:
    'INPROGRESS (items editable) -> SENT -> PARTIALLY_RECIEVED / FULLY_RECIEVED -> COMPLETED; CANCELLED before anything arrived.',
});
registerEnumType(ExpeditionPartStatus, {
  name: 'ExpeditionPartStatus',
  description: 'One part of an expedition: PENDING (not sent), SENT, PARTIALLY_RECIEVED or RECIEVED.',
});

export { ExpeditionPartStatus, ExpeditionStatus, StockItemType, StockMovementReason };
