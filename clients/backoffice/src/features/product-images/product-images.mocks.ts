/** Server answers for the images panel's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import { ProductImagesDocument } from '../../__generated__/product-images/graphql';
import type { GalleryCombination, GalleryImage } from './use-product-images';

export const PRODUCT_ID = 12;

/** The generated types leave __typename out; the answers carry it, as the cache asks for it. */
type Typed<T, Name extends string> = T & { readonly __typename: Name };
type MockImage = Typed<Omit<GalleryImage, 'alts' | 'sizes'>, 'ProductImage'> & {
  readonly alts: Typed<GalleryImage['alts'], 'ProductImageAlts'>;
  readonly sizes: Typed<GalleryImage['sizes'][number], 'ProductImageVariant'>[];
};
type MockCombination = Typed<GalleryCombination, 'Combination'>;

export function image(id: number, fields: Partial<MockImage> = {}): MockImage {
  const variant = (size: 'GRID_DISPLAY' | 'SMALL_PRODUCT' | 'PRODUCT_PAGE_LARGE') => ({
    __typename: 'ProductImageVariant' as const,
    size,
    url: `/media/products/${id}-${size.toLowerCase()}.webp`,
  });
  return {
    __typename: 'ProductImage',
    id,
    name: `photo-${id}.jpg`,
    isDefault: false,
    position: id,
    width: 1200,
    height: 900,
    sizes: [variant('GRID_DISPLAY'), variant('SMALL_PRODUCT'), variant('PRODUCT_PAGE_LARGE')],
    alts: { __typename: 'ProductImageAlts', fr: null, en: null, ar: null },
    combinationIds: [],
    ...fields,
  };
}

export const combination = (id: number, label: string, name = label): MockCombination => ({
  __typename: 'Combination',
  id,
  label,
  name,
});

/** The gallery answer; `times` when a test expects it asked again (after an upload). */
export function galleryMock(
  images: MockImage[],
  combinations: MockCombination[] = [],
  times = 1,
): MockedResponse {
  return {
    request: { query: ProductImagesDocument, variables: { productId: PRODUCT_ID } },
    result: { data: { product: { __typename: 'Product', id: PRODUCT_ID, images, combinations } } },
    maxUsageCount: times,
  };
}
