import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithApp, testShop } from '../../test/render-with-app';
import { CART_ADDED_EVENT, CHOOSE_COMBINATION_EVENT, cart } from '../cart';
import { ProductCard } from './ProductCard';
import { LISTING_IMAGE_SIZES, ProductGrid } from './ProductGrid';
import { cardOf } from './product-card.mocks';

/** Intl puts no-break and narrow no-break spaces in prices and percents. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f\u2066\u2069\u200e]/g, ' ');

const withoutCart = { StorefrontShop: () => ({ shop: { ...testShop, activeAddToCart: false } }) };

/** Renders, then waits for the shop's settings (the add-to-cart slot appears with them). */
async function renderCard(ui: ReactElement) {
  const result = renderWithApp(ui);
  await waitFor(() => expect(document.querySelector('[data-slot="add-to-cart"]')).not.toBeNull());
  return result;
}

it('shows the promotion badge, the old price struck through and the price after promotion', async () => {
  const product = cardOf({
    priceTtc: 150_000,
    priceAfterPromotion: 120_000,
    promotion: { ruleType: 'PERCENTAGE', value: 20 },
  });
  await renderCard(<ProductCard product={product} />);
  const card = screen.getByRole('article');
  expect(plain(within(card).getByRole('listitem').textContent)).toBe('-20 %');
  expect(plain(card.querySelector('del')?.textContent ?? null)).toBe('Prix initial 1 500,00 DA');
  expect(plain(card.querySelector('.product-card__current-price')?.textContent ?? null)).toBe(
    'Prix actuel 1 200,00 DA',
  );
});

it('says an amount promotion in dinars, and the new and out-of-stock badges', async () => {
  const product = cardOf({ promotion: { ruleType: 'AMOUNT', value: 200 }, isNew: true, inStock: false });
  await renderCard(<ProductCard product={product} />);
  const badges = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => plain(item.textContent));
  expect(badges).toEqual(['Rupture de stock', '-200,00 DA', 'Nouveau']);
});

it('shows one price and no badge for a plain product in stock', async () => {
  await renderCard(<ProductCard product={cardOf()} />);
  const card = screen.getByRole('article');
  expect(card.querySelector('del')).toBeNull();
  expect(within(card).queryByRole('list')).toBeNull();
  expect(plain(card.querySelector('.product-card__current-price')?.textContent ?? null)).toBe(
    'Prix actuel 1 500,00 DA',
  );
});

it('links the title to the product page and the category, and shows the brand logo', async () => {
  await renderCard(<ProductCard product={cardOf()} />);
  expect(screen.getByRole('link', { name: 'Sandale en cuir' })).toHaveAttribute(
    'href',
    '/catalog/product/chaussures/sandale-cuir',
  );
  expect(screen.getByRole('link', { name: 'Chaussures' })).toHaveAttribute(
    'href',
    '/catalog/category/chaussures',
  );
  expect(screen.getByRole('img', { name: 'Atlas' })).toHaveAttribute('src', '/img/atlas.png');
});

