/**
 * How the storefront names a category, brand, brand line, collection or product in a path: its id
 * (digits), its uuid, or its slug. Anything else is bad input (400); a whole number beyond the id
 * column's range is an id that does not exist (404), as core/ids.ts decides.
 */
import { assertId, isUuid } from '../../../core/ids';
import { BadUserInputError } from '../../../core/errors';

export type EntityRef =
  | { readonly by: 'id'; readonly id: number }
  | { readonly by: 'uuid'; readonly uuid: string }
  | { readonly by: 'slug'; readonly slug: string };

/** Slugs are lowercase words joined by hyphens; underscores and capitals from older data are accepted. */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,199}$/u;

export function parseEntityRef(field: string, raw: string, entity: string): EntityRef {
  if (/^\d{1,15}$/.test(raw)) return { by: 'id', id: assertId(field, Number(raw), entity) };
  if (isUuid(raw)) return { by: 'uuid', uuid: raw.toLowerCase() };
  if (SLUG.test(raw)) return { by: 'slug', slug: raw };
  throw new BadUserInputError({ [field]: ['must be an id, a uuid or a slug'] }, `Invalid ${field}`);
}

/** A uuid path segment (cross-selling): anything else is bad input. */
export function parseUuid(field: string, raw: string): string {
  if (!isUuid(raw)) throw new BadUserInputError({ [field]: ['must be a uuid'] }, `Invalid ${field}`);
  return raw.toLowerCase();
}

/** The text of a ref, for messages and cache keys. */
export function refText(ref: EntityRef): string {
  return ref.by === 'id' ? String(ref.id) : ref.by === 'uuid' ? ref.uuid : ref.slug;
}
