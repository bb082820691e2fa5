/**
 * The catalogue a shopper saw stays readable when the network goes (OFFLINE.md Q1): the home page, a
 * category and a product visited once online, then, with the server stopped (the most faithful
 * offline: the service worker cannot reach it either), their deep links reload from the worker's
 * shell and the device's Dexie copies, with the quiet "offline" note, and the images come from the
 * worker's image cache.
 */
import type { Page } from 'playwright-core';
import { waitForServiceWorkerControl } from '../../e2e/browser';
import { setUpJourney } from '../../e2e/journey';
import {
  browsableCategory,
  centimesOf,
  productDetail,
  waitForDeviceCopies,
  watchErrors,
} from './catalogue-api';

const journey = setUpJourney();

const OFFLINE_NOTE = /^Hors ligne : vous voyez ce que vous aviez consulté le /;

/** The images of the page that are drawn (fetched and decoded), by the address the browser chose. */
async function drawnImages(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => img.currentSrc),
    );
}

/** Which of these addresses the service worker's image cache holds. */
async function cachedImages(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(async (list) => {
    const cache = await caches.open('tijara-images');
    const held = await Promise.all(list.map(async (url) => ((await cache.match(url)) ? url : null)));
    return held.filter((url): url is string => url !== null);
  }, urls);
}

async function cardNames(page: Page): Promise<string[]> {
  return page.locator('.listing-grid .product-card__title').allTextContents();
}

it('reloads a visited category and product from the device with the server gone', async () => {
  const { server, context } = journey();
  const { category } = await browsableCategory(server.url);
  const page = await context.newPage();
  const errors = watchErrors(page);

  // Online: the home page installs the worker; what follows is seen under its control.
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);
  await page.locator('section.carousel--products article.product-card').first().waitFor();
  // Saved a few seconds after the page loaded: the next address is typed in, a new page load.
  await waitForDeviceCopies(page, ['StorefrontHome']);

  await page.goto(`${server.url}/catalog/category/${category.slug}`);
  await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
  await page.locator('.listing-grid[aria-busy="false"] article.product-card').nth(11).waitFor();
  const names = await cardNames(page);
  // The first row is fetched at once; its images are what a reload must show again.
  await page.waitForFunction(() => {
    const first = document.querySelector<HTMLImageElement>('.listing-grid .product-card__image');
    return first?.complete && first.naturalWidth > 0;
  });
  const listingImages = await drawnImages(page, '.listing-grid .product-card__image');
  expect(listingImages.length).toBeGreaterThan(0);
  await waitForDeviceCopies(page, ['CatalogPage', 'Products', 'ProductFilters']);

  const productHref = await page.locator('.listing-grid .product-card__title a').first().getAttribute('href');
  const productSlug = productHref?.split('/').pop() ?? '';
  const product = await productDetail(server.url, productSlug);
  await page.locator('.listing-grid .product-card__title a').first().click();
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  const priceOnline = await page
    .getByTestId('product-price')
    .locator('.product-price__current')
    .textContent();
  await page.waitForFunction(() => {
    const main = document.querySelector<HTMLImageElement>('.product-page__gallery img');
    return main?.complete && main.naturalWidth > 0;
  });
  const galleryImage = (await drawnImages(page, '.product-page__gallery img'))[0] ?? '';
  await waitForDeviceCopies(page, ['ProductPage']);
  // Cache-first images: everything drawn under the worker is in its cache.
  await expect(cachedImages(page, [...listingImages, galleryImage])).resolves.toEqual([
    ...listingImages,
    galleryImage,
  ]);
  expect(errors).toEqual([]);

  await server.stop();
  const imageResponses: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image')
      imageResponses.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });

  // The product's deep link, reloaded: the shell from the worker, the product from Dexie.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('status').filter({ hasText: OFFLINE_NOTE }).waitFor();
  await expect(
    page.getByTestId('product-price').locator('.product-price__current').textContent(),
  ).resolves.toBe(priceOnline);
  expect(centimesOf(priceOnline ?? '')).toBeGreaterThan(0);
  await page.waitForFunction(() => {
    const main = document.querySelector<HTMLImageElement>('.product-page__gallery img');
    return main?.complete && main.naturalWidth > 0;
  });
  await expect(drawnImages(page, '.product-page__gallery img')).resolves.toContain(galleryImage);

  // The category's deep link, typed in: the same listing, from the device.
  await page.goto(`${server.url}/catalog/category/${category.slug}`);
  await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
  await page.getByRole('status').filter({ hasText: OFFLINE_NOTE }).waitFor();
  await page.locator('.listing-grid article.product-card').nth(11).waitFor();
  await expect(cardNames(page)).resolves.toEqual(names);
  // The cards drawn online are drawn again, from the image cache (a card may now take the larger
  // variant the product page left in the browser's memory: srcset lets it).
  await page.waitForFunction((count) => {
    const images = Array.from(
      document.querySelectorAll<HTMLImageElement>('.listing-grid .product-card__image'),
    );
    return images.filter((img) => img.complete && img.naturalWidth > 0).length >= count;
  }, listingImages.length);
  // Every image shown offline came through the worker (its cache: the server is gone).
  expect(imageResponses.length).toBeGreaterThan(0);
  expect(imageResponses.filter((r) => !r.fromWorker)).toEqual([]);

  // And the home page, with the carousels it showed.
  await page.goto(`${server.url}/`);
  await page.locator('section.carousel--products article.product-card').first().waitFor();
});
