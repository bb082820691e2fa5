/**
 * The images of products in a GraphQL answer, batched per request (admin/request-batch.ts): every
 * product of a list asks for its gallery in the same tick and one query answers them all; the same
 * for the combinations each image is shown on. Gallery order: position, then upload order.
 */
import type { RequestContext } from '../../../core/request-context';
import { batchOf, groupBy } from '../admin/request-batch';
import { ProductImage } from './product-image.entity';

export async function galleryOf(ctx: RequestContext, productId: number): Promise<ProductImage[]> {
  const load = batchOf(ctx.em, 'productGallery', async (productIds: readonly number[]) => {
    const images = await ctx.em.find(
      ProductImage,
      { product: { $in: [...productIds] } },
      { orderBy: { position: 'asc', id: 'asc' } },
    );
    return groupBy(images, (image) => image.product.id);
  });
  return (await load(productId)) ?? [];
}

export async function combinationIdsOf(ctx: RequestContext, imageId: number): Promise<number[]> {
  const load = batchOf(ctx.em, 'imageCombinations', async (imageIds: readonly number[]) => {
    const rows = await ctx.em
      .getConnection()
      .execute<{ imageId: number; combinationId: number }[]>(
        'select product_image_id as "imageId", combination_id as "combinationId" from combination_image ' +
          'where product_image_id = any(array[?]::int[]) order by combination_id',
        [[...imageIds]],
      );
    const ids = groupBy(rows, (row) => row.imageId);
    return new Map([...ids].map(([id, links]) => [id, links.map((link) => link.combinationId)]));
  });
  return (await load(imageId)) ?? [];
}
