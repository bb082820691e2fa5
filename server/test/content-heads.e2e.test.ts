/**
 * Shared links to content pages (demo shop): a navigation to the home, a landing page, a blog post or
 * category or a CMS page answers the storefront's shell with the page's own title, description,
 * canonical link and Open Graph tags; the home and landing pages also preload the banner they open
 * with, with the sources the storefront's <img> names (its LCP image), and give the storefront the
 * hint it draws that banner from before its answer comes; 404 (the shell still served)
 * when nothing published has that slug. The home's head costs the storefront page read, cached.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BANNER_IMAGE_SIZES } from '@tijara/schema';
import {
  dataOf,
  demoShopUuid,
  demoTargets,
  homeId,
  SAVE_BLOCK,
  sql,
  staffClient,
  STOREFRONT_PAGE,
} from './helpers/content-fixtures';
import type { StaffClient } from './helpers/content-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const SHELL = `<!doctype html>
<html lang="fr-DZ" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Tijara" />
    <title>Tijara</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const DAY_MS = 86_400_000;
const PAGE_STATEMENT = /from content_page pg cross join args a/;

const mediaDir = mkdtempSync(path.join(tmpdir(), 'tijara-content-heads-media-'));
const distDir = mkdtempSync(path.join(tmpdir(), 'tijara-content-heads-'));
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;
let shopName: string;
let statements: string[] = [];

beforeAll(async () => {
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  server = await createTestApp({
    env: { DEMO_PRODUCTS: '24', MEDIA_DIR: mediaDir, STOREFRONT_DIST: distDir, CATALOGUE_POLL_MS: '3600000' },
    onQuery: (query) => statements.push(query),
  });
  admin = await staffClient(server);
  shopUuid = await demoShopUuid(server);
  const [shop] = await sql<{ name: string }>(server, 'select name from shop where uuid = ?', [shopUuid]);
  shopName = shop?.name ?? '';
});

afterAll(async () => {
  await server.close();
  rmSync(mediaDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

async function navigate(pathname: string, headers: Record<string, string> = {}) {
  const response = await server.get(pathname, { ...HTML, ...headers });
  return { status: response.status, html: await response.text() };
}

function decode(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

function metaOf(html: string, attribute: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''));
}

function titlesOf(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? ''));
}

function preloadsOf(html: string) {
  const pattern =
    /<link rel="preload" as="image" href="([^"]*)" imagesrcset="([^"]*)" imagesizes="([^"]*)" fetchpriority="high" \/>/g;
  return [...html.matchAll(pattern)].map(([, href = '', srcset = '', sizes = '']) => ({
    href: decode(href),
    srcset: decode(srcset),
    sizes: decode(sizes),
  }));
}

interface PageImage {
  url: string;
  gridUrl: string;
  width: number;
  height: number;
  link: string | null;
  alt: string;
}

interface PageBlock {
  id: number;
  type: string;
  publicTitle: string | null;
  showTitle: boolean;
  link: string | null;
  size: string;
  bgColor: string;
  wrapperCssClass: string;
  containerClass: string;
  images: PageImage[] | null;
}

async function storefrontPage(slug: string | null, locale = 'fr') {
  const result = await server.graphql<{ storefrontPage: { blocks: PageBlock[] } | null }>(
    STOREFRONT_PAGE,
    { slug },
    { 'accept-language': locale },
  );
  return dataOf(result).storefrontPage;
}

const LEAD_HINT = /<script type="application\/json" id="tijara-lead">([^<]*)<\/script>/g;

/** The lead hints of a served page, parsed (JSON whose `<` are all escaped: none can end the script). */
function leadHintsOf(html: string): unknown[] {
  return [...html.matchAll(LEAD_HINT)].map(([, json = '']) => JSON.parse(json) as unknown);
}

