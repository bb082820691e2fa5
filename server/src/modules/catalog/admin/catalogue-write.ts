/**
 * One staff edit of the catalogue = one transaction through CatalogueChanges.write (which also bumps
 * the revision public caches read). What PostgreSQL refuses because of a client's request becomes a
 * 4xx with the field at fault instead of a 500: a unique constraint lost to a concurrent edit (sku,
 * slug, code), a stale optimistic-lock version (CONFLICT), a row still referenced on delete.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ForeignKeyConstraintViolationException,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { BadUserInputError, ConflictError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';

export const STALE_VERSION_MESSAGE = 'Someone else saved this product meanwhile: reload it and try again';

/** "product_sku_unique" -> "sku", "brand_line_slug_unique" -> "slug". */
function fieldOfConstraint(constraint: string | undefined): string {
  const match = /_([a-z]+)_unique$/.exec(constraint ?? '');
  if (match?.[1]) return match[1];
  if (constraint === 'combination_one_default_idx') return 'isDefault';
  return 'id';
}

export function clientErrorOf(error: unknown): unknown {
  if (error instanceof OptimisticLockError) return new ConflictError(STALE_VERSION_MESSAGE);
  const constraint = (error as { constraint?: string }).constraint;
  if (error instanceof UniqueConstraintViolationException) {
    return new BadUserInputError({ [fieldOfConstraint(constraint)]: ['is already used'] });
  }
  if (error instanceof ForeignKeyConstraintViolationException) {
    return new BadUserInputError({ id: ['is still used elsewhere in the catalogue'] });
  }
  return error;
}

/** Runs `work` in one catalogue transaction; nothing is written when it throws. */
export async function writeCatalogue<T>(
  ctx: RequestContext,
  catalogue: CatalogueChanges,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await catalogue.write(ctx, work);
  } catch (error) {
    throw clientErrorOf(error);
  }
}
