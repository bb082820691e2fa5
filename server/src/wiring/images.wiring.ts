/** Product images: upload, variants, attach/detach/default, and serving /media/. */
import { mediaRoutes } from '../http/media.route';
import { ProductImageResolver, ProductImagesService, ProductImageUploads } from '../modules/catalog';
import { productImageRoutes } from '../rest/dashboard/product-images.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const imagesResolverClasses: readonly ResolverClass[] = [ProductImageResolver];

export function imagesWiring({ storage, catalogue }: WiringDeps): Wiring {
  const images = new ProductImagesService(storage, catalogue);
  const uploads = new ProductImageUploads(storage, catalogue);
  return {
    resolvers: [new ProductImageResolver(images)],
    routes: [...productImageRoutes({ uploads, images }), ...mediaRoutes({ storage })],
  };
}
