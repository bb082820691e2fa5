/**
 * Slugs of pages, CMS pages, blog categories and posts, unique per shop: made from the French title
 * when staff give none (numbered when taken: `livraison-2`), checked and never changed when typed (a
 * taken one is a field error). Renaming keeps the slug: links already shared keep working.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentMessageKey } from '@tijara/schema';
import { slugify } from '../catalog';
import type { ContentProblems } from './content-problems';
import { rows } from './content-sql';

export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether text is a slug content may store (what any stored slug is). */
export function isContentSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(text);
}

export type SlugTable = 'content_page' | 'cms_page' | 'blog_category' | 'blog_post';

export interface SlugWish {
  /** What staff typed, checked; null when they typed nothing. */
  readonly typed: string | null;
  /** The slug made from the title when nothing was typed. */
  readonly base: string;
}

export function slugWish(
  problems: ContentProblems,
  field: string,
  typed: string | null | undefined,
  title: string,
  fallback: string,
): SlugWish {
  const text = typed?.trim() ?? '';
  if (text !== '' && !isContentSlug(text)) {
    problems.add(field, ContentMessageKey.SLUG_INVALID);
  }
  return { typed: text === '' ? null : text, base: slugify(title) || fallback };
}

/**
 * The slug to store: the typed one when free (else a field error), or the first free numbered base.
 * Must run inside the saving transaction: it takes a transaction lock on the table and shop, so two
 * saves choosing a slug there take turns and the second reads the first's committed slug (read
 * committed: each statement sees what committed before it). Without it, three pages saved at once
 * with one title all chose `titre` and two failed on the unique constraint, on a slug nobody typed.
 */
export async function freeSlug(
  em: EntityManager,
  where: { readonly table: SlugTable; readonly shopUuid: string; readonly exceptId: number | null },
  wish: SlugWish,
  problems: ContentProblems,
): Promise<string> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', [where.table, where.shopUuid]);
  const candidate = wish.typed ?? wish.base;
  const taken = await rows<{ slug: string }>(
    em,
    `select slug from ${where.table} where shop_uuid = ? and (slug = ? or slug like ?) and id <> ?`,
    [where.shopUuid, candidate, `${candidate}-%`, where.exceptId ?? 0],
  );
  const used = new Set(taken.map((row) => row.slug));
  if (wish.typed !== null) {
    if (used.has(wish.typed)) problems.add('slug', ContentMessageKey.SLUG_TAKEN);
    return wish.typed;
  }
  if (!used.has(candidate)) return candidate;
  for (let n = 2; ; n++) if (!used.has(`${candidate}-${n}`)) return `${candidate}-${n}`;
}
