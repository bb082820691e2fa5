/**
 * What a navigation to a content page shows before any script runs, as the catalogue's
 * StorefrontHeads does for its pages: the home, a landing page (/landing/{slug}), a blog post
 * (/blog/{slug}), a blog category (/blog/categories/{slug}) and a CMS page (/page/{slug}) get their
 * title, plain-text description, canonical URL and Open Graph image; a composed page (home, landing)
 * also the banner it opens with, to preload as the storefront draws it (its LCP image, otherwise
 * found only once the scripts have run). A slug with nothing published behind it is a null head
 * (404). Other paths are not this module's (lookup answers null).
 *
 * Cost: a composed page is the storefront page read itself (content's cache: none when warm, the page
 * and card statements when cold, which the page's own GraphQL read then finds cached); a post, a
 * category or a CMS page is the storefront's one-statement read; a slug that cannot exist, none.
 */
import {
  BANNER_IMAGE_SIZES,
  LEAD_IMAGE_BLOCK_TYPES,
  bannerSrcSet,
  DEFAULT_PAGE_SIZE,
  isStorefrontModuleType,
} from '@tijara/schema';
import type { LeadBannerHint, Locale } from '@tijara/schema';
import type { RequestContext } from '../../../core/request-context';
import { plainText, SEO_DESCRIPTION_LENGTH } from '../../catalog';
import type { HeadLookup, PageHead } from '../../catalog';
import type { BlogReads } from '../blog/blog-reads.service';
import type { CmsService } from '../cms/cms.service';
import { isContentSlug } from '../slugs';
import { textIn } from '../texts';
import { imageView } from './block-view';
import type { PageBlockRow } from './page-statement.sql';
import type { BlockImage } from './storefront-content.results';
import type { StorefrontContent } from './storefront-content.service';

export interface ContentHeadRequest {
  /** The installation's shop (the one the storefront shows). */
  readonly shopUuid: string;
  /** The home's title: the storefront names the home by the shop alone. */
  readonly shopName: string;
  readonly path: string;
  /** Where absolute URLs start (no trailing slash). */
  readonly origin: string;
}

type Kind = 'landing' | 'blogCategory' | 'blogPost' | 'cmsPage';

/** The storefront's routes (clients/storefront/src/app/paths.ts); a post's path has one segment only. */
const SLUG_PATHS: readonly (readonly [RegExp, Kind, string])[] = [
  [/^\/landing\/([^/]+)\/?$/, 'landing', '/landing/'],
  [/^\/blog\/categories\/([^/]+)\/?$/, 'blogCategory', '/blog/categories/'],
  [/^\/blog\/([^/]+)\/?$/, 'blogPost', '/blog/'],
  [/^\/page\/([^/]+)\/?$/, 'cmsPage', '/page/'],
];

