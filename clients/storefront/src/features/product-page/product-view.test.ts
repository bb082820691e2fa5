import { combination, image, productDetail } from './product-page.mocks';
import { defaultCombinationId, galleryImages, priceOf } from './product-view';

describe('defaultCombinationId', () => {
  it('takes the one flagged default, else the first', () => {
    expect(defaultCombinationId([combination(1, 'S'), combination(2, 'M', { isDefault: true })])).toBe(2);
    expect(defaultCombinationId([combination(1, 'S'), combination(2, 'M')])).toBe(1);
    expect(defaultCombinationId([])).toBeNull();
  });

  it('moves on to the first available one when the default is sold out, and keeps it when all are', () => {
    const soldOutDefault = combination(1, 'S', { isDefault: true, available: false });
    expect(defaultCombinationId([soldOutDefault, combination(2, 'M'), combination(3, 'L')])).toBe(2);
    expect(defaultCombinationId([soldOutDefault, combination(2, 'M', { available: false })])).toBe(1);
  });
});

describe('galleryImages', () => {
  const images = [image(1, true), image(2), image(3)];
  it('shows the combination’s own images in its order, else all of them', () => {
    expect(galleryImages(images, combination(1, 'S', { imageIds: [3, 2] })).map((i) => i.id)).toEqual([3, 2]);
    expect(galleryImages(images, combination(1, 'S')).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(galleryImages(images, combination(1, 'S', { imageIds: [99] })).map((i) => i.id)).toEqual([
      1, 2, 3,
    ]);
    expect(galleryImages(images, null)).toBe(images);
  });
});

describe('priceOf', () => {
  const { product } = productDetail({ priceTtc: 100000, priceAfterPromotion: 80000 }).productPage;
  it('gives the promotion price with the old one, for the product or its combination', () => {
    expect(priceOf(product, null)).toEqual({ current: 80000, old: 100000 });
    expect(priceOf(product, combination(1, 'S', { priceTtc: 120000, priceAfterPromotion: 96000 }))).toEqual({
      current: 96000,
      old: 120000,
    });
    expect(priceOf(product, combination(1, 'S', { priceTtc: 120000 }))).toEqual({
      current: 120000,
      old: null,
    });
  });
});