/** The hint the storefront draws a page's lead banner from: the block as the page's answer gives it. */
function leadHint(path: string, block: PageBlock, image: PageImage) {
  return {
    path,
    blockId: block.id,
    type: block.type,
    title: block.publicTitle,
    showTitle: block.showTitle,
    link: block.link,
    size: block.size,
    bgColor: block.bgColor,
    wrapperCssClass: block.wrapperCssClass,
    containerClass: block.containerClass,
    image: {
      url: image.url,
      srcset: bannerPreload(image).srcset,
      sizes: BANNER_IMAGE_SIZES,
      width: image.width,
      height: image.height,
      alt: image.alt,
      link: image.link,
    },
  };
}

/** The preload of a banner picture with the sources the storefront's BannerPicture draws it with. */
function bannerPreload(image: PageImage) {
  return {
    href: image.url,
    srcset: `${image.gridUrl} 480w, ${image.url} ${image.width}w`,
    sizes: BANNER_IMAGE_SIZES,
  };
}

/** A content write (it moves the catalogue revision, so the page is read again). */
async function moveRevision(): Promise<void> {
  dataOf(
    await admin.graphql(SAVE_BLOCK, {
      input: { pageId: await homeId(admin, shopUuid), type: 'discount_block', active: false },
    }),
  );
}

async function landing(
  fr: string,
  options: { published?: boolean; blocks?: Record<string, unknown>[] } = {},
) {
  const saved = await admin.graphql<{ saveContentPage: { id: number; slug: string } }>(
    'mutation ($input: ContentPageInput!) { saveContentPage(input: $input) { id slug } }',
    { input: { shopUuid, title: { fr, ar: `${fr} (ar)` }, published: options.published ?? true } },
  );
  const { id, slug } = dataOf(saved).saveContentPage;
  for (const block of options.blocks ?? []) {
    dataOf(await admin.graphql(SAVE_BLOCK, { input: { pageId: id, ...block } }));
  }
  return { id, slug };
}

describe('the home', () => {
  it('is named by the shop, described by its first text, and preloads its lead banner as the storefront draws it', async () => {
    const home = await storefrontPage(null);
    const [lead] = home?.blocks ?? [];
    const image = lead?.images?.[0];
    if (lead?.type !== 'banner_carousel' || !image)
      throw new Error('The demo home opens with a banner carousel');
    const { status, html } = await navigate('/');
    expect(status).toBe(200);
    expect(titlesOf(html)).toEqual([shopName]);
    const [description] = metaOf(html, 'name', 'description');
    expect(description).toMatch(/^Paiement à la livraison dans toutes les wilayas desservies\./);
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/" />`);
    expect(metaOf(html, 'property', 'og:image')).toEqual([server.url + image.url]);
    expect(metaOf(html, 'property', 'og:image:width')).toEqual([String(image.width)]);
    expect(preloadsOf(html)).toEqual([bannerPreload(image)]);
    // The shell is still the app's.
    expect(html).toContain('<meta name="shop-uuid"');
    expect(html).toContain('<div id="root"></div>');
  });

  it('costs the page and card statements once after a change, then none: its GraphQL read finds them cached', async () => {
    const pageStatements = () => statements.filter((query) => PAGE_STATEMENT.test(query)).length;
    await moveRevision();
    statements = [];
    await navigate('/');
    const cold = statements.length;
    expect(pageStatements()).toBe(1);
    statements = [];
    await navigate('/');
    const warm = statements.length;
    expect([pageStatements(), cold - warm]).toEqual([0, 2]);
    statements = [];
    await storefrontPage(null);
    expect(pageStatements()).toBe(0);
  });

  it('speaks the request language', async () => {
    const { html } = await navigate('/', { 'accept-language': 'ar' });
    expect(metaOf(html, 'property', 'og:locale')).toEqual(['ar_DZ']);
    expect(metaOf(html, 'name', 'description')[0]).toMatch(/^الدفع عند الاستلام/);
  });

  it('gives the storefront its lead banner’s first slide to draw before the answer, in the request language', async () => {
    for (const locale of ['fr', 'ar']) {
      const [lead] = (await storefrontPage(null, locale))?.blocks ?? [];
      const image = lead?.images?.[0];
      if (lead?.type !== 'banner_carousel' || !image)
        throw new Error('The demo home opens with a banner carousel');
      const { html } = await navigate('/', { 'accept-language': locale });
      expect(leadHintsOf(html)).toEqual([leadHint('/', lead, image)]);
      expect(image.alt).toBe(
        locale === 'ar' ? 'تخفيضات الشتاء: خصم 15% على الملابس' : "Soldes d'hiver : -15 % sur les vêtements",
      );
    }
  });

  it('gives no lead hint when the home opens with something else', async () => {
    const home = await homeId(admin, shopUuid);
    const moveBanner = async (by: number) => {
      await sql(
        server,
        `update content_block set position = position + ? where page_id = ? and type = 'banner_carousel'`,
        [by, home],
      );
      await moveRevision();
    };
    await moveBanner(1000);
    try {
      const [lead] = (await storefrontPage(null))?.blocks ?? [];
      const { html } = await navigate('/');
      expect([lead?.type, leadHintsOf(html), preloadsOf(html)]).toEqual(['categories_carousel', [], []]);
    } finally {
      await moveBanner(-1000);
    }
    expect(leadHintsOf((await navigate('/')).html)).toHaveLength(1);
  });
});

