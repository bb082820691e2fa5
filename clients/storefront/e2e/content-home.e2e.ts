/**
 * The composed home as a shopper meets it (demo seed: a home staff composed, header and footer
 * menus, a blog, CMS pages): the blocks drawn from one answer in the theme's colours, a blog post
 * reached from the home's blog carousel, a header menu heading opened to a blog category, a footer
 * link to a CMS page; then, with the server gone, the home and the post read again from the device.
 */
import type { Page } from 'playwright-core';
import { waitForServiceWorkerControl } from '../../e2e/browser';
import { setUpJourney } from '../../e2e/journey';
import { countOperations, graphql, waitForDeviceCopies, watchErrors } from './catalogue-api';

const journey = setUpJourney();

const OFFLINE_NOTE = /^Hors ligne : vous voyez ce que vous aviez consulté le /;

interface HomeBlock {
  type: string;
  publicTitle: string | null;
  blogPosts: { slug: string; title: string }[] | null;
}

interface MenuItem {
  label: string;
  href: string | null;
  children: MenuItem[];
}

async function composedHome(url: string) {
  return graphql<{
    storefrontPage: { blocks: HomeBlock[] } | null;
    header: MenuItem[];
    footer: MenuItem[];
  }>(
    url,
    `
      query {
        storefrontPage {
          blocks {
            type
            publicTitle
            blogPosts {
              slug
              title
            }
          }
        }
        header: storefrontMenuItems(code: "header") {
          label
          href
          children {
            label
            href
            children {
              label
              href
            }
          }
        }
        footer: storefrontMenuItems(code: "footer") {
          label
          href
          children {
            label
            href
            children {
              label
              href
            }
          }
        }
      }
    `,
  );
}

let page: Page;
let errors: string[];

it('draws the composed home’s blocks from one answer, in the theme’s colours', async () => {
  const { server, context } = journey();
  const { storefrontPage } = await composedHome(server.url);
  if (!storefrontPage) throw new Error('The demo seed composes no home');
  page = await context.newPage();
  errors = watchErrors(page);
  const operations = countOperations(page);
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);

  const types = storefrontPage.blocks.map((block) => block.type);
  expect(types).toEqual(expect.arrayContaining(['banner_carousel', 'products_carousel', 'html_block']));
  await page.locator('.home-blocks .home-banner__slide[data-shown] img').waitFor();
  await page.locator('.home-blocks section.carousel--products article.product-card').first().waitFor();
  await page.locator('.home-blocks .home-html .rich-text li').first().waitFor();
  await page.locator('.home-blocks section.carousel--blogPosts article.blog-tile').first().waitFor();
  // One answer for the whole page: no product module asks for its own cards.
  expect(operations.get('StorefrontHome')).toBe(1);
  expect(operations.get('HomeProducts') ?? 0).toBe(0);

  // The theme's stylesheet reached the page: its primary colour is the header's.
  const colours = await page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    header: getComputedStyle(document.querySelector('header.shell-header') as Element).backgroundColor,
  }));
  expect(colours.primary).toMatch(/^#[0-9a-fA-F]{3,6}$/);
  expect(colours.header).not.toBe('rgba(0, 0, 0, 0)');
  expect(errors).toEqual([]);
});

it('follows the home’s blog carousel to a post', async () => {
  const { server } = journey();
  const { storefrontPage } = await composedHome(server.url);
  const blog = storefrontPage?.blocks.find((block) => block.type === 'blog_posts_carousel');
  const [post] = blog?.blogPosts ?? [];
  if (!post) throw new Error('The demo home has no blog carousel with a post');
  const carousel = page.locator('.home-blocks section.carousel--blogPosts');
  await carousel.getByRole('link', { name: post.title, exact: true }).click();
  await page.waitForURL(`**/blog/${post.slug}`);
  await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  await page.locator('.blog-post__body.rich-text p').first().waitFor();
  expect(await page.title()).toContain(post.title);
  // Read long enough for the device to keep it (copies are saved once the page has settled).
  await waitForDeviceCopies(page, ['BlogPost']);
});

it('opens a heading of the header menu and follows one of its entries to its page', async () => {
  const { server } = journey();
  const { header } = await composedHome(server.url);
  const heading = header.find((item) => item.href === null && item.children.some((child) => child.href));
  const entry = heading?.children.find((child) => child.href?.startsWith('/blog/categories/'));
  if (!heading || !entry?.href) throw new Error('The demo header menu has no heading over blog categories');
  const nav = page.locator('header.shell-header').getByRole('navigation', { name: 'Menu principal' });
  await nav.getByRole('button', { name: heading.label, exact: true }).click();
  await nav.getByRole('link', { name: entry.label, exact: true }).click();
  await page.waitForURL(`**${entry.href}`);
  await page.getByRole('heading', { level: 1, name: entry.label }).waitFor();
  await page.locator('.blog-category__posts article.blog-tile').first().waitFor();
});

it('follows a footer link to a CMS page', async () => {
  const { server } = journey();
  const { footer } = await composedHome(server.url);
  const cms = footer
    .flatMap((item) => [item, ...item.children])
    .find((item) => item.href?.startsWith('/page/'));
  if (!cms?.href) throw new Error('The demo footer links no CMS page');
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Liens utiles' });
  await links.getByRole('link', { name: cms.label, exact: true }).click();
  await page.waitForURL(`**${cms.href}`);
  await page.getByRole('heading', { level: 1 }).filter({ hasText: cms.label }).waitFor();
  expect(errors).toEqual([]);
});

it('reads the home and the post again with the server gone, from the device', async () => {
  const { server } = journey();
  const { storefrontPage } = await composedHome(server.url);
  const post = storefrontPage?.blocks.find((block) => block.type === 'blog_posts_carousel')?.blogPosts?.[0];
  if (!post) throw new Error('The demo home has no blog post');
  await page.goto(`${server.url}/`);
  await page.locator('.home-blocks section.carousel--products article.product-card').first().waitFor();
  await waitForDeviceCopies(page, ['StorefrontHome', 'StorefrontNavigation', 'BlogPost']);

  await server.stop();
  await page.reload();
  await page.getByRole('status').filter({ hasText: OFFLINE_NOTE }).waitFor();
  await page.locator('.home-blocks section.carousel--products article.product-card').first().waitFor();
  await page.locator('.home-blocks .home-html .rich-text li').first().waitFor();
  // The header keeps the menu staff composed.
  await page.locator('header.shell-header').getByRole('navigation', { name: 'Menu principal' }).waitFor();

  await page.goto(`${server.url}/blog/${post.slug}`);
  await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  await page.getByRole('status').filter({ hasText: OFFLINE_NOTE }).waitFor();
});
