/**
 * Where an expedition may go from where it stands: the one table of its status flow, pure, so the
 * services, the `allowedTransitions` field and the module's README.md read the same rules.
 *
 *   inprogress          -> sent (at least one item) | cancelled (reservations released)
 *   sent                -> partially_recieved | fully_recieved (receptions only)
 *                        | cancelled (nothing received yet: the units go back into the source)
 *   partially_recieved  -> partially_recieved | fully_recieved (receptions)
 *                        | completed (closing with a shortfall: the missing units are lost in transit)
 *   fully_recieved      -> completed
 *   completed, cancelled: final
 *
 * Staff trigger SENT, COMPLETED and CANCELLED; the reception statuses follow from what arrived.
 */
import { ErrorCode, ExpeditionPartStatus, ExpeditionStatus, StockMessageKey } from '@tijara/schema';
import { RuleError } from '../../core/errors';

const { INPROGRESS, SENT, PARTIALLY_RECIEVED, FULLY_RECIEVED, COMPLETED, CANCELLED } = ExpeditionStatus;

/** What the guards of the table look at. Quantities are units summed over the items. */
export interface ExpeditionFacts {
  readonly itemCount: number;
  readonly totalQuantity: number;
  readonly receivedQuantity: number;
}

export const EXPEDITION_TRANSITIONS: Readonly<Record<ExpeditionStatus, readonly ExpeditionStatus[]>> = {
  [INPROGRESS]: [SENT, CANCELLED],
  [SENT]: [PARTIALLY_RECIEVED, FULLY_RECIEVED, CANCELLED],
  [PARTIALLY_RECIEVED]: [PARTIALLY_RECIEVED, FULLY_RECIEVED, COMPLETED],
  [FULLY_RECIEVED]: [COMPLETED],
  [COMPLETED]: [],
  [CANCELLED]: [],
};

/** The statuses a member of staff sets with a mutation; the others come from receptions. */
export const USER_TRANSITIONS: readonly ExpeditionStatus[] = [SENT, COMPLETED, CANCELLED];

/** Why the table allows from -> to but the facts do not, or null when they do. */
function guardProblem(from: ExpeditionStatus, to: ExpeditionStatus, facts: ExpeditionFacts): string | null {
  if (to === SENT && facts.itemCount === 0) return 'an expedition needs at least one item to be sent';
  if (to === CANCELLED && facts.receivedQuantity > 0) {
    return 'units were already received: complete the expedition instead';
  }
  if (to === FULLY_RECIEVED && facts.receivedQuantity !== facts.totalQuantity) {
    return 'not every unit has arrived';
  }
  if (
    to === PARTIALLY_RECIEVED &&
    !(facts.receivedQuantity > 0 && facts.receivedQuantity < facts.totalQuantity)
  ) {
    return 'a partial reception needs some units, not all, received';
  }
  if (from === PARTIALLY_RECIEVED && to === COMPLETED && facts.receivedQuantity === 0) {
    return 'nothing was received';
  }
  return null;
}

/** Why from -> to is refused, or null when it is allowed. */
export function transitionProblem(
  from: ExpeditionStatus,
  to: ExpeditionStatus,
  facts: ExpeditionFacts,
): string | null {
  if (!EXPEDITION_TRANSITIONS[from].includes(to)) {
    const finality = EXPEDITION_TRANSITIONS[from].length === 0 ? ` (${from} is final)` : '';
    return `an expedition cannot go from ${from} to ${to}${finality}`;
  }
  return guardProblem(from, to, facts);
}

/** 409 with the message key `invalid_transition`, naming both statuses. */
export function assertTransition(from: ExpeditionStatus, to: ExpeditionStatus, facts: ExpeditionFacts): void {
  const problem = transitionProblem(from, to, facts);
  if (problem === null) return;
  throw new RuleError(
    ErrorCode.CONFLICT,
    StockMessageKey.INVALID_TRANSITION,
    `Invalid transition from ${from} to ${to}: ${problem}`,
    {},
    { from, to },
  );
}

/** What staff may do with the expedition now (SENT, COMPLETED, CANCELLED), in that order. */
export function allowedTransitions(from: ExpeditionStatus, facts: ExpeditionFacts): ExpeditionStatus[] {
  return USER_TRANSITIONS.filter((to) => transitionProblem(from, to, facts) === null);
}

/** The status a reception leads to, from the units received so far over those sent. */
export function statusAfterReception(facts: ExpeditionFacts): ExpeditionStatus {
  return facts.receivedQuantity >= facts.totalQuantity ? FULLY_RECIEVED : PARTIALLY_RECIEVED;
}

/** One part's status: pending until sent, then by what arrived of it. */
export function partStatusOf(part: {
  readonly sent: boolean;
  readonly quantity: number;
  readonly receivedQuantity: number;
}): ExpeditionPartStatus {
  if (!part.sent) return ExpeditionPartStatus.PENDING;
  if (part.receivedQuantity === 0) return ExpeditionPartStatus.SENT;
  return part.receivedQuantity >= part.quantity
    ? ExpeditionPartStatus.RECIEVED
    : ExpeditionPartStatus.PARTIALLY_RECIEVED;
}
