/**
 * Parsing the dashboard shims' path segments, query strings, quantities and dinar amounts into what
 * the services take, with the field at fault on a 400. No routes here: shared by every dashboard
 * route group (catalogue, menu, stock, expeditions, transporter payments).
 */
import { normaliseDigits, parseDinars } from '@tijara/schema';
import type { Request } from 'express';
import { BadUserInputError } from '../core/errors';

/** A path id: digits only (the service then checks the range: too large is 404). */
export function pathId(req: Request, name: string): number {
  const param: unknown = req.params[name];
  const raw = typeof param === 'string' ? param : '';
  if (!/^\d{1,12}$/.test(raw)) {
    throw new BadUserInputError({ [name]: ['must be a whole number'] }, `Invalid ${name}`);
  }
  return Number(raw);
}

/** A path segment as text (a uuid, say); the service judges it. */
export function pathText(req: Request, name: string): string {
  const param: unknown = req.params[name];
  return typeof param === 'string' ? param : '';
}

/** A query parameter's text (the last one when repeated), trimmed; undefined when absent or empty. */
export function queryText(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  const last: unknown = Array.isArray(value) ? value[value.length - 1] : value;
  const text = typeof last === 'string' ? last.trim() : '';
  return text === '' ? undefined : text;
}

/** A whole number from a form or query value; undefined when empty. */
export function wholeNumberOf(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  if (!/^\d{1,12}$/.test(text.trim())) {
    throw new BadUserInputError({ [name]: ['must be a whole number'] }, `Invalid ${name}`);
  }
  return Number(text.trim());
}

/** A whole number a form must carry: 400 with the field when it is missing or not one. */
export function requiredWholeNumber(name: string, text: string | undefined): number {
  const value = wholeNumberOf(name, text);
  if (value === undefined) throw new BadUserInputError({ [name]: ['is required'] }, `Missing ${name}`);
  return value;
}

/**
 * A quantity as typed ("12", "١٢", "1.5", "abc"): a number when it reads as one, else NaN, so the
 * service's quantity rule refuses it with its own field and message key rather than a generic 400.
 */
export function typedQuantity(text: string | undefined): number {
  const value = normaliseDigits(text ?? '').trim();
  return /^[+-]?\d{1,12}(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** An id chosen in a select: empty or 0 ('Choose') means none. */
export function selectedId(name: string, text: string | undefined): number | undefined {
  const id = wholeNumberOf(name, text);
  return id === 0 ? undefined : id;
}

const TRUE = new Set(['1', 'true', 'on', 'yes']);
const FALSE = new Set(['0', 'false', 'off', 'no']);

/** A yes/no filter; undefined when empty. */
export function flagOf(name: string, text: string | undefined): boolean | undefined {
  if (text === undefined) return undefined;
  const value = text.toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw new BadUserInputError({ [name]: ['must be 1 or 0'] }, `Invalid ${name}`);
}

/** Dinars as typed ("1 234,50") to centimes; undefined when empty. */
export function dinarsOf(name: string, text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const centimes = parseDinars(text);
  if (centimes === null) {
    throw new BadUserInputError(
      { [name]: ['must be an amount in dinars with at most 2 decimals, like 1 234,50'] },
      `Invalid ${name}`,
    );
  }
  return centimes;
}

/** An amount in dinars a form must carry: 400 with the field when it is missing or not one. */
export function requiredDinars(name: string, text: string | undefined): number {
  const centimes = dinarsOf(name, text);
  if (centimes === undefined) throw new BadUserInputError({ [name]: ['is required'] }, `Missing ${name}`);
  return centimes;
}

/** A path id that may be negative (the service then reports the range, as the legacy paths did). */
export function signedPathId(req: Request, name: string): number {
  const param: unknown = req.params[name];
  const raw = typeof param === 'string' ? param : '';
  if (!/^-?\d{1,12}$/.test(raw)) {
    throw new BadUserInputError({ [name]: ['must be a whole number'] }, `Invalid ${name}`);
  }
  return Number(raw);
}
