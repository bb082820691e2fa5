/**
 * GraphQL shapes around a product image: its alternative texts per language and the URL of each
 * resized variant. The ImageSize enum is registered here, once for the whole schema: other areas
 * reuse it (import ImageSize from the catalogue) rather than registering their own.
 */
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ImageSize } from '../../media';
import { ProductImage } from './product-image.entity';

registerEnumType(ImageSize, {
  name: 'ImageSize',
  description: 'Resized variants of a product image (fitted inside a box, never enlarged).',
  valuesConfig: {
    GRID_DISPLAY: { description: 'Listing grids: inside 480 x 480.' },
    SMALL_PRODUCT: { description: 'Thumbnails, carts: inside 160 x 160.' },
    PRODUCT_PAGE_LARGE: { description: 'The product page: inside 1200 x 1200.' },
  },
});

@ObjectType({ description: "An image's alternative text per language (null where not written)." })
export class ProductImageAlts {
  @Field(() => String, { nullable: true })
  fr!: string | null;

  @Field(() => String, { nullable: true })
  en!: string | null;

  @Field(() => String, { nullable: true })
  ar!: string | null;
}

@ObjectType({ description: 'One resized variant of a product image.' })
export class ProductImageVariant {
  @Field(() => ImageSize)
  size!: ImageSize;

  @Field(() => String, { description: 'Under /media/, immutable: cache it for ever.' })
  url!: string;
}

@ObjectType({ description: 'What deleting a product image changed.' })
export class DeletedProductImage {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => ProductImage, {
    nullable: true,
    description: "The product's default image now (another one when the deleted image was the default).",
  })
  defaultImage!: ProductImage | null;
}
