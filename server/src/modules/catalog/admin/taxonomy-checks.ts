/**
 * Checks shared by the taxonomy forms: translated names (French required), optional translated
 * descriptions, position and visibility, and the stable codes of feature types and attributes.
 * Absent optional fields are left as they are on update; creation gives them their defaults.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import type { Labels } from '../labels';
import { cleanLabels, requiredLabels, wholeNumber } from './rules/field-checks';
import type { FieldProblems, LabelsValue } from './rules/field-checks';

const CODE_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;
const DESCRIPTION_MAX_LENGTH = 2_000;

export interface ListedInput {
  readonly position?: number | null;
  readonly active?: boolean | null;
}

/** Position and visibility to write (absent or null: unchanged). */
export function listedPatch(
  problems: FieldProblems,
  input: ListedInput,
): { position?: number; active?: boolean } {
  const patch: { position?: number; active?: boolean } = {};
  if (input.position !== undefined && input.position !== null) {
    patch.position = wholeNumber(problems, 'position', input.position);
  }
  if (input.active !== undefined && input.active !== null) patch.active = input.active;
  return patch;
}

export function namesOf(problems: FieldProblems, field: string, labels: LabelsValue): Labels {
  return requiredLabels(problems, field, labels);
}

/** Descriptions: null clears; when written, French is required like any label. */
export function descriptionsOf(
  problems: FieldProblems,
  labels: LabelsValue | null | undefined,
): Labels | null | undefined {
  if (labels === undefined || labels === null) return labels;
  const clean = cleanLabels(problems, 'descriptions', labels, DESCRIPTION_MAX_LENGTH);
  if (Object.keys(clean).length === 0) return null;
  if (clean.fr === undefined) problems.add('descriptions.fr', 'must not be empty');
  return { ...clean, fr: clean.fr ?? '' };
}

/** A stable code ("size", "material"): lower-case, unique in its table. */
export async function codeOf<T extends { id: number; code: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
  problems: FieldProblems,
  code: string,
  selfId?: number,
): Promise<string> {
  const clean = code.trim();
  if (!CODE_PATTERN.test(clean)) {
    problems.add('code', 'must start with a letter: lower-case letters, digits, - and _ (at most 40)');
    return clean;
  }
  const rows = await em
    .createQueryBuilder(entity)
    .select(['id'] as never)
    .where({ code: clean } as never)
    .execute<{ id: number }[]>('all');
  if (rows.some((row) => row.id !== selfId)) problems.add('code', 'is already used');
  return clean;
}
