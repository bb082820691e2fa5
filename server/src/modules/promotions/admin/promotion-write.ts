/**
 * Every promotion or segment write is one CatalogueChanges.write: the work and the catalogue
 * revision bump commit together, which is what invalidates the storefront's caches and the cached
 * promotion rules. What PostgreSQL refuses because of a concurrent edit becomes the client error it
 * means instead of a 500: a stale version (409), a segment name taken meanwhile (400 name), a coupon
 * redeemed between our check and the delete (409).
 */
import {
  ForeignKeyConstraintViolationException,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode } from '@tijara/schema';
import { BadUserInputError, ConflictError, RuleError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';

export const STALE_VERSION_MESSAGE = 'Someone else saved this promotion meanwhile: reload it and try again';
export const SEGMENT_NAME_TAKEN = 'is already the name of another segment of the shop';

/** Keys the back office translates (extensions.messageKey). */
export const PromotionMessageKey = {
  PROMOTION_REDEEMED: 'promotion_redeemed',
  SEGMENT_IN_USE: 'segment_in_use',
} as const;

export function redeemedError(): RuleError {
  return new RuleError(
    ErrorCode.CONFLICT,
    PromotionMessageKey.PROMOTION_REDEEMED,
    'Customers already used a coupon of this promotion: deactivate it instead of deleting it',
  );
}

export function staleVersionError(): ConflictError {
  return new ConflictError(STALE_VERSION_MESSAGE);
}

function constraintOf(error: unknown): string | undefined {
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

export function clientErrorOf(error: unknown): unknown {
  if (error instanceof OptimisticLockError) return staleVersionError();
  const constraint = constraintOf(error);
  if (
    error instanceof UniqueConstraintViolationException &&
    constraint === 'customer_segment_shop_name_unique'
  ) {
    return new BadUserInputError({ name: [SEGMENT_NAME_TAKEN] });
  }
  if (
    error instanceof ForeignKeyConstraintViolationException &&
    constraint === 'promotion_redemption_promotion_id_foreign'
  ) {
    return redeemedError();
  }
  return error;
}

/** Runs `work` in one catalogue transaction; nothing is written when it throws. */
export async function writePromotions<T>(
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
