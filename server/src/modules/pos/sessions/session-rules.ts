/**
 * The checks of a session's open and close that need no database, all at once, and the fingerprints
 * that make both idempotent by the session's uuid: the same values again are a replay, other values
 * under the same uuid a reuse (refused). A fingerprint is the SHA-256 of the normalised values'
 * canonical JSON (RFC 8785, the apps' and the orders' form), so key order and case do not matter.
 * Money is integer centimes.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, isUuid } from '@tijara/schema';
import { PosMessageKey } from '../pos-problems';
import type { PosProblems } from '../pos-problems';

/** Integer columns: centimes and numbers up to 2^31-1. */
export const MAX_INTEGER = 2_147_483_647;
export const MAX_SESSION_NOTE = 500;

export interface OpenSessionRequest {
  readonly uuid: string;
  readonly deviceUuid: string;
  readonly number: number;
  readonly openedAt: Date;
  readonly openingCash: number;
  /** Null: the signed-in actor. */
  readonly cashierId: string | null;
}

export interface CheckedOpen extends OpenSessionRequest {
  readonly cashierId: string;
}

export interface CloseSessionRequest {
  readonly uuid: string;
  readonly closedAt: Date;
  readonly countedCash: number;
  readonly expectedCash: number;
  readonly note: string | null;
}

const isWhole = (value: number, min: number) =>
  Number.isInteger(value) && value >= min && value <= MAX_INTEGER;

function uuidOf(raw: string, field: string, problems: PosProblems): string {
  const uuid = raw.trim().toLowerCase();
  if (!isUuid(uuid)) problems.add(field, PosMessageKey.INVALID_INPUT, 'Must be a UUID');
  return uuid;
}

function checkDate(value: Date, field: string, problems: PosProblems): void {
  if (Number.isNaN(value.getTime())) problems.add(field, PosMessageKey.INVALID_INPUT, 'Not a date');
}

function checkCash(value: number, field: string, problems: PosProblems): void {
  if (!isWhole(value, 0)) problems.add(field, PosMessageKey.INVALID_INPUT, 'Centimes from 0');
}

/** `actorId` names the cashier when the till names none. */
export function checkOpen(request: OpenSessionRequest, actorId: string, problems: PosProblems): CheckedOpen {
  const uuid = uuidOf(request.uuid, 'uuid', problems);
  const deviceUuid = uuidOf(request.deviceUuid, 'deviceUuid', problems);
  const cashierId =
    request.cashierId === null ? actorId.toLowerCase() : uuidOf(request.cashierId, 'cashierId', problems);
  if (!isWhole(request.number, 1)) {
    problems.add('number', PosMessageKey.INVALID_INPUT, `A whole number from 1 to ${MAX_INTEGER}`);
  }
  checkDate(request.openedAt, 'openedAt', problems);
  checkCash(request.openingCash, 'openingCash', problems);
  return { ...request, uuid, deviceUuid, cashierId };
}

export function checkClose(request: CloseSessionRequest, problems: PosProblems): CloseSessionRequest {
  const uuid = uuidOf(request.uuid, 'uuid', problems);
  checkDate(request.closedAt, 'closedAt', problems);
  checkCash(request.countedCash, 'countedCash', problems);
  checkCash(request.expectedCash, 'expectedCash', problems);
  const note = request.note?.normalize('NFC').trim() ?? '';
  if ([...note].length > MAX_SESSION_NOTE) {
    problems.add('note', PosMessageKey.INVALID_INPUT, `At most ${MAX_SESSION_NOTE} characters`);
  }
  return { ...request, uuid, note: note === '' ? null : note };
}

function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

export function openFingerprint(open: CheckedOpen): string {
  return fingerprint({ kind: 'pos-session-open', ...open, openedAt: open.openedAt.toISOString() });
}

export function closeFingerprint(close: CloseSessionRequest): string {
  return fingerprint({ kind: 'pos-session-close', ...close, closedAt: close.closedAt.toISOString() });
}