describe('a landing page', () => {
  it('gets its title and the banner it opens with: the first block shown now of a type the storefront draws', async () => {
    const { mediaKey } = await demoTargets(server, shopUuid);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString();
    const { id, slug } = await landing('Fête des mères', {
      blocks: [
        { type: 'html_block', texts: { fr: { html: '<p>Bientôt</p>' } } },
        { type: 'banner_carousel', images: [{ mediaKey }], visibleFrom: tomorrow },
        {
          type: 'banner',
          images: [{ mediaKey, alt: { fr: 'Bouquet' } }],
          texts: { fr: { html: '<p>Des <strong>fleurs</strong> &amp; des cadeaux</p>' } },
        },
      ],
    });
    // The first block is of a type this storefront no longer draws (old data): it draws nothing.
    await sql(server, `update content_block set type = 'hologram_block' where page_id = ? and position = 0`, [
      id,
    ]);
    await moveRevision();
    const page = await storefrontPage(slug);
    const banner = page?.blocks.find((block) => block.type === 'banner')?.images?.[0];
    if (!banner) throw new Error('The landing page shows its banner');
    const { status, html } = await navigate(`/landing/${slug}`);
    expect(status).toBe(200);
    expect(titlesOf(html)).toEqual([`Fête des mères · ${shopName}`]);
    expect(metaOf(html, 'name', 'description')).toEqual(['Des fleurs & des cadeaux']);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/landing/${slug}" />`);
    expect(preloadsOf(html)).toEqual([bannerPreload(banner)]);
    const bannerBlock = page?.blocks.find((block) => block.type === 'banner');
    if (!bannerBlock) throw new Error('The landing page shows its banner');
    expect(leadHintsOf(html)).toEqual([leadHint(`/landing/${slug}`, bannerBlock, banner)]);
    expect(titlesOf((await navigate(`/landing/${slug}`, { 'accept-language': 'ar' })).html)).toEqual([
      `Fête des mères (ar) · ${shopName}`,
    ]);
  });

  it('preloads nothing when it does not open with a banner', async () => {
    const { slug } = await landing('Rentrée', {
      blocks: [{ type: 'html_block', texts: { fr: { html: '<p>Cartables et trousses</p>' } } }],
    });
    const { status, html } = await navigate(`/landing/${slug}`);
    expect([status, preloadsOf(html), leadHintsOf(html)]).toEqual([200, [], []]);
    expect(metaOf(html, 'name', 'description')).toEqual(['Cartables et trousses']);
  });

  it('writes its lead hint so that no text in it can end the script', async () => {
    const { mediaKey } = await demoTargets(server, shopUuid);
    const alt = 'Fleurs </script><script>alert(1)</script> & <!-- cadeaux \u2028 -->';
    const { slug } = await landing('Saint-Valentin', {
      blocks: [{ type: 'banner', images: [{ mediaKey, alt: { fr: alt }, link: '/catalog/category/"x"' }] }],
    });
    const { html } = await navigate(`/landing/${slug}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/<!--|\u2028/);
    const [hint] = leadHintsOf(html) as { image: { alt: string; link: string } }[];
    expect([hint?.image.alt, hint?.image.link]).toEqual([alt, '/catalog/category/"x"']);
  });

  it('answers 404 when unpublished, unknown, or when no page could have that slug', async () => {
    const { slug } = await landing('Brouillon', { published: false });
    for (const pathname of [`/landing/${slug}`, '/landing/inconnue', '/landing/A%20B']) {
      const { status, html } = await navigate(pathname);
      expect([pathname, status, titlesOf(html)]).toEqual([pathname, 404, ['Tijara']]);
      expect(html).toContain('<meta name="shop-uuid"');
    }
  });
});

describe('blog and CMS pages', () => {
  it('get the title and description of a published post, category or CMS page', async () => {
    const [post] = await sql<{ slug: string; title: string }>(
      server,
      `select slug, title->>'fr' as title from blog_post where shop_uuid = ? and published order by id limit 1`,
      [shopUuid],
    );
    const [category] = await sql<{ slug: string; name: string }>(
      server,
      `select slug, name->>'fr' as name from blog_category where shop_uuid = ? and active order by id limit 1`,
      [shopUuid],
    );
    if (!post || !category) throw new Error('The demo shop has a blog');
    const postPage = await navigate(`/blog/${post.slug}`);
    expect([postPage.status, titlesOf(postPage.html)]).toEqual([200, [`${post.title} · ${shopName}`]]);
    expect(metaOf(postPage.html, 'property', 'og:type')).toEqual(['article']);
    const [postDescription = ''] = metaOf(postPage.html, 'name', 'description');
    expect([
      postDescription.length > 20,
      postDescription.length <= 160,
      postDescription.includes('<'),
    ]).toEqual([true, true, false]);
    expect(postPage.html).toContain(`<link rel="canonical" href="${server.url}/blog/${post.slug}" />`);

    const categoryPage = await navigate(`/blog/categories/${category.slug}`);
    expect([categoryPage.status, titlesOf(categoryPage.html)]).toEqual([
      200,
      [`${category.name} · ${shopName}`],
    ]);
    expect(metaOf(categoryPage.html, 'property', 'og:type')).toEqual(['website']);

    const cms = await navigate('/page/livraison');
    expect([cms.status, titlesOf(cms.html)]).toEqual([200, [`Livraison et retours · ${shopName}`]]);
    expect(metaOf(cms.html, 'name', 'description')[0]).toMatch(
      /^Délais Alger et sa région : 24 à 48 heures\./,
    );
    expect(preloadsOf(cms.html)).toEqual([]);
  });

  it('answer 404 for an unknown or unpublished slug, a category path never read as a post', async () => {
    const [draft] = await sql<{ slug: string }>(
      server,
      `update blog_post set published = false where id = (select min(id) from blog_post where shop_uuid = ?) returning slug`,
      [shopUuid],
    );
    const [post] = await sql<{ slug: string }>(
      server,
      'select slug from blog_post where shop_uuid = ? and published order by id limit 1',
      [shopUuid],
    );
    for (const pathname of [
      '/blog/inconnu',
      `/blog/${draft?.slug ?? '?'}`,
      // A post's slug under the categories' path is no category.
      `/blog/categories/${post?.slug ?? '?'}`,
      '/blog/categories/inconnue',
      '/page/inconnue',
      '/page/Livraison',
    ]) {
      const { status, html } = await navigate(pathname);
      expect([pathname, status, titlesOf(html)]).toEqual([pathname, 404, ['Tijara']]);
    }
  });
});
