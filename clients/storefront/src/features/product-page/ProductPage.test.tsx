import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { routePatterns } from '../../app/paths';
import { GraphqlTestRefusal, newPageLoad, renderWithApp } from '../../test/render-with-app';
import type { GraphqlHandlers } from '../../test/render-with-app';
import { ProductPage } from './ProductPage';
import { PRODUCT_UUID, card, combination, image, productDetail } from './product-page.mocks';

const normalise = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u202f\u00a0]/g, ' ');
const ROUTE = '/catalog/product/luminaires/lampe-atlas';
const EMPTY_CROSS_SELLING = {
  crossSelling: { related: [], sameBrand: [], sameCategory: [], newProducts: [] },
};

function renderPage(graphql: GraphqlHandlers, route = ROUTE) {
  return renderWithApp(
    <Routes>
      <Route path={routePatterns.product} element={<ProductPage />} />
    </Routes>,
    {
      route,
      graphql: {
        CrossSelling: () => EMPTY_CROSS_SELLING,
        DeliveryWilayas: () => ({ wilayas: [] }),
        ...graphql,
      },
    },
  );
}

const heading = () => screen.findByRole('heading', { level: 1 });

it('preselects the default combination, marks the sold-out one and lets it not be picked', async () => {
  const user = userEvent.setup();
  renderPage({
    ProductPage: () =>
      productDetail({
        combinations: [
          combination(1, 'S'),
          combination(2, 'M', { isDefault: true }),
          combination(3, 'L', { available: false }),
        ],
      }),
  });
  await heading();
  const options = screen.getByRole('group', { name: 'Options' });
  expect(within(options).getByRole('radio', { name: 'M' })).toBeChecked();
  const large = within(options).getByRole('radio', { name: /^L/ });
  expect(large).toBeDisabled();
  expect(large.closest('label')).toHaveTextContent('Épuisé');
  await user.click(large);
  expect(large).not.toBeChecked();
  expect(within(options).getByRole('radio', { name: 'M' })).toBeChecked();
});

it('falls back to the first combination when none is flagged default', async () => {
  renderPage({
    ProductPage: () => productDetail({ combinations: [combination(1, 'S'), combination(2, 'M')] }),
  });
  await heading();
  expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
});

it('shows the promotion: old price struck, current price and the percentage badge', async () => {
  renderPage({
    ProductPage: () =>
      productDetail({
        priceTtc: 250000,
        priceAfterPromotion: 200000,
        promotion: { ruleType: 'PERCENTAGE', value: 20 },
      }),
  });
  await heading();
  const price = screen.getByTestId('product-price');
  expect(normalise(price.querySelector('.product-price__current')?.textContent ?? '')).toBe('2 000,00 DA');
  expect(normalise(price.querySelector('s')?.textContent ?? '')).toContain('2 500,00 DA');
  expect(normalise(price.textContent)).toContain('−20 %');
});

it('says an amount promotion in DA, and has no badge without a promotion', async () => {
  const { unmount } = renderPage({
    ProductPage: () =>
      productDetail({
        priceAfterPromotion: 230000,
        promotion: { ruleType: 'AMOUNT', value: 200 },
      }),
  });
  await heading();
  expect(normalise(screen.getByTestId('product-price').textContent)).toContain('−200,00 DA');
  unmount();
  newPageLoad();
  renderPage({ ProductPage: () => productDetail() });
  await heading();
  const price = screen.getByTestId('product-price');
  expect(price.querySelector('s')).toBeNull();
  expect(normalise(price.textContent)).toBe('2 500,00 DA');
});

it('switches price and photos to the chosen combination', async () => {
  const user = userEvent.setup();
  renderPage({
    ProductPage: () =>
      productDetail({
        images: [image(1, true), image(2), image(3), image(9)],
        combinations: [
          combination(1, 'Rouge', { isDefault: true }),
          combination(2, 'Bleu', { priceTtc: 300000, imageIds: [9] }),
        ],
      }),
  });
  await heading();
  expect(screen.getAllByRole('button', { name: /Afficher la photo/ })).toHaveLength(4);
  await user.click(screen.getByRole('radio', { name: 'Bleu' }));
  expect(normalise(screen.getByTestId('product-price').textContent)).toBe('3 000,00 DA');
  expect(screen.queryAllByRole('button', { name: /Afficher la photo/ })).toHaveLength(0);
  const photo = screen.getByRole('group', { name: 'Photos du produit' }).querySelector('img');
  expect(photo).toHaveAttribute('src', '/media/img9/large.webp');
});

