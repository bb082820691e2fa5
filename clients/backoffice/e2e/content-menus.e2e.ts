/**
 * The menu and theme editors against the real server and storefront (issue 20, item 7): a Brand
 * item added to the header menu with the item form, moved up by keyboard (the arrow keeps the focus,
 * so Enter twice moves it twice) and then to the top by dragging its grip, each place checked in the
 * storefront's reading (storefrontMenuItems('header')); then found in the storefront's header, its
 * link opening the brand's page; the primary colour changed in the theme editor and served by
 * GET /theme.css, which the storefront links.
 */
import type { Page } from 'playwright-core';
import { setUpJourney } from '../../e2e/journey';
import { graphql } from '../../e2e/graphql-api';
import { signIn } from './sign-in';

const journey = setUpJourney({ context: { viewport: { width: 1280, height: 900 } } });

const stamp = Date.now() % 100_000;
const label = `Marque du moment ${stamp}`;
const PRIMARY = '#0b6e4f';

/** The back office tab, kept open by both steps. */
let page: Page;

interface NavItem {
  readonly label: string;
  readonly href: string | null;
  readonly type: string;
}

async function headerItems(url: string): Promise<NavItem[]> {
  const { storefrontMenuItems } = await graphql<{ storefrontMenuItems: NavItem[] }>(
    url,
    '{ storefrontMenuItems(code: "header") { label href type } }',
  );
  return storefrontMenuItems;
}

it('adds a Brand item to the header, moves it by keyboard and by drag, and the storefront header links the brand', async () => {
  const { server, context } = journey();
  page = await context.newPage();
  await page.goto(`${server.url}/dashboard/`);
  await signIn(page);
  await page.getByRole('link', { name: 'Menus', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Menus de la boutique' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'En-tête de la boutique' }).waitFor();

  // The item form: the type decides the picker, filled from GET /dashboard/menu/api/brands.
  await page.getByRole('button', { name: 'Ajouter un élément' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel élément de menu' });
  await dialog.getByLabel('Ce que l’élément ouvre').selectOption({ label: 'Page d’une marque' });
  const brands = dialog.getByLabel('Marque ciblée');
  const firstBrand = brands.locator('option').nth(1);
  await firstBrand.waitFor({ state: 'attached' });
  const brandName = (await firstBrand.textContent()) ?? '';
  await brands.selectOption({ label: brandName });
  await dialog.getByLabel('Libellé en français').fill(label);
  await dialog.getByRole('button', { name: 'Ajouter au menu' }).click();
  await page.getByText(`« ${label} » est enregistré.`).waitFor();

  // Added last among the root items; two presses of Enter on "up" move it up twice.
  const before = (await headerItems(server.url)).map((item) => item.label);
  expect(before.at(-1)).toBe(label);
  const tree = page.getByRole('list', { name: 'Éléments de « header »' });
  const roots = await tree.locator('li[aria-level="1"]').count();
  expect(roots).toBeGreaterThanOrEqual(3);
  await page.getByRole('button', { name: `Monter « ${label} »` }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`« ${label} » déplacé : niveau 1, position ${roots - 1}.`).waitFor();
  await page.keyboard.press('Enter');
  await page.getByText(`« ${label} » déplacé : niveau 1, position ${roots - 2}.`).waitFor();

  // What the storefront reads: the item, at its new place, leading to the brand's page.
  const items = await headerItems(server.url);
  const added = items.find((item) => item.label === label);
  expect(added).toMatchObject({ type: 'Brand', href: expect.stringMatching(/^\/catalog\/brands\/[^/]+$/) });
  expect(items.slice(-3).map((item) => item.label)).toEqual([label, ...before.slice(-3, -1)]);

  // Dragged by its grip onto the first row, it becomes the first item.
  const grip = tree.locator('li', { hasText: label }).locator('.menu-tree__grip');
  const from = await grip.boundingBox();
  const onto = await tree.locator('li').first().boundingBox();
  if (!from || !onto) throw new Error('The tree is not drawn');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, onto.y + 5, { steps: 15 });
  await page.mouse.up();
  await page.getByText(`« ${label} » déplacé : niveau 1, position 1.`).waitFor();
  expect((await headerItems(server.url))[0]?.label).toBe(label);

  // The storefront's header shows it; its link opens the brand's page.
  const shop = await context.newPage();
  await shop.goto(`${server.url}/`);
  const link = shop.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: label });
  await link.click();
  await shop.waitForURL(`${server.url}${added?.href ?? ''}`);
  await shop.getByRole('heading', { level: 1, name: brandName }).waitFor();
  await shop.close();
});

it('changes the primary colour in the theme editor, and /theme.css serves it to the storefront', async () => {
  const { server, context } = journey();
  await page.getByRole('link', { name: 'Couleurs', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Couleurs de la boutique' }).waitFor();
  const primary = page.getByRole('textbox', { name: 'Couleur principale (boutons, prix)', exact: true });
  await primary.fill(PRIMARY);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await page
    .getByText('Couleurs enregistrées : la boutique les affiche dès son prochain chargement.')
    .waitFor();

  const response = await fetch(`${server.url}/theme.css`);
  expect(response.headers.get('cache-control')).toContain('no-cache');
  expect(await response.text()).toContain(`--color-primary:${PRIMARY};`);

  const shop = await context.newPage();
  await shop.goto(`${server.url}/`);
  const applied = await shop.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(applied).toBe(PRIMARY);
  await shop.close();
});
