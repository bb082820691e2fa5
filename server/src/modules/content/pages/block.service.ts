/**
 * Staff editing of a page's blocks (CONTENT, in the page's shop): a block saved (the pure checks of
 * block-rules.ts, then its target and images against the database, one answer listing every field at
 * fault, nothing written on a refusal), moved to a position, or deleted. Every write takes the page's
 * row lock first, so concurrent moves and additions on one page take turns and positions stay
 * 0..n-1. A stored block of a type the server no longer writes is returned as is and can be deleted
 * or moved; saving it needs a known type.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentMessageKey } from '@tijara/schema';
import { NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import { ownedRowShop } from '../content-access';
import { ContentProblems } from '../content-problems';
import { writeContent } from '../content-write';
import { checkBlockReferences } from './block-references.sql';
import { checkBlock } from './block-rules';
import type { ContentBlockInput } from './page.inputs';
import type { ContentBlockView, ContentPageDetail } from './page.results';
import {
  deleteBlock,
  insertBlock,
  renumberBlocks,
  selectBlockIds,
  selectBlockPage,
  selectPageDetail,
  touchPage,
  updateBlock,
} from './page.sql';
import { pageDetailView } from './page-views';

/** The block's page, locked, once the actor may act in its shop; NOT_FOUND for an unknown block. */
async function lockedPageOfBlock(ctx: RequestContext, em: EntityManager, id: number) {
  const found = Number.isSafeInteger(id) ? await selectBlockPage(em, id) : null;
  if (!found) throw new NotFoundError('Block', id);
  const shopUuid = await ownedRowShop(ctx, em, 'content_page', found.pageId, true);
  const ids = await selectBlockIds(em, found.pageId);
  if (!ids.includes(id)) throw new NotFoundError('Block', id);
  return { pageId: found.pageId, shopUuid, ids };
}

async function pageAnswer(em: EntityManager, pageId: number): Promise<ContentPageDetail> {
  await touchPage(em, pageId);
  const row = await selectPageDetail(em, pageId);
  if (!row) throw new NotFoundError('Page', pageId);
  return pageDetailView(row);
}

export class BlockService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async saveBlock(ctx: RequestContext, input: ContentBlockInput): Promise<ContentBlockView> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const id = input.id ?? null;
      const problems = new ContentProblems();
      if (id === null && !input.pageId) {
        problems.add('pageId', ContentMessageKey.TARGET_REQUIRED);
        problems.assertNone();
      }
      const place =
        id === null
          ? await this.lockedPage(ctx, em, input.pageId ?? 0)
          : await lockedPageOfBlock(ctx, em, id);
      const block = checkBlock(problems, input);
      if (block) await checkBlockReferences(em, place.shopUuid, block, problems);
      problems.assertNone();
      if (!block) throw new Error('A block without problems was not cleaned');
      const saved = id ?? (await insertBlock(em, place.pageId, place.ids.length, block));
      if (id !== null) await updateBlock(em, id, block);
      const page = await pageAnswer(em, place.pageId);
      const view = page.blocks.find((candidate) => candidate.id === saved);
      if (!view) throw new NotFoundError('Block', saved);
      return view;
    });
  }

  /** The block at `position` (clamped to the last), the others closing up around it. */
  async moveBlock(ctx: RequestContext, id: number, position: number): Promise<ContentPageDetail> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const { pageId, ids } = await lockedPageOfBlock(ctx, em, id);
      if (!Number.isSafeInteger(position) || position < 0) {
        const problems = new ContentProblems();
        problems.add('position', ContentMessageKey.POSITION_INVALID);
        problems.assertNone();
      }
      const others = ids.filter((other) => other !== id);
      others.splice(Math.min(position, others.length), 0, id);
      await renumberBlocks(em, others);
      return pageAnswer(em, pageId);
    });
  }

  async deleteBlock(ctx: RequestContext, id: number): Promise<ContentPageDetail> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const { pageId, ids } = await lockedPageOfBlock(ctx, em, id);
      await deleteBlock(em, id);
      await renumberBlocks(
        em,
        ids.filter((other) => other !== id),
      );
      return pageAnswer(em, pageId);
    });
  }

  private async lockedPage(ctx: RequestContext, em: EntityManager, pageId: number) {
    const shopUuid = await ownedRowShop(ctx, em, 'content_page', pageId, true);
    return { pageId, shopUuid, ids: await selectBlockIds(em, pageId) };
  }
}
