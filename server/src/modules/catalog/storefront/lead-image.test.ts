import { cardLeadImage, galleryLeadImage } from './lead-image';
import type { ShownCombination } from './lead-image';
import type { ProductCardRow } from './card-row';

const image = (id: number, width = 800) => ({
  id,
  storageKey: `products/p/${id}`,
  width,
  height: width,
  isDefault: id === 1,
  alts: null,
});

/** Only what the lead image reads of a card row. */
const card = (images: ReturnType<typeof image>[]) => ({ images }) as unknown as ProductCardRow;

const combination = (over: Partial<ShownCombination>): ShownCombination => ({
  isDefault: false,
  available: true,
  imageIds: [],
  ...over,
});

it('lists one candidate per width, smallest first, and names the size the page prefers', () => {
  expect(galleryLeadImage(card([image(1)]), [])).toEqual({
    href: '/media/products/p/1/product-page-large.webp',
    srcset:
      '/media/products/p/1/small-product.webp 160w, /media/products/p/1/grid-display.webp 480w, /media/products/p/1/product-page-large.webp 800w',
    sizes: '(min-width: 64rem) 50vw, 100vw',
  });
  // A small original is never enlarged: its three variants share one width, listed once.
  expect(cardLeadImage(card([image(1, 120)]))?.srcset).toBe('/media/products/p/1/grid-display.webp 120w');
});

it('opens on the default combination’s own photo, or the first available one’s when it is sold out', () => {
  const photos = card([image(1), image(2), image(3)]);
  const withDefault = [combination({ isDefault: true, imageIds: [2] }), combination({ imageIds: [3] })];
  expect(galleryLeadImage(photos, withDefault)?.href).toContain('/p/2/');
  const soldOut = [
    combination({ isDefault: true, available: false, imageIds: [2] }),
    combination({ imageIds: [3] }),
  ];
  expect(galleryLeadImage(photos, soldOut)?.href).toContain('/p/3/');
  const noneLeft = soldOut.map((c) => ({ ...c, available: false }));
  expect(galleryLeadImage(photos, noneLeft)?.href).toContain('/p/2/');
  // An id whose image is gone is skipped; a combination without photos of its own shows the product's.
  expect(galleryLeadImage(photos, [combination({ isDefault: true, imageIds: [9, 3] })])?.href).toContain(
    '/p/3/',
  );
  expect(galleryLeadImage(photos, [combination({ isDefault: true })])?.href).toContain('/p/1/');
});

it('has nothing to preload without a photo', () => {
  expect(galleryLeadImage(card([]), [])).toBeNull();
  expect(cardLeadImage(undefined)).toBeNull();
});
