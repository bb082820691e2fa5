/**
 * The back office catalogue against the real server and storefront (issue 17, item 13): a product
 * made with the wizard (published, three combinations, two images uploaded with their progress,
 * texts in French, English and Arabic), found in the list and seen on the storefront at the TTC its
 * figures give; its price edited and the new TTC on the storefront; a category quick-created from the
 * product form and kept; two shoppers' reviews moderated, the published one on the product page and
 * the rejected one, with its reason, only in the back office. The steps share one product and run in
 * order. Every expected price is computed here from the figures typed, never read from a page.
 */
import type { Locator, Page } from 'playwright-core';
import { setUpJourney } from '../../e2e/journey';
import { graphql, operationOf } from '../../e2e/graphql-api';
import {
  demoCategoryAndBrand,
  moneyPattern,
  pngImage,
  productUuid,
  reloadUntil,
  shopToken,
  staffCookieOf,
  submitReview,
  withVat,
} from './catalogue-helpers';
import { signIn } from './sign-in';

const journey = setUpJourney();

const stamp = Date.now() % 100_000;
const productName = `Sac cabas Journey ${stamp}`;
const TAX_PERCENT = 19;
const FIRST_HT = 100_000;
const SECOND_HT = 200_000;
/** The three combinations: a colour each, the first the default at the product's price. */
const COMBINATIONS = [
  { colour: 'Noir', htText: null, impact: 0 },
  { colour: 'Blanc', htText: '1 150,00', impact: 15_000 },
  { colour: 'Rouge', htText: '900,00', impact: -10_000 },
] as const;

/** The back office tab and the storefront tab, both kept open by the steps. */
let page: Page;
let shop: Page;
let productId: number;
/** The storefront address the editor links to (it moves with the main category). */
let storefrontPath: string;
/** The names of the GraphQL operations the back office sent, in order. */
const sent: string[] = [];

const count = (name: string) => sent.filter((operation) => operation === name).length;

/** The editor's own link to the storefront page of the product. */
async function storefrontLink(): Promise<string> {
  const link = page.getByRole('link', { name: /^Voir sur la boutique/ });
  const href = await link.getAttribute('href');
  if (!href?.startsWith('/catalog/product/')) throw new Error(`Not a product page: ${href}`);
  return href;
}

const slugOf = (path: string) => decodeURIComponent(path.split('/').pop() ?? '');

/** The wizard's next step, once the stepper says it is there. */
async function nextStep(step: number): Promise<void> {
  await page.getByRole('button', { name: 'Étape suivante' }).click();
  await page.getByText(`Étape ${step} sur 5`).waitFor();
}

async function hasValue(field: Locator, value: string): Promise<void> {
  await expect(field.inputValue()).resolves.toBe(value);
}

