import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithApp, testShop } from '../../test/render-with-app';
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

it('gives the first row of a grid priority and loads the rest lazily', async () => {
  const products = Array.from({ length: 6 }, (_, index) => cardOf({ id: index + 1, slug: `p${index}` }));
  await renderCard(<ProductGrid products={products} layout="listing" />);
  const images = [...document.querySelectorAll('img.product-card__image')];
  expect(images.map((image) => image.getAttribute('loading'))).toEqual([
    'eager',
    'eager',
    'eager',
    'lazy',
    'lazy',
    'lazy',
  ]);
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[0]).toHaveAttribute('sizes', LISTING_IMAGE_SIZES);
});

it('renders nothing at all without products', async () => {
  const { container, calls } = renderWithApp(<ProductGrid products={[]} />);
  expect(container).toBeEmptyDOMElement();
  await waitFor(() => expect(calls).toHaveLength(1));
});