it('draws the main photo sized, eager and first, the others lazy', async () => {
  renderPage({ ProductPage: () => productDetail() });
  await heading();
  const slides = screen
    .getByRole('group', { name: 'Photos du produit' })
    .querySelectorAll('.gallery__slide img');
  expect(slides).toHaveLength(3);
  expect(slides[0]).toHaveAttribute('fetchpriority', 'high');
  expect(slides[0]).toHaveAttribute('width', '1200');
  expect(slides[0]).toHaveAttribute('height', '1200');
  expect(slides[0]).toHaveAttribute('loading', 'eager');
  expect(slides[1]).toHaveAttribute('loading', 'lazy');
});

it('lists a strict pack with its fixed combinations and nothing to choose', async () => {
  const fixed = combination(11, 'Noir');
  renderPage({
    ProductPage: () =>
      productDetail(
        {},
        {
          pack: {
            mode: 'strict',
            items: [
              packItem(1, 'Abat-jour', 2, { combinationId: 11, combinationLabel: 'Noir', choices: [fixed] }),
              packItem(2, 'Ampoule', 1, { choices: [] }),
            ],
          },
        },
      ),
  });
  await heading();
  expect(screen.getByRole('heading', { name: 'Ce pack contient' })).toBeInTheDocument();
  const items = screen.getAllByTestId('pack-item');
  expect(items[0]).toHaveTextContent('2 × Abat-jour');
  expect(items[0]).toHaveTextContent('Noir');
  expect(screen.queryByRole('combobox', { name: /Option pour/ })).toBeNull();
});

