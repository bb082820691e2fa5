/**
 * GraphQL enums carry the vocabulary's keys (CARD, MOBILE, BRAND_LINE) where @tijara/schema's
 * objects map each key to its stored value ('card', 'mobile_payment', 'brandline'): one lookup
 * each way, so the till speaks the engine's values and the API's names.
 */
import { PaymentType } from '@tijara/schema';
import type { PaymentType as GqlPaymentType } from '../../__generated__/till-data/graphql';

/** The schema's value for a GraphQL enum name; throws on a name the vocabulary does not hold. */
export function valueOfName<V extends string>(vocabulary: Readonly<Record<string, V>>, name: string): V {
  const value = vocabulary[name];
  if (value === undefined) throw new Error(`Unknown enum name ${name}`);
  return value;
}

const PAYMENT_NAMES = new Map(
  Object.entries(PaymentType).map(([name, value]) => [value, name as GqlPaymentType]),
);

export function paymentTypeName(value: PaymentType): GqlPaymentType {
  const name = PAYMENT_NAMES.get(value);
  if (name === undefined) throw new Error(`Unknown payment type ${value}`);
  return name;
}