function decoded(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The block a composed page opens with and its first picture, when that block is a banner. */
interface LeadBlock {
  readonly block: PageBlockRow;
  readonly image: BlockImage;
}

/**
 * The picture a composed page opens with, as the storefront picks it (features/home/HomePage.tsx):
 * the first block it draws, when that is a banner or a banner carousel, its first image.
 */
function leadBlock(blocks: readonly PageBlockRow[], locale: Locale): LeadBlock | null {
  const first = blocks.find((block) => isStorefrontModuleType(block.type));
  if (!first || !LEAD_IMAGE_BLOCK_TYPES.includes(first.type)) return null;
  const image = first.images.flatMap((row) => imageView(row, locale))[0];
  return image ? { block: first, image } : null;
}

function leadBannerHint(path: string, { block, image }: LeadBlock, locale: Locale): LeadBannerHint {
  return {
    path,
    blockId: block.id,
    type: block.type,
    title: block.texts[locale]?.publicTitle ?? block.texts.fr?.publicTitle ?? null,
    showTitle: block.showTitle,
    link: block.link,
    size: block.size,
    bgColor: block.bgColor,
    wrapperCssClass: block.wrapperCssClass,
    containerClass: block.containerClass,
    image: {
      url: image.url,
      srcset: bannerSrcSet(image),
      sizes: BANNER_IMAGE_SIZES,
      width: image.width,
      height: image.height,
      alt: image.alt,
      link: image.link,
    },
  };
}

/** A content page's head, and for a composed page opening with a banner, its first-paint hint. */
export interface ContentHeadLookup extends HeadLookup {
  readonly lead?: LeadBannerHint | null;
}

/** The first words a composed page shows: its first HTML (a block's, a banner's caption, a slide). */
export function pageText(blocks: readonly PageBlockRow[], locale: Locale): string {
  for (const block of blocks) {
    if (!isStorefrontModuleType(block.type)) continue;
    const texts = block.texts[locale] ?? block.texts.fr;
    const text = plainText(texts?.html ?? texts?.items?.[0] ?? '', SEO_DESCRIPTION_LENGTH);
    if (text !== '') return text;
  }
  return '';
}

export class ContentHeads {
  constructor(
    private readonly content: StorefrontContent,
    private readonly blog: BlogReads,
    private readonly cms: CmsService,
  ) {}

  /** The head of the content page at `path`, or null when the path is not a content page. */
  async lookup(ctx: RequestContext, request: ContentHeadRequest): Promise<ContentHeadLookup | null> {
    if (request.path === '/') return this.composedHead(ctx, request, null);
    for (const [pattern, kind, prefix] of SLUG_PATHS) {
      const match = pattern.exec(request.path);
      if (!match) continue;
      const slug = decoded(match[1]);
      if (slug === null || !isContentSlug(slug)) return { head: null };
      if (kind === 'landing') return this.composedHead(ctx, request, slug);
      const canonicalUrl = `${request.origin}${prefix}${encodeURIComponent(slug)}`;
      return { head: await this.slugHead(ctx, request, { kind, slug, canonicalUrl }) };
    }
    return null;
  }

  private slugHead(
    ctx: RequestContext,
    request: ContentHeadRequest,
    page: { readonly kind: Exclude<Kind, 'landing'>; readonly slug: string; readonly canonicalUrl: string },
  ): Promise<PageHead | null> {
    switch (page.kind) {
      case 'blogPost':
        return this.postHead(ctx, request, page);
      case 'blogCategory':
        return this.categoryHead(ctx, request, page);
      case 'cmsPage':
        return this.cmsHead(ctx, request, page);
    }
  }

  /**
   * The home (slug null: always there, named by the shop) or a landing page (null head when
   * unpublished), with the first-paint hint of the banner it opens with.
   */
  private async composedHead(
    ctx: RequestContext,
    { shopUuid, shopName, origin, path }: ContentHeadRequest,
    slug: string | null,
  ): Promise<ContentHeadLookup> {
    const found = await this.content.visiblePage(ctx, shopUuid, slug);
    if (!found && slug !== null) return { head: null };
    const blocks = found?.blocks ?? [];
    const title =
      slug === null || !found ? shopName : (textIn(found.page.title, ctx.locale) ?? found.page.title.fr);
    const lead = leadBlock(blocks, ctx.locale);
    const image = lead?.image;
    const head: PageHead = {
      title,
      description: pageText(blocks, ctx.locale) || title,
      canonicalUrl: slug === null ? `${origin}/` : `${origin}/landing/${encodeURIComponent(slug)}`,
      type: 'website',
      image: image ? { url: origin + image.url, width: image.width, height: image.height } : null,
      locale: ctx.locale,
      structuredData: null,
      leadImage: image ? { href: image.url, srcset: bannerSrcSet(image), sizes: BANNER_IMAGE_SIZES } : null,
    };
    return { head, lead: lead ? leadBannerHint(path, lead, ctx.locale) : null };
  }

  private async postHead(
    ctx: RequestContext,
    { shopUuid, origin }: ContentHeadRequest,
    { slug, canonicalUrl }: { readonly slug: string; readonly canonicalUrl: string },
  ): Promise<PageHead | null> {
    const post = await this.blog.post(ctx, shopUuid, slug);
    if (!post) return null;
    return {
      ...plainHead(ctx, canonicalUrl),
      title: post.title,
      description: plainText(post.html, SEO_DESCRIPTION_LENGTH) || post.title,
      type: 'article',
      image: post.thumbnailUrl ? { url: origin + post.thumbnailUrl } : null,
    };
  }

  private async categoryHead(
    ctx: RequestContext,
    { shopUuid, origin }: ContentHeadRequest,
    { slug, canonicalUrl }: { readonly slug: string; readonly canonicalUrl: string },
  ): Promise<PageHead | null> {
    const found = await this.blog.category(ctx, shopUuid, { slug, page: 1, pageSize: DEFAULT_PAGE_SIZE });
    if (!found) return null;
    const { category } = found;
    return {
      ...plainHead(ctx, canonicalUrl),
      title: category.name,
      description: plainText(category.description, SEO_DESCRIPTION_LENGTH) || category.name,
      image: category.thumbnailUrl ? { url: origin + category.thumbnailUrl } : null,
    };
  }

  private async cmsHead(
    ctx: RequestContext,
    { shopUuid }: ContentHeadRequest,
    { slug, canonicalUrl }: { readonly slug: string; readonly canonicalUrl: string },
  ): Promise<PageHead | null> {
    const page = await this.cms.view(ctx, shopUuid, slug);
    if (!page) return null;
    return {
      ...plainHead(ctx, canonicalUrl),
      title: page.title,
      description: plainText(page.html, SEO_DESCRIPTION_LENGTH) || page.title,
    };
  }
}

/** What a post, a category or a CMS page head shares: no lead image, no JSON-LD. */
function plainHead(ctx: RequestContext, canonicalUrl: string) {
  return {
    canonicalUrl,
    type: 'website' as const,
    image: null,
    locale: ctx.locale,
    structuredData: null,
    leadImage: null,
  };
}