it('creates a product with the wizard: details, price, two images, three combinations, three languages', async () => {
  const { server, context } = journey();
  const { category, brand } = await demoCategoryAndBrand(server.url);

  page = await context.newPage();
  page.on('request', (request) => {
    const name = operationOf(request);
    if (name) sent.push(name);
  });
  await page.goto(`${server.url}/dashboard/`);
  await signIn(page);
  await page.getByRole('link', { name: 'Produits', exact: true }).click();
  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await page.getByRole('heading', { level: 1, name: 'Création d’un produit' }).waitFor();
  await page.getByText('Étape 1 sur 5').waitFor();

  // Details: published and visible, so that shoppers see it; sold by the installation's shop.
  const details = page.getByRole('form', { name: 'Détails' });
  await details.getByLabel('Nom en français').fill(productName);
  await details.getByLabel('Statut').selectOption({ label: 'Publié (en vente)' });
  await details.getByLabel('Catégorie principale').selectOption(String(category.id));
  await details.getByLabel('Marque du produit').selectOption({ label: brand.name });
  await expect(details.getByLabel('Visible sur la boutique').isChecked()).resolves.toBe(true);
  const shops = details.getByRole('group', { name: 'Vendu par les boutiques' }).getByRole('checkbox');
  await expect(shops.count()).resolves.toBe(1);
  await expect(shops.first().isChecked()).resolves.toBe(true);
  await details.getByRole('button', { name: 'Créer le produit' }).click();
  await page.getByText('Étape 2 sur 5').waitFor();
  expect(count('ProductCreate')).toBe(1);

  // Pricing: 1 000,00 HT at 19 % is 1 190,00 TTC, shown live, then saved.
  const pricing = page.getByRole('form', { name: 'Prix' });
  await pricing.getByLabel('Prix de vente HT').fill('1 000,00');
  await pricing.getByLabel('TVA (%)').fill(String(TAX_PERCENT));
  await pricing
    .getByLabel('Prix de vente TTC')
    .filter({ hasText: moneyPattern(withVat(FIRST_HT, TAX_PERCENT)) })
    .waitFor();
  await pricing.getByRole('button', { name: 'Enregistrer' }).click();
  await pricing.getByRole('status').filter({ hasText: 'Prix enregistrés.' }).waitFor();

  // Images: two real PNGs through the drop zone's input, each with its progress bar, then the gallery.
  await nextStep(3);
  const files = [
    { name: 'cabas-noir.png', mimeType: 'image/png', buffer: pngImage(640, 480, [30, 30, 30]) },
    { name: 'cabas-rouge.png', mimeType: 'image/png', buffer: pngImage(480, 640, [200, 30, 40]) },
  ];
  await page.locator('input[type="file"][name="file"]').setInputFiles(files);
  const uploads = page.getByRole('region', { name: 'Envois' });
  for (const file of files)
    await uploads.getByRole('progressbar', { name: `Envoi de ${file.name}` }).waitFor();
  await uploads.getByRole('status').filter({ hasText: '2 / 2 envoyés' }).waitFor();
  for (const file of files) {
    const line = uploads.getByRole('listitem').filter({ hasText: file.name });
    await line.getByText('Envoi terminé').waitFor();
    await expect(line.getByRole('progressbar').getAttribute('value')).resolves.toBe('100');
  }
  const gallery = page.getByRole('list', { name: 'Galerie du produit' });
  await gallery.getByRole('listitem').nth(1).waitFor();
  await expect(gallery.getByRole('listitem').count()).resolves.toBe(2);
  const thumbnails = gallery.getByRole('img');
  await expect(thumbnails.count()).resolves.toBe(2);
  for (const thumbnail of await thumbnails.all()) {
    await thumbnail.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
  }

  // Combinations: one colour each, the first the default; the form shows the TTC each will cost.
  await nextStep(4);
  for (const [index, combination] of COMBINATIONS.entries()) {
    await page.getByRole('button', { name: 'Ajouter une déclinaison' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle déclinaison' });
    await dialog.getByLabel('Couleur', { exact: true }).selectOption({ label: combination.colour });
    if (combination.htText) await dialog.getByLabel('Prix HT de la déclinaison').fill(combination.htText);
    if (index === 0) await dialog.getByLabel('Proposée en premier (une seule par produit)').check();
    const ttc = withVat(FIRST_HT + combination.impact, TAX_PERCENT);
    await dialog.getByText(moneyPattern(ttc)).waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  const cards = page.getByRole('list', { name: 'Déclinaisons' }).getByRole('listitem');
  await cards.nth(2).waitFor();
  await expect(cards.count()).resolves.toBe(3);
  for (const combination of COMBINATIONS) {
    const card = cards.filter({ hasText: combination.colour });
    await card.getByText(moneyPattern(withVat(FIRST_HT + combination.impact, TAX_PERCENT))).waitFor();
  }
  await cards
    .filter({ hasText: COMBINATIONS[0].colour })
    .getByRole('img', { name: 'Déclinaison par défaut' })
    .waitFor();
  expect(count('CombinationCreate')).toBe(3);

  // Languages: the French name came from the first step; an English form missing its required texts
  // says so and sends nothing; then every language is saved.
  await nextStep(5);
  const tabs = page.getByRole('tablist', { name: 'Langues du produit' });
  const texts = {
    fr: {
      name: productName,
      short: 'Un grand cabas en toile, solide et léger.',
      seoTitle: `${productName} | cabas en toile`,
      seoDescription: 'Cabas en toile pour le marché et la plage.',
    },
    en: {
      name: `Journey tote bag ${stamp}`,
      short: 'A large canvas tote, sturdy and light.',
      seoTitle: `Journey tote bag ${stamp} | canvas tote`,
      seoDescription: 'A canvas tote for the market and the beach.',
    },
    ar: {
      name: `حقيبة تسوق ${stamp}`,
      short: 'حقيبة كبيرة من القماش، متينة وخفيفة.',
      seoTitle: `حقيبة تسوق ${stamp} | قماش`,
      seoDescription: 'حقيبة من القماش للسوق والشاطئ.',
    },
  } as const;
  const fill = async (panel: Locator, language: (typeof texts)[keyof typeof texts]) => {
    await panel.getByLabel('Nom', { exact: true }).fill(language.name);
    await panel.getByLabel('Description courte').fill(language.short);
    await panel.getByLabel('Titre SEO').fill(language.seoTitle);
    await panel.getByLabel('Description SEO').fill(language.seoDescription);
  };
  const save = async (panel: Locator) => {
    await panel.getByRole('button', { name: 'Enregistrer les textes' }).click();
    await panel.getByRole('status').filter({ hasText: 'Langue mise à jour avec succès' }).waitFor();
  };

  await tabs.getByRole('tab', { name: /^Français/ }).click();
  const french = page.getByRole('tabpanel', { name: /^Français/ });
  await hasValue(french.getByLabel('Nom', { exact: true }), productName);
  await fill(french, texts.fr);
  await save(french);

  await tabs.getByRole('tab', { name: /^English/ }).click();
  const english = page.getByRole('tabpanel', { name: /^English/ });
  await english.getByLabel('Nom', { exact: true }).fill(texts.en.name);
  const before = count('ProductSetTranslation');
  await english.getByRole('button', { name: 'Enregistrer les textes' }).click();
  await english
    .getByRole('alert')
    .filter({ hasText: 'Veuillez remplir tous les champs obligatoires.' })
    .waitFor();
  for (const label of ['Description courte', 'Titre SEO', 'Description SEO']) {
    await expect(english.getByLabel(label).getAttribute('aria-invalid')).resolves.toBe('true');
  }
  expect(count('ProductSetTranslation')).toBe(before);
  await fill(english, texts.en);
  await save(english);

  await tabs.getByRole('tab', { name: /^العربية/ }).click();
  const arabic = page.getByRole('tabpanel', { name: /^العربية/ });
  await expect(arabic.getByLabel('Nom', { exact: true }).getAttribute('dir')).resolves.toBe('rtl');
  await fill(arabic, texts.ar);
  await save(arabic);
  expect(count('ProductSetTranslation')).toBe(before + 2);

  await page.getByRole('button', { name: 'Terminer et ouvrir la fiche' }).click();
  await page.waitForURL(/\/dashboard\/products\/\d+$/);
  productId = Number(/\/products\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  storefrontPath = await storefrontLink();

  // The list: found by its name, at its TTC, with its three combinations.
  await page.getByRole('link', { name: 'Produits', exact: true }).click();
  await page.getByLabel('Rechercher (nom, référence ou code-barres)').fill(productName);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: productName, exact: true }) });
  await row.waitFor();
  await row
    .getByRole('cell')
    .filter({ hasText: moneyPattern(withVat(FIRST_HT, TAX_PERCENT)) })
    .waitFor();
  await row.getByText('3 déclinaisons').waitFor();
  await row.getByRole('cell', { name: String(productId), exact: true }).waitFor();

  // The storefront: the product page at the default combination's TTC, its three colours to choose.
  shop = await context.newPage();
  await shop.goto(`${server.url}${storefrontPath}`);
  await shop.getByRole('heading', { level: 1, name: productName }).waitFor();
  const price = shop.getByTestId('product-price').locator('.product-price__current');
  await reloadUntil(shop, price, moneyPattern(withVat(FIRST_HT, TAX_PERCENT)));
  const options = shop.locator('fieldset.combinations').getByRole('radio');
  await expect(options.count()).resolves.toBe(3);
  for (const combination of COMBINATIONS) {
    await shop.locator('fieldset.combinations').getByText(combination.colour, { exact: true }).waitFor();
  }
  // The English and Arabic texts are the shop's in those languages.
  const slug = slugOf(storefrontPath);
  for (const locale of ['en', 'ar'] as const) {
    const { productPage } = await graphql<{
      productPage: { shortDescription: string; product: { name: string } };
    }>(
      server.url,
      'query($slug: String!) { productPage(slug: $slug) { shortDescription product { name } } }',
      { slug },
      { 'accept-language': locale },
    );
    expect(productPage.product.name).toBe(texts[locale].name);
    expect(productPage.shortDescription).toContain(texts[locale].short);
  }
});

