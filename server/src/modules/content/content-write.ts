/**
 * Every content write is one CatalogueChanges.write: the work and the catalogue revision bump commit
 * together, which is what the storefront's page, menu and theme caches are keyed by (other instances
 * see it within CATALOGUE_POLL_MS). A refusal thrown inside writes nothing; a unique value lost to a
 * concurrent write (a slug, a menu code) becomes the field error it means instead of a 500.
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentMessageKey } from '@tijara/schema';
import type { RequestContext } from '../../core/request-context';
import type { CatalogueChanges } from '../catalog';
import { contentRefusal } from './content-problems';

const TAKEN: Readonly<Record<string, { field: string; key: ContentMessageKey }>> = {
  content_menu_shop_code_unique: { field: 'code', key: ContentMessageKey.MENU_CODE_TAKEN },
  content_page_shop_slug_unique: { field: 'slug', key: ContentMessageKey.SLUG_TAKEN },
  cms_page_shop_slug_unique: { field: 'slug', key: ContentMessageKey.SLUG_TAKEN },
  blog_category_shop_slug_unique: { field: 'slug', key: ContentMessageKey.SLUG_TAKEN },
  blog_post_shop_slug_unique: { field: 'slug', key: ContentMessageKey.SLUG_TAKEN },
};

function clientErrorOf(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  const constraint = (error as { constraint?: unknown }).constraint;
  const taken = typeof constraint === 'string' ? TAKEN[constraint] : undefined;
  return taken ? contentRefusal(taken.field, taken.key) : error;
}

export async function writeContent<T>(
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