it('gives a flexible pack a selector per component, sold-out choices disabled', async () => {
  const user = userEvent.setup();
  renderPage({
    ProductPage: () =>
      productDetail(
        {},
        {
          pack: {
            mode: 'flexible',
            items: [
              packItem(1, 'Abat-jour', 1, {
                choices: [
                  combination(11, 'Noir', { available: false }),
                  combination(12, 'Blanc'),
                  combination(13, 'Doré'),
                ],
              }),
              packItem(2, 'Pied', 1, { choices: [combination(21, 'Court'), combination(22, 'Long')] }),
            ],
          },
        },
      ),
  });
  await heading();
  expect(screen.getByRole('heading', { name: 'Composez votre pack' })).toBeInTheDocument();
  const shade = screen.getByRole('combobox', { name: 'Option pour Abat-jour' });
  expect(shade).toHaveValue('12');
  expect(within(shade).getByRole('option', { name: 'Noir (épuisé)' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Option pour Pied' })).toHaveValue('21');
  await user.selectOptions(shade, '13');
  expect(shade).toHaveValue('13');
  const buyBox = document.querySelector('[data-slot="buy-box"]');
  expect(buyBox).toHaveAttribute('data-pack-choices', '[13,21]');
});

it('says the name is unavailable when the product has none', async () => {
  renderPage({ ProductPage: () => productDetail({ name: '  ' }) });
  expect(await heading()).toHaveTextContent('Nom du produit indisponible');
});

it('shows the not-found page for an unknown product', async () => {
  renderPage({
    ProductPage: () => {
      throw new GraphqlTestRefusal('NOT_FOUND', 'Product not found');
    },
  });
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
});

it('shows the product reached under another category slug, asked by its slug alone', async () => {
  const { calls } = renderPage({ ProductPage: () => productDetail() }, '/catalog/product/autre/lampe-atlas');
  expect(await heading()).toHaveTextContent('Lampe Atlas');
  expect(calls.find((c) => c.operationName === 'ProductPage')?.variables).toEqual({ slug: 'lampe-atlas' });
});

it('renders the descriptions as HTML, the features grouped, and the buy box slot', async () => {
  renderPage({ ProductPage: () => productDetail() });
  await heading();
  expect(screen.getByText('solide').tagName).toBe('STRONG');
  expect(screen.getByText('La description longue.')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Matière' }).nextElementSibling).toHaveTextContent(
    'Laiton, Verre',
  );
  const buyBox = document.querySelector('[data-slot="buy-box"]');
  expect(buyBox).toHaveAttribute('data-product-id', '42');
  await screen.findByRole('heading', { name: 'Livraison' });
  expect(document.title).toContain('Lampe Atlas');
});

it('loads the reviews tab when it is opened, and moves between tabs with the arrow keys', async () => {
  const user = userEvent.setup();
  const { calls } = renderPage({
    ProductPage: () => productDetail(),
    ProductReviews: () => ({
      productReviews: { averageRating: null, totalCount: 0, items: [] },
    }),
  });
  await heading();
  expect(calls.some((c) => c.operationName === 'ProductReviews')).toBe(false);
  const description = screen.getByRole('tab', { name: 'Description' });
  expect(description).toHaveAttribute('aria-selected', 'true');
  description.focus();
  await user.keyboard('{ArrowRight}');
  const reviews = screen.getByRole('tab', { name: 'Avis des clients' });
  expect(reviews).toHaveFocus();
  expect(reviews).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText(/Aucun avis pour le moment/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Donner mon avis' })).toBeInTheDocument();
  expect(screen.getByText('La description longue.')).not.toBeVisible();
});

it('reloads offline from the device copy, with the quiet note', async () => {
  const online = renderPage({ ProductPage: () => productDetail() });
  await heading();
  // The copy is saved once the page has settled, in an idle moment.
  await waitFor(async () => expect(await online.db.catalogQueries.count()).toBeGreaterThan(0));
  online.unmount();
  newPageLoad();
  renderWithApp(
    <Routes>
      <Route path={routePatterns.product} element={<ProductPage />} />
    </Routes>,
    {
      route: ROUTE,
      db: online.db,
      graphql: {
        ProductPage: () => {
          throw new TypeError('Failed to fetch');
        },
        CrossSelling: () => EMPTY_CROSS_SELLING,
        DeliveryWilayas: () => ({ wilayas: [] }),
      },
    },
  );
  expect(await heading()).toHaveTextContent('Lampe Atlas');
  expect(await screen.findByText(/Hors ligne : vous voyez ce que vous aviez consulté/)).toBeInTheDocument();
});

describe('cross-selling', () => {
  let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    observers = [];
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  const enter = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) {
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });

  it('is asked once, only when its section comes within 200 px of the viewport', async () => {
    const { calls } = renderPage({
      ProductPage: () => productDetail(),
      CrossSelling: () => ({
        crossSelling: {
          related: [card(101, 'Applique Oran')],
          sameBrand: [],
          sameCategory: [],
          newProducts: [],
        },
      }),
    });
    await heading();
    const crossSellingCalls = () => calls.filter((c) => c.operationName === 'CrossSelling');
    expect(crossSellingCalls()).toHaveLength(0);
    expect(observers[0]?.options?.rootMargin).toBe('200px');

    await enter(false);
    expect(crossSellingCalls()).toHaveLength(0);
    await enter(true);
    expect(await screen.findByRole('heading', { name: 'Produits associés' })).toBeInTheDocument();
    expect(screen.getByText('Applique Oran')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'De la même marque' })).toBeNull();
    await enter(true);
    expect(crossSellingCalls()).toHaveLength(1);
    expect(crossSellingCalls()[0]?.variables).toEqual({ productUuid: PRODUCT_UUID });
  });

  it('logs a failure and shows nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage({
      ProductPage: () => productDetail(),
      CrossSelling: () => {
        throw new GraphqlTestRefusal('INTERNAL_SERVER_ERROR', 'boom');
      },
    });
    await heading();
    await enter(true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(warn).toHaveBeenCalled();
    expect(screen.getByTestId('cross-selling')).toBeEmptyDOMElement();
    warn.mockRestore();
  });
});

function packItem(
  productId: number,
  name: string,
  quantity: number,
  overrides: Partial<NonNullable<ReturnType<typeof productDetail>['productPage']['pack']>['items'][number]>,
) {
  return {
    productId,
    productUuid: `00000000-0000-4000-8000-00000000000${productId}`,
    slug: `composant-${productId}`,
    name,
    quantity,
    thumbUrl: null,
    combinationId: null,
    combinationLabel: null,
    choices: [],
    ...overrides,
  };
}
