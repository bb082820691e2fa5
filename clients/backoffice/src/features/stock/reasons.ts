/**
 * Movement reasons: @tijara/schema names them by value ('expedition_out'), GraphQL by key
 * ('EXPEDITION_OUT'). One table links the two and the label each shows under.
 */
import type { MessageDescriptor } from 'react-intl';
import type { StockMovementReason as ReasonValue } from '@tijara/schema';
import type { StockMovementReason } from '../../__generated__/stock/graphql';
import { messages } from './messages';

const GRAPHQL_REASON: Readonly<Record<ReasonValue, StockMovementReason>> = {
  purchase: 'PURCHASE',
  sale: 'SALE',
  return: 'RETURN',
  expedition_out: 'EXPEDITION_OUT',
  expedition_in: 'EXPEDITION_IN',
  adjustment: 'ADJUSTMENT',
  pos_sale: 'POS_SALE',
};

const LABELS: Readonly<Record<StockMovementReason, MessageDescriptor>> = {
  PURCHASE: messages.reasonPurchase,
  SALE: messages.reasonSale,
  RETURN: messages.reasonReturn,
  EXPEDITION_OUT: messages.reasonExpeditionOut,
  EXPEDITION_IN: messages.reasonExpeditionIn,
  ADJUSTMENT: messages.reasonAdjustment,
  POS_SALE: messages.reasonPosSale,
};

export function toGraphqlReason(value: ReasonValue): StockMovementReason {
  return GRAPHQL_REASON[value];
}

export function reasonLabel(reason: StockMovementReason): MessageDescriptor {
  return LABELS[reason];
}
