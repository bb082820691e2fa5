/**
 * The page and blog editors against the real server and storefront (issue 20, item 7): a banner
 * carousel (an image uploaded with its progress) and a products carousel added to the home, the
 * products carousel moved above the banners with the keyboard's Up button (moveContentBlock), and the
 * storefront's home showing both in the new order, as its storefrontPage question answers too, then
 * dragged back by its handle (pointer drag and drop, saved the same way); a blog
 * post written with the formatting editor (a bold word, a list) and read at /blog/{slug}. The steps
 * share one home and run in order.
 */
import type { Page } from 'playwright-core';
import { setUpJourney } from '../../e2e/journey';
import { graphql, operationOf } from '../../e2e/graphql-api';
import { pngImage } from './catalogue-helpers';
import { signIn } from './sign-in';

const journey = setUpJourney();

const stamp = Date.now() % 100_000;
const bannersTitle = `Bannières Journey ${stamp}`;
const bannerAlt = `Soldes Journey ${stamp}`;
const productsTitle = `Nouveautés Journey ${stamp}`;
const postTitle = `Journey ${stamp} : le msemen du matin`;

/** The back office tab, kept open by the steps. */
let page: Page;
/** The names of the GraphQL operations the back office sent, in order. */
const sent: string[] = [];

interface StorefrontHome {
  storefrontPage: { blocks: { type: string; publicTitle: string | null }[] } | null;
}

/** The titles of the home's blocks as the storefront asks for them (public, French). */
async function homeTitles(url: string): Promise<(string | null)[]> {
  const { storefrontPage } = await graphql<StorefrontHome>(
    url,
    'query JourneyHome { storefrontPage { blocks { type publicTitle } } }',
  );
  return storefrontPage?.blocks.map((block) => block.publicTitle) ?? [];
}

/** Adds a block to the open page through its form and waits until it is saved. */
async function saveBlock(fill: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter un bloc' }).click();
  await page.getByRole('heading', { name: 'Nouveau bloc' }).waitFor();
  await fill();
  await page.getByRole('button', { name: 'Enregistrer le bloc' }).click();
  await page.getByRole('status').filter({ hasText: 'Bloc enregistré.' }).waitFor();
}

it('adds a banner carousel with an uploaded image and a products carousel to the home', async () => {
  const { server, context } = journey();
  page = await context.newPage();
  page.on('request', (request) => {
    const name = operationOf(request);
    if (name) sent.push(name);
  });
  await page.goto(`${server.url}/dashboard/`);
  await signIn(page);
  await page.getByRole('link', { name: 'Pages et blog' }).click();
  await page.getByRole('link', { name: 'Composer la page Page d’accueil' }).click();
  await page.getByRole('heading', { name: 'Composer « Page d’accueil »' }).waitFor();

  await saveBlock(async () => {
    await page.getByLabel('Type de bloc').selectOption({ label: 'Carrousel de bannières' });
    await page.locator('input[type="file"][name="file"]').setInputFiles({
      name: 'soldes.png',
      mimeType: 'image/png',
      buffer: pngImage(1200, 400, [180, 20, 90]),
    });
    const uploads = page.getByRole('region', { name: 'Envois' });
    await uploads.getByRole('status').filter({ hasText: '1 / 1 envoyés' }).waitFor();
    await page.getByLabel('Description de l’image (Français)').fill(bannerAlt);
    await page.getByLabel('Lien au clic sur l’image').fill('/search?q=soldes');
    await page.getByLabel('Titre affiché au-dessus du bloc').fill(bannersTitle);
  });
  await saveBlock(async () => {
    await page.getByLabel('Type de bloc').selectOption({ label: 'Carrousel de produits' });
    await page.getByLabel('Produits montrés').selectOption({ label: 'Les derniers produits arrivés' });
    await page.getByLabel('Titre affiché au-dessus du bloc').fill(productsTitle);
    await page.getByLabel('Mobile').fill('2');
    await page.getByLabel('Tablette').fill('3');
    await page.getByLabel('Ordinateur').fill('5');
  });
  expect(sent.filter((name) => name === 'SaveContentBlock')).toHaveLength(2);

  const titles = await homeTitles(server.url);
  expect(titles.slice(-2)).toEqual([bannersTitle, productsTitle]);
});

