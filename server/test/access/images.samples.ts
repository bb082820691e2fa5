/**
 * Access samples for the images area (see samples.ts): a product with two combinations and three
 * image rows (one the links and default calls share, one each for the GraphQL and REST deletes,
 * since an allowed delete removes its image), and a real PNG for the upload.
 */
import { ProductImage } from '../../src/modules/catalog';
import { createImageProduct, image, uploadForm } from '../helpers/images-fixtures';
import type { ImageProductFixture } from '../helpers/images-fixtures';
import type { AccessSamples } from './samples';

let product: ImageProductFixture;
let png: Buffer;
let linked: number;
let deletedByGraphql: number;
let deletedByRest: number;

export const imagesSamples: AccessSamples = {
  async prepare(server) {
    product = await createImageProduct(server);
    png = await image(40, 30);
    const em = server.orm.em.fork();
    const rows = [0, 1, 2].map((position) =>
      em.create(ProductImage, {
        product: product.productId,
        storageKey: `products/${product.productId}/${'0'.repeat(31)}${position}`,
        originalName: `${position}.png`,
        mimeType: 'image/png',
        width: 40,
        height: 30,
        byteSize: 100,
        position,
        isDefault: position === 0,
      }),
    );
    await em.flush();
    [linked = 0, deletedByGraphql = 0, deletedByRest = 0] = rows.map((row) => row.id);
  },
  graphql: () => {
    const combinationId = product.combinationIds[0] ?? 0;
    const fields = 'id isDefault position width height alts { fr en ar } sizes { size url } originalUrl';
    return {
      'mutation attachImageToCombination': `mutation { attachImageToCombination(combinationId: ${combinationId}, imageId: ${linked}) { id } }`,
      'mutation detachImageFromCombination': `mutation { detachImageFromCombination(combinationId: ${combinationId}, imageId: ${linked}) { id } }`,
      'mutation setDefaultProductImage': `mutation { setDefaultProductImage(imageId: ${linked}) { ${fields} } }`,
      'mutation deleteProductImage': `mutation { deleteProductImage(imageId: ${deletedByGraphql}) { id productId defaultImage { id } } }`,
      'mutation updateProductImageAlt': `mutation { updateProductImageAlt(imageId: ${linked}, alts: { fr: "Face", en: "Front" }) { alts { fr en } } }`,
    };
  },
  rest: () => {
    const combinationId = product.combinationIds[1] ?? 0;
    return {
      'post /dashboard/api/product/:productId/images': {
        path: `/dashboard/api/product/${product.productId}/images`,
        form: () => uploadForm([{ name: 'face.png', data: png }]),
      },
      'delete /dashboard/api/product/image/:imageId': `/dashboard/api/product/image/${deletedByRest}`,
      'post /dashboard/api/product/combination/:combinationId/image/:imageId': `/dashboard/api/product/combination/${combinationId}/image/${linked}`,
      'delete /dashboard/api/product/combination/:combinationId/image/:imageId': `/dashboard/api/product/combination/${combinationId}/image/${linked}`,
      'post /dashboard/api/product/image/:imageId/default': `/dashboard/api/product/image/${linked}/default`,
      'get /media/*key': {
        // The access test reads JSON answers: a served image is not one, a missing object's 404 is.
        // The serving itself is covered by images-upload.e2e.test.ts.
        path: `/media/products/${product.productId}/${'f'.repeat(32)}/original.webp`,
        status: 404,
      },
    };
  },
};
