/**
 * What the product editor's images and stock tabs read with the product: `Product.images` (gallery
 * order, file names, sizes, the combinations each image is shown on) and `Product.stock` (per
 * warehouse and combination, through the stock module's views, scoped to the member of staff's
 * warehouses), each one statement for a whole list of products.
 */
import { createImageProduct, image, upload } from './helpers/images-fixtures';
import { makeCategory, sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { addStockDirect, createStockProduct, demoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let statements: string[] = [];
beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  admin = await staffClient(server);
});
afterAll(() => server.close());

interface GalleryImage {
  id: number;
  name: string;
  sizeBytes: number;
  position: number;
  isDefault: boolean;
  combinationIds: number[];
}

const GALLERY = `query ($id: Int!) { product(id: $id) { images { id name sizeBytes position isDefault combinationIds } } }`;

describe('Product.images', () => {
  it('lists the gallery in order with file names, sizes and the combinations showing each image', async () => {
    const product = await createImageProduct(server, 2);
    const files = [
      { name: 'face.png', data: await image(300, 200) },
      { name: 'dos.png', data: await image(200, 300) },
    ];
    expect((await upload(server, product.productId, files, admin.signed)).status).toBe(200);
    const [front, back] = await sql<{ id: number }>(
      server,
      'select id from product_image where product_id = ? order by position, id',
      [product.productId],
    );
    const [first = 0, second = 0] = product.combinationIds;
    await sql(
      server,
      'insert into combination_image (combination_id, product_image_id) values (?, ?), (?, ?)',
      [second, back?.id ?? 0, first, back?.id ?? 0],
    );
    // Moving the back view first: the gallery follows position, not upload order.
    await sql(server, 'update product_image set position = -1 where id = ?', [back?.id ?? 0]);

    const result = await admin.graphql<{ product: { images: GalleryImage[] } }>(GALLERY, {
      id: product.productId,
    });
    expect(result.data?.product.images).toEqual([
      {
        id: back?.id,
        name: 'dos.png',
        sizeBytes: files[1]?.data.length,
        position: -1,
        isDefault: false,
        combinationIds: [first, second],
      },
      {
        id: front?.id,
        name: 'face.png',
        sizeBytes: files[0]?.data.length,
        position: 0,
        isDefault: true,
        combinationIds: [],
      },
    ]);
  });

  it('costs the same statements for 2 and for 8 products of a list', async () => {
    const listOf = async (size: number) => {
      const category = await makeCategory(server, { fr: `Liste ${size}` });
      for (let i = 0; i < size; i++) {
        const product = await createImageProduct(server, 1);
        await upload(
          server,
          product.productId,
          [{ name: `${i}.png`, data: await image(20, 20) }],
          admin.signed,
        );
        await sql(server, 'update product set main_category_id = ? where id = ?', [
          category.id,
          product.productId,
        ]);
      }
      return category.id;
    };
    const count = async (categoryId: number, size: number) => {
      statements = [];
      const result = await admin.graphql<{ adminProducts: { items: unknown[] } }>(
        `query ($filter: AdminProductFilter) { adminProducts(filter: $filter, pageSize: 12) {
          items { images { id name sizeBytes combinationIds } stock { warehouseId onHand } } } }`,
        { filter: { categoryId } },
      );
      expect([result.errors, result.data?.adminProducts.items.length]).toEqual([undefined, size]);
      return statements.length;
    };
    const two = await listOf(2);
    const eight = await listOf(8);
    expect(await count(eight, 8)).toBe(await count(two, 2));
  });
});

interface StockLine {
  warehouseId: string;
  warehouseName: string;
  combinationId: number | null;
  combinationLabel: string | null;
  onHand: number;
  reserved: number;
  available: number;
}

const STOCK = `query ($id: Int!) { product(id: $id) { stock {
  warehouseId warehouseName combinationId combinationLabel onHand reserved available } } }`;

describe('Product.stock', () => {
  it('answers each warehouse and combination with on hand, reserved and available', async () => {
    const { central, boutique } = await demoWarehouses(server);
    const product = await createStockProduct(server, { combinations: 2, name: 'Gandoura' });
    const [v1 = 0, v2 = 0] = product.combinationIds;
    await addStockDirect(server, {
      warehouseId: central,
      productId: product.productId,
      combinationId: v2,
      quantity: 5,
    });
    await addStockDirect(server, {
      warehouseId: central,
      productId: product.productId,
      combinationId: v1,
      quantity: 3,
    });
    await addStockDirect(server, {
      warehouseId: boutique,
      productId: product.productId,
      combinationId: v1,
      quantity: 2,
    });
    await sql(server, 'update stock_level set reserved = 1 where warehouse_id = ? and combination_id = ?', [
      central,
      v1,
    ]);
    const names = await sql<{ id: string; name: string }>(server, 'select id, name from warehouse');
    const nameOf = (id: string) => names.find((row) => row.id === id)?.name;
    const lines = (
      await server.graphql<{ product: { stock: StockLine[] } }>(
        STOCK,
        { id: product.productId },
        { cookie: admin.signed.cookie, 'accept-language': 'en' },
      )
    ).data?.product.stock;
    const central1 = { warehouseId: central, warehouseName: nameOf(central) };
    const boutique1 = { warehouseId: boutique, warehouseName: nameOf(boutique) };
    // By warehouse name ('Boutique Alger-Centre' before 'Entrepôt central'), then combination order.
    expect(lines).toEqual([
      { ...boutique1, combinationId: v1, combinationLabel: 'V1 EN', onHand: 2, reserved: 0, available: 2 },
      { ...central1, combinationId: v1, combinationLabel: 'V1 EN', onHand: 3, reserved: 1, available: 2 },
      { ...central1, combinationId: v2, combinationLabel: 'V2 EN', onHand: 5, reserved: 0, available: 5 },
    ]);

    const plain = await createStockProduct(server);
    await addStockDirect(server, { warehouseId: central, productId: plain.productId, quantity: 4 });
    const plainLines = (
      await admin.graphql<{ product: { stock: StockLine[] } }>(STOCK, { id: plain.productId })
    ).data?.product.stock;
    expect(plainLines).toEqual([
      { ...central1, combinationId: null, combinationLabel: null, onHand: 4, reserved: 0, available: 4 },
    ]);
  });

  it('shows staff other than admins only the warehouses assigned to them', async () => {
    const { central, boutique } = await demoWarehouses(server);
    const product = await createStockProduct(server);
    await addStockDirect(server, { warehouseId: central, productId: product.productId, quantity: 1 });
    await addStockDirect(server, { warehouseId: boutique, productId: product.productId, quantity: 1 });
    const clerk = await staffClient(server, { roles: ['STOCK_CLERK'], warehouseIds: [boutique] });
    const lines = (await clerk.graphql<{ product: { stock: StockLine[] } }>(STOCK, { id: product.productId }))
      .data?.product.stock;
    expect(lines?.map((line) => line.warehouseId)).toEqual([boutique]);
    const nowhere = await staffClient(server, { roles: ['CATALOG_EDITOR'] });
    const none = await nowhere.graphql<{ product: { stock: StockLine[] } }>(STOCK, { id: product.productId });
    expect(none.data?.product.stock).toEqual([]);
  });
});