it('names a product without a name, and a brand without a logo by its name', async () => {
  const product = cardOf({ name: ' ', brand: { slug: 'atlas', name: 'Atlas', logoUrl: null } });
  await renderCard(<ProductCard product={product} />);
  expect(screen.getByRole('link', { name: 'Nom du produit indisponible' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Atlas' })).toHaveAttribute('href', '/catalog/brands/atlas');
});

it('leaves the add-to-cart slot out when the shop does not sell through a cart', async () => {
  const { calls } = renderWithApp(<ProductCard product={cardOf()} />, { graphql: withoutCart });
  await waitFor(() => expect(calls.map((call) => call.operationName)).toContain('StorefrontShop'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(document.querySelector('[data-slot="add-to-cart"]')).toBeNull();
});

it('fills the slot with the product id when the shop sells through a cart', async () => {
  renderWithApp(<ProductCard product={cardOf({ id: 42 })} />);
  await waitFor(() =>
    expect(document.querySelector('[data-slot="add-to-cart"]')).toHaveAttribute('data-product-id', '42'),
  );
});

it('swaps to the second image on mouse hover, not on touch', async () => {
  const user = userEvent.setup();
  await renderCard(<ProductCard product={cardOf()} />);
  const media = document.querySelector('.product-card__media') as HTMLElement;
  expect(media.querySelectorAll('img')).toHaveLength(1);

  await user.pointer({ keys: '[TouchA]', target: media });
  expect(media.querySelectorAll('img')).toHaveLength(1);

  await user.hover(media);
  const second = media.querySelectorAll('img')[1];
  expect(second).toHaveAttribute('src', '/img/side-480.webp');
  expect(media).toHaveClass('product-card__media--second');
  await user.unhover(media);
  expect(media).not.toHaveClass('product-card__media--second');
});

it('gives the first card of a grid priority and loads the rest lazily, first row included', async () => {
  const products = Array.from({ length: 6 }, (_, index) => cardOf({ id: index + 1, slug: `p${index}` }));
  await renderCard(<ProductGrid products={products} layout="listing" />);
  const images = [...document.querySelectorAll('img.product-card__image')];
  expect(images.map((image) => image.getAttribute('loading'))).toEqual([
    'eager',
    'lazy',
    'lazy',
    'lazy',
    'lazy',
    'lazy',
  ]);
  expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
    'high',
    ...Array<null>(5).fill(null),
  ]);
  expect(images.map((image) => image.getAttribute('decoding'))).toEqual([
    'sync',
    ...Array<string>(5).fill('async'),
  ]);
  expect(images[0]).toHaveAttribute('sizes', LISTING_IMAGE_SIZES);
});

it('renders nothing at all without products', async () => {
  const { container, calls } = renderWithApp(<ProductGrid products={[]} />);
  expect(container).toBeEmptyDOMElement();
  await waitFor(() => expect(calls).toHaveLength(1));
});

describe('the add-to-cart button', () => {
  const small = (name: string) => [
    { size: 'GRID_DISPLAY', url: `/img/${name}-480.webp` },
    { size: 'SMALL_PRODUCT', url: `/img/${name}-160.webp` },
  ];
  const options = (overrides: Record<string, unknown> = {}) => ({
    productPage: {
      product: {
        id: 7,
        name: 'Sandale en cuir',
        priceTtc: 150_000,
        priceAfterPromotion: 120_000,
        inStock: true,
        images: [{ id: 1, sizes: small('front') }],
        combinations: [],
        ...overrides,
      },
    },
  });
  const combination = (id: number, label: string, available = true) => ({
    id,
    label,
    isDefault: false,
    available,
    priceTtc: 180_000,
    priceAfterPromotion: 160_000,
    values: [{ typeLabel: 'Pointure', value: label }],
  });

  beforeEach(() => {
    localStorage.clear();
    cart.reload();
  });

  it('adds a product without combinations at its price after promotion', async () => {
    const user = userEvent.setup();
    const added = jest.fn();
    window.addEventListener(CART_ADDED_EVENT, added);
    const { calls } = renderWithApp(<ProductCard product={cardOf()} />, {
      graphql: { CartProductOptions: () => options() },
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter au panier : Sandale en cuir' }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    window.removeEventListener(CART_ADDED_EVENT, added);
    expect(cart.state().lines).toEqual([
      {
        productId: 7,
        combinationId: null,
        unitPrice: 120_000,
        quantity: 1,
        name: 'Sandale en cuir',
        image: '/img/front-160.webp',
        attributes: null,
      },
    ]);
    expect(calls.find((call) => call.operationName === 'CartProductOptions')?.variables).toEqual({
      slug: 'sandale-cuir',
    });
  });

  it('opens the combination modal for a product with combinations', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    window.addEventListener(CHOOSE_COMBINATION_EVENT, (event) => opened((event as CustomEvent).detail), {
      once: true,
    });
    renderWithApp(<ProductCard product={cardOf()} />, {
      graphql: {
        CartProductOptions: () =>
          options({ combinations: [combination(71, '38', false), combination(72, '39')] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Ajouter au panier/ }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(opened.mock.calls[0]?.[0]).toEqual({
      productId: 7,
      name: 'Sandale en cuir',
      image: '/img/front-160.webp',
      price: 120_000,
      combinations: [
        {
          id: 71,
          name: '38',
          price: 160_000,
          available: false,
          attributes: { Pointure: '38' },
          isDefault: false,
        },
        {
          id: 72,
          name: '39',
          price: 160_000,
          available: true,
          attributes: { Pointure: '39' },
          isDefault: false,
        },
      ],
    });
    expect(cart.state().lines).toEqual([]);
  });

  it('is disabled for a product out of stock', async () => {
    await renderCard(<ProductCard product={cardOf({ inStock: false })} />);
    const slot = document.querySelector('[data-slot="add-to-cart"]') as HTMLElement;
    expect(within(slot).getByRole('button', { name: 'Rupture de stock' })).toBeDisabled();
  });

  it('says beside it when the product cannot be loaded, and tries again on the next click', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderWithApp(<ProductCard product={cardOf()} />, {
      graphql: {
        CartProductOptions: () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return options();
        },
      },
    });
    const button = await screen.findByRole('button', { name: /^Ajouter au panier/ });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ajout impossible pour l’instant. Réessayez.');
    expect(button).toHaveAccessibleDescription('Ajout impossible pour l’instant. Réessayez.');
    await user.click(button);
    await waitFor(() => expect(cart.state().lines).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
