/**
 * Access samples for the catalog-admin area (see samples.ts). An allowed mutation really runs once,
 * so each one that changes or deletes gets its own fixture (a product per version-checked form, a
 * row per delete); codes and slugs carry an `access-` prefix to stay apart from other areas' data.
 */
import {
  BrandLine,
  CatalogCollection,
  FeatureType,
  FeatureValue,
  Supplier,
  Tag,
} from '../../src/modules/catalog';
import {
  makeAttribute,
  makeBrand,
  makeCategory,
  makeCombination,
  makeProduct,
} from '../helpers/catalog-admin-fixtures';
import { image, uploadForm } from '../helpers/images-fixtures';
import type { TestApp } from '../helpers/test-app';
import type { AccessSamples } from './samples';

interface Fixtures {
  categoryId: number;
  deletedCategoryId: number;
  brandId: number;
  deletedBrandId: number;
  lineId: number;
  deletedLineId: number;
  collectionId: number;
  deletedCollectionId: number;
  tagId: number;
  deletedTagId: number;
  supplierId: number;
  deletedSupplierId: number;
  featureTypeId: number;
  deletedFeatureTypeId: number;
  featureValueId: number;
  deletedFeatureValueId: number;
  attributeId: number;
  deletedAttributeId: number;
  valueIds: number[];
  deletedValueId: number;
  product: { id: number; uuid: string };
  /** One product per mutation that changes it, so no sample sees another's version. */
  productFor: Record<string, number>;
  combinationId: number;
  deletedCombinationId: number;
  /** A brand whose logo the allowed upload replaces, one whose logo the removals take away. */
  logoBrandId: number;
  unlogoBrandId: number;
}

let f: Fixtures;
let png: Buffer;

async function taxonomy(server: TestApp) {
  const em = server.orm.em.fork();
  const brand = await makeBrand(server, 'Access brand');
  const line = (slug: string) => em.create(BrandLine, { slug, brand: brand.id, names: { fr: slug } });
  const collection = (slug: string) => em.create(CatalogCollection, { slug, names: { fr: slug } });
  const tag = (slug: string) => em.create(Tag, { slug, names: { fr: slug } });
  const supplier = (name: string) => em.create(Supplier, { name });
  const type = (code: string) => em.create(FeatureType, { code, labels: { fr: code } });
  const kept = {
    line: line('access-line'),
    collection: collection('access-collection'),
    tag: tag('access-tag'),
  };
  const gone = {
    line: line('access-line-x'),
    collection: collection('access-collection-x'),
    tag: tag('access-tag-x'),
  };
  const [keptSupplier, goneSupplier] = [supplier('Access supplier'), supplier('Access supplier x')];
  const [keptType, goneType] = [type('access-type'), type('access-type-x')];
  const values = ['a', 'b'].map((fr) => em.create(FeatureValue, { type: keptType, values: { fr } }));
  await em.flush();
  return {
    brandId: brand.id,
    deletedBrandId: (await makeBrand(server, 'Access brand x')).id,
    lineId: kept.line.id,
    deletedLineId: gone.line.id,
    collectionId: kept.collection.id,
    deletedCollectionId: gone.collection.id,
    tagId: kept.tag.id,
    deletedTagId: gone.tag.id,
    supplierId: keptSupplier.id,
    deletedSupplierId: goneSupplier.id,
    featureTypeId: keptType.id,
    deletedFeatureTypeId: goneType.id,
    featureValueId: values[0]?.id ?? 0,
    deletedFeatureValueId: values[1]?.id ?? 0,
    logoBrandId: (await makeBrand(server, 'Access logo')).id,
    unlogoBrandId: (await makeBrand(server, 'Access logo x')).id,
  };
}

async function products(server: TestApp, categoryId: number) {
  const size = await makeAttribute(server, { code: 'access-size', labels: { fr: 'Taille' }, position: 1 }, [
    [{ fr: 'S' }],
    [{ fr: 'M' }],
    [{ fr: 'L' }],
    [{ fr: 'XL' }],
  ]);
  const spare = await makeAttribute(server, { code: 'access-spare', labels: { fr: 'Spare' }, position: 2 }, [
    [{ fr: 'x' }],
  ]);
  const product = await makeProduct(server, { mainCategoryId: categoryId, names: { fr: 'Access produit' } });
  const productFor: Record<string, number> = {};
  for (const name of [
    'update',
    'prices',
    'translation',
    'features',
    'pack',
    'combinations',
    'component',
    'active',
  ]) {
    productFor[name] = (await makeProduct(server, { mainCategoryId: categoryId })).id;
  }
  const valueIds = size.values.map((v) => v.id);
  const combination = await makeCombination(server, product.id, [valueIds[0] ?? 0], true);
  const deleted = await makeCombination(server, product.id, [valueIds[1] ?? 0]);
  return {
    product: { id: product.id, uuid: product.uuid },
    productFor,
    attributeId: size.attribute.id,
    deletedAttributeId: spare.attribute.id,
    valueIds,
    deletedValueId: valueIds[3] ?? 0,
    combinationId: combination.id,
    deletedCombinationId: deleted.id,
  };
}

