/** The gallery on the staff Product type: the editor's images tab reads it with the product. */
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/request-context';
import { Product } from '../product/product.entity';
import { galleryOf } from './product-gallery';
import { ProductImage } from './product-image.entity';

@Resolver(() => Product)
export class ProductGalleryResolver {
  @FieldResolver(() => [ProductImage], {
    description: 'In gallery order (position, then upload order); batched over a list of products.',
  })
  images(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<ProductImage[]> {
    return galleryOf(ctx, product.id);
  }
}
