import { ErrorCode, EXPEDITION_STATUSES, ExpeditionPartStatus, ExpeditionStatus } from '@tijara/schema';
import { RuleError } from '../../core/errors';
import {
  allowedTransitions,
  assertTransition,
  EXPEDITION_TRANSITIONS,
  partStatusOf,
  statusAfterReception,
  transitionProblem,
} from './expedition-transitions';
import type { ExpeditionFacts } from './expedition-transitions';

const { INPROGRESS, SENT, PARTIALLY_RECIEVED, FULLY_RECIEVED, COMPLETED, CANCELLED } = ExpeditionStatus;

const empty: ExpeditionFacts = { itemCount: 0, totalQuantity: 0, receivedQuantity: 0 };
const loaded: ExpeditionFacts = { itemCount: 2, totalQuantity: 10, receivedQuantity: 0 };
const partly: ExpeditionFacts = { itemCount: 2, totalQuantity: 10, receivedQuantity: 4 };
const whole: ExpeditionFacts = { itemCount: 2, totalQuantity: 10, receivedQuantity: 10 };

function refusal(from: ExpeditionStatus, to: ExpeditionStatus, facts: ExpeditionFacts): RuleError {
  try {
    assertTransition(from, to, facts);
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  throw new Error(`${from} -> ${to} was allowed`);
}

describe('the transitions table', () => {
  it('lists every status, completed and cancelled being final', () => {
    expect(Object.keys(EXPEDITION_TRANSITIONS).sort()).toEqual([...EXPEDITION_STATUSES].sort());
    expect(EXPEDITION_TRANSITIONS[COMPLETED]).toEqual([]);
    expect(EXPEDITION_TRANSITIONS[CANCELLED]).toEqual([]);
  });

  it.each([
    [INPROGRESS, SENT, loaded],
    [INPROGRESS, CANCELLED, empty],
    [INPROGRESS, CANCELLED, loaded],
    [SENT, PARTIALLY_RECIEVED, partly],
    [SENT, FULLY_RECIEVED, whole],
    [SENT, CANCELLED, loaded],
    [PARTIALLY_RECIEVED, PARTIALLY_RECIEVED, partly],
    [PARTIALLY_RECIEVED, FULLY_RECIEVED, whole],
    [PARTIALLY_RECIEVED, COMPLETED, partly],
    [FULLY_RECIEVED, COMPLETED, whole],
  ])('allows %s -> %s', (from, to, facts) => {
    expect(transitionProblem(from, to, facts)).toBeNull();
    expect(() => assertTransition(from, to, facts)).not.toThrow();
  });

  it.each([
    [INPROGRESS, COMPLETED, loaded],
    [INPROGRESS, PARTIALLY_RECIEVED, partly],
    [INPROGRESS, FULLY_RECIEVED, whole],
    [SENT, COMPLETED, loaded],
    [SENT, INPROGRESS, loaded],
    [PARTIALLY_RECIEVED, CANCELLED, partly],
    [PARTIALLY_RECIEVED, SENT, partly],
    [FULLY_RECIEVED, CANCELLED, whole],
    [FULLY_RECIEVED, PARTIALLY_RECIEVED, whole],
    [COMPLETED, CANCELLED, whole],
    [COMPLETED, SENT, whole],
    [CANCELLED, SENT, loaded],
    [CANCELLED, INPROGRESS, loaded],
  ])('refuses %s -> %s with a 409 invalid_transition naming both', (from, to, facts) => {
    const error = refusal(from, to, facts);
    expect(error.code).toBe(ErrorCode.CONFLICT);
    expect(error.messageKey).toBe('invalid_transition');
    expect(error.details).toEqual({ from, to });
    expect(error.message).toContain(`from ${from} to ${to}`);
  });

  it('refuses to send an expedition without items', () => {
    expect(refusal(INPROGRESS, SENT, empty).message).toContain('at least one item');
  });

  it('refuses the reception statuses when the figures do not match them', () => {
    expect(transitionProblem(SENT, FULLY_RECIEVED, partly)).toBe('not every unit has arrived');
    expect(transitionProblem(SENT, PARTIALLY_RECIEVED, whole)).not.toBeNull();
    expect(transitionProblem(SENT, PARTIALLY_RECIEVED, loaded)).not.toBeNull();
  });

  it('says a final status is final', () => {
    expect(transitionProblem(COMPLETED, SENT, whole)).toContain('completed is final');
  });
});

describe('allowedTransitions', () => {
  it('offers only what staff may trigger now', () => {
    expect(allowedTransitions(INPROGRESS, empty)).toEqual([CANCELLED]);
    expect(allowedTransitions(INPROGRESS, loaded)).toEqual([SENT, CANCELLED]);
    expect(allowedTransitions(SENT, loaded)).toEqual([CANCELLED]);
    expect(allowedTransitions(PARTIALLY_RECIEVED, partly)).toEqual([COMPLETED]);
    expect(allowedTransitions(FULLY_RECIEVED, whole)).toEqual([COMPLETED]);
    expect(allowedTransitions(COMPLETED, whole)).toEqual([]);
    expect(allowedTransitions(CANCELLED, loaded)).toEqual([]);
  });
});

describe('statusAfterReception', () => {
  it('is fully received once every unit arrived, partly before', () => {
    expect(statusAfterReception(partly)).toBe(PARTIALLY_RECIEVED);
    expect(statusAfterReception(whole)).toBe(FULLY_RECIEVED);
  });
});

describe('partStatusOf', () => {
  it('follows sending, then what arrived of the part', () => {
    expect(partStatusOf({ sent: false, quantity: 5, receivedQuantity: 0 })).toBe(
      ExpeditionPartStatus.PENDING,
    );
    expect(partStatusOf({ sent: true, quantity: 5, receivedQuantity: 0 })).toBe(ExpeditionPartStatus.SENT);
    expect(partStatusOf({ sent: true, quantity: 5, receivedQuantity: 2 })).toBe(
      ExpeditionPartStatus.PARTIALLY_RECIEVED,
    );
    expect(partStatusOf({ sent: true, quantity: 5, receivedQuantity: 5 })).toBe(
      ExpeditionPartStatus.RECIEVED,
    );
  });
});