const labels = (fr: string) => `{ fr: "${fr}" }`;

export const catalogAdminSamples: AccessSamples = {
  async prepare(server) {
    png = await image(120, 40);
    const categoryId = (await makeCategory(server, { fr: 'Access category' })).id;
    const deletedCategoryId = (await makeCategory(server, { fr: 'Access category x' })).id;
    f = {
      categoryId,
      deletedCategoryId,
      ...(await taxonomy(server)),
      ...(await products(server, categoryId)),
    };
  },
  graphql: () => {
    const p = (name: string) => f.productFor[name] ?? 0;
    const texts = '{ name: "N", shortDescription: "S", seoTitle: "T", seoDescription: "D" }';
    return {
      'query product': `{ product(id: ${f.product.id}) { id name } }`,
      'query productByUuid': `{ productByUuid(uuid: "${f.product.uuid}") { id } }`,
      'query adminProducts': '{ adminProducts { totalCount items { id } } }',
      'query adminProductList':
        '{ adminProductList(filter: { search: "access" }) { totalCount rows { id name priceTtc } } }',
      'mutation setProductsActive': `mutation { setProductsActive(ids: [${p('active')}], active: false) }`,
      'mutation removeBrandLogo': `mutation { removeBrandLogo(id: ${f.unlogoBrandId}) { id logoUrl } }`,
      'query categories': '{ categories { id name } }',
      'query brands': '{ brands { id } }',
      'query brandLines': `{ brandLines(brandId: ${f.brandId}) { id } }`,
      'query collections': '{ collections { id } }',
      'query tags': '{ tags { id } }',
      'query suppliers': '{ suppliers { id } }',
      'query featureTypes': '{ featureTypes { id values { id } } }',
      'query attributes': '{ attributes { id values { id } } }',
      'mutation createProduct': `mutation { createProduct(input: { name: "Access new", mainCategoryId: ${f.categoryId} }) { id } }`,
      'mutation updateProduct': `mutation { updateProduct(id: ${p('update')}, version: 1, input: { featured: true }) { id } }`,
      'mutation setProductPrices': `mutation { setProductPrices(productId: ${p('prices')}, input: { priceHt: 100, taxPercent: 19 }) { id } }`,
      'mutation setProductTranslation': `mutation { setProductTranslation(productId: ${p('translation')}, locale: "en", input: ${texts}) { locale } }`,
      'mutation setProductFeatures': `mutation { setProductFeatures(productId: ${p('features')}, featureValueIds: [${f.featureValueId}]) { id } }`,
      'mutation setPack': `mutation { setPack(productId: ${p('pack')}, mode: FLEXIBLE, items: [{ productId: ${p('component')}, quantity: 1 }]) { id } }`,
      'mutation createCombination': `mutation { createCombination(productId: ${p('combinations')}, input: { valueIds: [${f.valueIds[2]}] }) { id } }`,
      'mutation updateCombination': `mutation { updateCombination(id: ${f.combinationId}, input: { active: false }) { id } }`,
      'mutation deleteCombination': `mutation { deleteCombination(id: ${f.deletedCombinationId}) }`,
      'mutation createCategory': `mutation { createCategory(input: { names: ${labels('Access new')} }) { id } }`,
      'mutation updateCategory': `mutation { updateCategory(id: ${f.categoryId}, input: { names: ${labels('Access')} }) { id } }`,
      'mutation deleteCategory': `mutation { deleteCategory(id: ${f.deletedCategoryId}) }`,
      'mutation createBrand': 'mutation { createBrand(input: { name: "Access new" }) { id } }',
      'mutation updateBrand': `mutation { updateBrand(id: ${f.brandId}, input: { name: "Access" }) { id } }`,
      'mutation deleteBrand': `mutation { deleteBrand(id: ${f.deletedBrandId}) }`,
      'mutation createBrandLine': `mutation { createBrandLine(input: { brandId: ${f.brandId}, names: ${labels('New')} }) { id } }`,
      'mutation updateBrandLine': `mutation { updateBrandLine(id: ${f.lineId}, input: { brandId: ${f.brandId}, names: ${labels('L')} }) { id } }`,
      'mutation deleteBrandLine': `mutation { deleteBrandLine(id: ${f.deletedLineId}) }`,
      'mutation createCollection': `mutation { createCollection(input: { names: ${labels('Access new')} }) { id } }`,
      'mutation updateCollection': `mutation { updateCollection(id: ${f.collectionId}, input: { names: ${labels('C')} }) { id } }`,
      'mutation deleteCollection': `mutation { deleteCollection(id: ${f.deletedCollectionId}) }`,
      'mutation createTag': `mutation { createTag(input: { names: ${labels('Access new')} }) { id } }`,
      'mutation updateTag': `mutation { updateTag(id: ${f.tagId}, input: { names: ${labels('T')} }) { id } }`,
      'mutation deleteTag': `mutation { deleteTag(id: ${f.deletedTagId}) }`,
      'mutation createSupplier': 'mutation { createSupplier(input: { name: "Access new" }) { id } }',
      'mutation updateSupplier': `mutation { updateSupplier(id: ${f.supplierId}, input: { name: "S" }) { id } }`,
      'mutation deleteSupplier': `mutation { deleteSupplier(id: ${f.deletedSupplierId}) }`,
      'mutation createFeatureType': `mutation { createFeatureType(input: { code: "access-new", labels: ${labels('N')} }) { id } }`,
      'mutation updateFeatureType': `mutation { updateFeatureType(id: ${f.featureTypeId}, input: { code: "access-type", labels: ${labels('T')} }) { id } }`,
      'mutation deleteFeatureType': `mutation { deleteFeatureType(id: ${f.deletedFeatureTypeId}) }`,
      'mutation createFeatureValue': `mutation { createFeatureValue(typeId: ${f.featureTypeId}, input: { labels: ${labels('N')} }) { id } }`,
      'mutation updateFeatureValue': `mutation { updateFeatureValue(id: ${f.featureValueId}, input: { labels: ${labels('V')} }) { id } }`,
      'mutation deleteFeatureValue': `mutation { deleteFeatureValue(id: ${f.deletedFeatureValueId}) }`,
      'mutation createAttribute': `mutation { createAttribute(input: { code: "access-new", labels: ${labels('N')} }) { id } }`,
      'mutation updateAttribute': `mutation { updateAttribute(id: ${f.attributeId}, input: { code: "access-size", labels: ${labels('A')} }) { id } }`,
      'mutation deleteAttribute': `mutation { deleteAttribute(id: ${f.deletedAttributeId}) }`,
      'mutation createAttributeValue': `mutation { createAttributeValue(attributeId: ${f.attributeId}, input: { labels: ${labels('N')} }) { id } }`,
      'mutation updateAttributeValue': `mutation { updateAttributeValue(id: ${f.valueIds[2]}, input: { labels: ${labels('L')} }) { id } }`,
      'mutation deleteAttributeValue': `mutation { deleteAttributeValue(id: ${f.deletedValueId}) }`,
    };
  },
  rest: () => ({
    'get /dashboard/api/product/product/:productId/combinations': `/dashboard/api/product/product/${f.product.id}/combinations`,
    'post /dashboard/api/product/combination/:combinationId': {
      path: `/dashboard/api/product/combination/${f.combinationId}`,
      body: { name: 'Access', product_price: '10,00', combination_price: '' },
    },
    'get /dashboard/api/product/list': '/dashboard/api/product/list?name=access',
    'post /dashboard/api/product/:productId/language/:locale': {
      path: `/dashboard/api/product/${f.product.id}/language/ar`,
      form: () => {
        const form = new FormData();
        for (const name of ['name', 'shortDescription', 'seoTitle', 'seoDescription']) form.append(name, 'x');
        return form;
      },
    },
    'post /dashboard/api/category/quick-create': {
      path: '/dashboard/api/category/quick-create',
      body: { name: 'Access quick' },
    },
    'post /dashboard/api/brand/quick-create': {
      path: '/dashboard/api/brand/quick-create',
      body: { name: 'Access quick' },
    },
    'get /dashboard/menu/api/products/search/:term': '/dashboard/menu/api/products/search/access',
    'post /dashboard/api/brand/:id/logo': {
      path: `/dashboard/api/brand/${f.logoBrandId}/logo`,
      form: () => uploadForm([{ name: 'logo.png', data: png }]),
    },
    'delete /dashboard/api/brand/:id/logo': `/dashboard/api/brand/${f.unlogoBrandId}/logo`,
  }),
};