it('moves the products carousel above the banners with the keyboard, each move saved', async () => {
  const { server } = journey();
  const rows = page.locator('.block-row');
  const count = await rows.count();
  const up = page.getByRole('button', { name: `Monter le bloc ${count} (Carrousel de produits)` });
  await up.focus();
  const saved = page.waitForResponse((response) => operationOf(response.request()) === 'MoveContentBlock');
  await page.keyboard.press('Enter');
  await page
    .getByRole('button', { name: `Monter le bloc ${count - 1} (Carrousel de produits)` })
    .and(page.locator(':focus'))
    .waitFor();
  await expect(rows.nth(count - 2).textContent()).resolves.toContain(productsTitle);
  await expect(rows.nth(count - 1).textContent()).resolves.toContain(bannersTitle);
  expect(sent.filter((name) => name === 'MoveContentBlock')).toHaveLength(1);
  expect((await saved).ok()).toBe(true);

  // The server holds the new order: the storefront's question answers it.
  const titles = await homeTitles(server.url);
  expect(titles.slice(-2)).toEqual([productsTitle, bannersTitle]);
});

it('shows both on the storefront’s home in the new order', async () => {
  const { server, context } = journey();
  const shop = await context.newPage();
  await shop.goto(`${server.url}/`);
  const products = shop.getByRole('heading', { name: productsTitle });
  const banner = shop.getByRole('img', { name: bannerAlt }).first();
  await products.waitFor();
  await banner.waitFor({ state: 'attached' });
  const order = await products.evaluate(
    (heading, image) => heading.compareDocumentPosition(image as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    await banner.elementHandle(),
  );
  expect(order).toBeTruthy();
  await shop.close();
});

it('drags the products carousel back below the banners by its handle, the move saved', async () => {
  const { server } = journey();
  const rows = page.locator('.block-row');
  const count = await rows.count();
  const handle = await rows
    .nth(count - 2)
    .locator('.block-row__handle')
    .boundingBox();
  const target = await rows.nth(count - 1).boundingBox();
  if (!handle || !target) throw new Error('The rows are not laid out');
  const saved = page.waitForResponse((response) => operationOf(response.request()) === 'MoveContentBlock');
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  // Past the 6 px the sensor waits for, then over the last row's lower half, in steps as a hand moves.
  await page.mouse.move(handle.x + handle.width / 2, handle.y + 20, { steps: 5 });
  await page.mouse.move(handle.x + handle.width / 2, target.y + target.height * 0.8, { steps: 10 });
  await page.mouse.up();
  expect((await saved).ok()).toBe(true);
  await expect(rows.nth(count - 1).textContent()).resolves.toContain(productsTitle);
  expect(sent.filter((name) => name === 'MoveContentBlock')).toHaveLength(2);
  const titles = await homeTitles(server.url);
  expect(titles.slice(-2)).toEqual([bannersTitle, productsTitle]);
});

it('writes a blog post with the formatting editor and reads it at /blog/{slug}', async () => {
  const { server, context } = journey();
  await page.getByRole('link', { name: 'Articles du blog' }).click();
  await page.getByRole('button', { name: 'Nouvel article' }).click();
  await page.getByLabel('Titre de l’article').fill(postTitle);
  const body = page.getByRole('textbox', { name: 'Texte de l’article' });
  await body.click();
  await page.keyboard.type('Pâte fine, beurre, ');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('semoule fine');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('Farine');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Eau salée');
  await page.getByRole('button', { name: 'Voir le HTML' }).click();
  await expect(
    page.getByRole('textbox', { name: 'HTML de « Texte de l’article »' }).inputValue(),
  ).resolves.toBe(
    '<p>Pâte fine, beurre, <strong>semoule fine</strong></p><ul><li><p>Farine</p></li><li><p>Eau salée</p></li></ul>',
  );
  await page.getByRole('button', { name: 'Enregistrer l’article' }).click();
  const storefrontLink = page.getByRole('link', { name: /Ouvrir sur la boutique/ });
  await storefrontLink.waitFor();
  const href = await storefrontLink.getAttribute('href');
  expect(href).toMatch(/^\/blog\/journey-\d+-le-msemen-du-matin$/);

  const reader = await context.newPage();
  await reader.goto(`${server.url}${href ?? ''}`);
  await reader.getByRole('heading', { level: 1, name: postTitle }).waitFor();
  await reader.getByText('semoule fine').waitFor();
  await expect(reader.locator('strong', { hasText: 'semoule fine' }).count()).resolves.toBe(1);
  await reader.close();
});
