/**
 * The checks a staff order goes through before its lines are priced, shared by the quote and
 * createStaffOrder: the pure rules of the form (customer, lines, delivery, kind, note,
 * coupons) and the transporter's price in the commune, every problem into one OrderProblems. Kept in
 * one place so the quote never accepts what the order would refuse, nor the other way round.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../core/request-context';
import { quoteDelivery } from '../placement/delivery-quote.sql';
import type { StaffOrderInput } from './order-admin.inputs';
import type { OrderProblems } from './order-problems';
import { MAX_NOTE_LENGTH, checkOrderKind, optionalText } from './order-rules';
import {
  checkCouponCodes,
  checkCustomerChoice,
  checkStaffDelivery,
  checkStaffLines,
} from './staff-order-check';
import type { CustomerChoice, StaffDelivery, StaffLine } from './staff-order-check';

/** The delivery quote's fields, as the staff form names them. */
const DELIVERY_FIELDS: Readonly<Record<string, string>> = {
  wilaya: 'delivery.wilayaId',
  commune: 'delivery.communeId',
  transporter: 'delivery.transporterId',
};

export interface CheckedStaffRequest {
  readonly shopUuid: string;
  readonly customer: CustomerChoice | null;
  readonly lines: readonly StaffLine[];
  readonly delivery: StaffDelivery | null;
  readonly couponCodes: readonly string[];
  readonly note: string | null;
}

/** Every check that needs no database. */
export function checkStaffOrderRequest(
  input: StaffOrderInput,
  shopUuid: string,
  problems: OrderProblems,
): CheckedStaffRequest {
  const delivery = checkStaffDelivery(input.delivery, problems);
  checkOrderKind(
    {
      channel: input.channel,
      orderType: input.orderType,
      paymentType: input.paymentType,
      delivered: delivery !== null,
    },
    problems,
  );
  const note = optionalText(input.note, MAX_NOTE_LENGTH);
  if (note.problem) problems.add('note', note.problem);
  return {
    shopUuid,
    customer: checkCustomerChoice(input.customerId, input.customer, problems),
    lines: checkStaffLines(input.lines, problems),
    delivery,
    couponCodes: checkCouponCodes(input.couponCodes, problems),
    note: note.value,
  };
}

/** Centimes: the transporter's price in the commune (0 for a pickup, or while a delivery field is at fault). */
export async function staffDeliveryPrice(
  ctx: RequestContext,
  em: EntityManager,
  request: CheckedStaffRequest,
  problems: OrderProblems,
): Promise<number> {
  const delivery = request.delivery;
  if (delivery === null || Object.values(DELIVERY_FIELDS).some((field) => problems.has(field))) return 0;
  const quote = await quoteDelivery(em, { shopUuid: request.shopUuid, ...delivery, at: ctx.now });
  if (quote.ok) return quote.price;
  if (!quote.shopKnown) problems.add('shopUuid', 'Unknown shop');
  for (const [field, problem] of Object.entries(quote.problems)) {
    problems.add(DELIVERY_FIELDS[field] ?? `delivery.${field}`, problem.message, problem.key);
  }
  return 0;
}