it('edits the price in the editor and shows the new TTC on the storefront', async () => {
  // The tab in front: a tab behind is throttled by Chromium (no animation frames, slow clicks).
  await page.bringToFront();
  // From the list the previous step left searched.
  await page.getByRole('link', { name: productName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  expect(page.url()).toMatch(new RegExp(`/dashboard/products/${productId}$`));
  const sections = page.getByRole('navigation', { name: 'Sections du produit' });
  await sections.getByRole('link', { name: 'Prix' }).click();
  const pricing = page.getByRole('form', { name: 'Prix' });
  const priceHt = pricing.getByLabel('Prix de vente HT');
  await hasValue(priceHt, '1 000,00');
  await priceHt.fill('2 000,00');
  const ttc = withVat(SECOND_HT, TAX_PERCENT);
  await pricing
    .getByLabel('Prix de vente TTC')
    .filter({ hasText: moneyPattern(ttc) })
    .waitFor();
  await pricing.getByRole('button', { name: 'Enregistrer' }).click();
  await pricing.getByRole('status').filter({ hasText: 'Prix enregistrés.' }).waitFor();

  // The combinations keep their difference from the product's price: each TTC follows it.
  await sections.getByRole('link', { name: 'Déclinaisons' }).click();
  const cards = page.getByRole('list', { name: 'Déclinaisons' }).getByRole('listitem');
  for (const combination of COMBINATIONS) {
    await cards
      .filter({ hasText: combination.colour })
      .getByText(moneyPattern(withVat(SECOND_HT + combination.impact, TAX_PERCENT)))
      .waitFor();
  }

  await shop.bringToFront();
  await shop.reload();
  const price = shop.getByTestId('product-price').locator('.product-price__current');
  await reloadUntil(shop, price, moneyPattern(ttc));
});

it('quick-creates a category from the product form, chosen at once and kept once saved', async () => {
  const { server } = journey();
  const categoryName = `Maroquinerie Journey ${stamp}`;
  await page.bringToFront();
  await page
    .getByRole('navigation', { name: 'Sections du produit' })
    .getByRole('link', { name: 'Détails' })
    .click();
  const details = page.getByRole('form', { name: 'Détails' });
  const mainCategory = details.getByLabel('Catégorie principale');
  await details.getByRole('button', { name: 'Créer une catégorie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle catégorie pour ce produit' });
  // Nothing is sent without the French name.
  const created = count('ProductCreateCategory');
  await dialog.getByRole('button', { name: 'Créer une catégorie' }).click();
  await dialog.getByText('Ce champ est obligatoire.').waitFor();
  expect(count('ProductCreateCategory')).toBe(created);
  await dialog.getByLabel('Nom en français').fill(categoryName);
  await dialog.getByLabel('Nom en anglais (facultatif)').fill(`Leather goods ${stamp}`);
  await dialog.getByLabel('Nom en arabe (facultatif)').fill(`مصنوعات جلدية ${stamp}`);
  await dialog.getByRole('button', { name: 'Créer une catégorie' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(count('ProductCreateCategory')).toBe(created + 1);
  await page.getByText(`Catégorie « ${categoryName} » créée et choisie.`).waitFor();
  await expect(mainCategory.locator('option:checked').textContent()).resolves.toBe(categoryName);

  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await details.getByRole('status').filter({ hasText: 'Produit enregistré.' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: productName }).waitFor();
  const reloaded = page.getByRole('form', { name: 'Détails' }).getByLabel('Catégorie principale');
  await reloaded.waitFor();
  await expect(reloaded.locator('option:checked').textContent()).resolves.toBe(categoryName);
  const { product } = await graphql<{ product: { mainCategory: { name: string } } }>(
    server.url,
    'query($id: Int!) { product(id: $id) { mainCategory { name } } }',
    { id: productId },
    { cookie: await staffCookieOf(page) },
  );
  expect(product.mainCategory.name).toBe(categoryName);
  storefrontPath = await storefrontLink();
});

it('publishes one shopper’s review and rejects another with a reason; the product page shows the first only', async () => {
  const { server } = journey();
  const published = { name: `Nadia Journey ${stamp}`, text: 'Très pratique, la toile est épaisse.' };
  const rejected = { name: `Yacine Journey ${stamp}`, text: 'Appelez-moi au 0770 00 00 00 pour un prix.' };
  const reason = 'Publicité et numéro de téléphone dans le texte.';
  await shop.bringToFront();
  await shop.goto(`${server.url}${storefrontPath}`);
  await shop.getByRole('heading', { level: 1, name: productName }).waitFor();
  const token = await shopToken(server.url);
  const uuid = await productUuid(server.url, slugOf(storefrontPath));
  await submitReview(server.url, token, { productUuid: uuid, ...published, rating: 5 });
  await submitReview(server.url, token, { productUuid: uuid, ...rejected, rating: 1 });

  await page.bringToFront();
  await page.getByRole('link', { name: 'Avis clients' }).click();
  await page.getByRole('heading', { level: 1, name: 'Modération des avis' }).waitFor();
  await expect(page.getByRole('tab', { name: 'À modérer' }).getAttribute('aria-selected')).resolves.toBe(
    'true',
  );
  const card = (author: string) =>
    page.getByRole('article', { name: `Avis de ${author} sur ${productName}` });
  await card(published.name).getByText(published.text).waitFor();
  await card(rejected.name).getByText(rejected.text).waitFor();

  await card(published.name)
    .getByRole('button', { name: `Publier l’avis de ${published.name}` })
    .click();
  await page.getByText(`Avis de ${published.name} publié : il apparaît sur la fiche du produit.`).waitFor();
  await card(published.name).waitFor({ state: 'detached' });

  await card(rejected.name)
    .getByRole('button', { name: `Rejeter l’avis de ${rejected.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Rejeter l’avis de ${rejected.name}` });
  const rejections = count('ReviewReject');
  await dialog.getByRole('button', { name: 'Rejeter' }).click();
  await dialog.getByText('Indiquez le motif du rejet.').waitFor();
  expect(count('ReviewReject')).toBe(rejections);
  await dialog.getByLabel('Motif du rejet').fill(reason);
  await dialog.getByRole('button', { name: 'Rejeter' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card(rejected.name).waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: 'Rejetés' }).click();
  await card(rejected.name).getByText(reason).waitFor();
  await page.getByRole('tab', { name: 'Publiés' }).click();
  await card(published.name).getByText(published.text).waitFor();
  await expect(card(rejected.name).count()).resolves.toBe(0);

  // The shopper's view, through the card's own link: the published review, not the rejected one.
  const onStorefront = await card(published.name)
    .getByRole('link', { name: /^Voir le produit sur la boutique/ })
    .getAttribute('href');
  await shop.bringToFront();
  await shop.goto(`${server.url}${onStorefront}`);
  await shop.getByRole('heading', { level: 1, name: productName }).waitFor();
  const reviews = shop.locator('.reviews .review-list .review');
  await reloadUntil(shop, reviews, published.name, async () => {
    await shop.getByRole('tablist').getByRole('tab', { name: 'Avis des clients' }).click();
  });
  const shown = reviews.filter({ hasText: published.name });
  await shown.locator('.review__text').filter({ hasText: published.text }).waitFor();
  await expect(reviews.filter({ hasText: rejected.name }).count()).resolves.toBe(0);
});
