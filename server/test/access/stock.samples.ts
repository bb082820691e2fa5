/**
 * Access samples for the stock area (see samples.ts): a plain product with stock in the demo's
 * default warehouse, and a warehouse of its own to rename (so the other areas' warehouses keep their
 * names and flags).
 */
import { Warehouse } from '../../src/modules/stock';
import { addStockDirect, createStockProduct, demoWarehouses } from '../helpers/stock-fixtures';
import type { DemoWarehouses, StockProduct } from '../helpers/stock-fixtures';
import type { AccessSamples } from './samples';

let warehouses: DemoWarehouses;
let product: StockProduct;
let renamed: string;

export const stockSamples: AccessSamples = {
  async prepare(server) {
    warehouses = await demoWarehouses(server);
    product = await createStockProduct(server, { name: 'Échantillon stock' });
    await addStockDirect(server, {
      warehouseId: warehouses.central,
      productId: product.productId,
      quantity: 5,
    });
    const em = server.orm.em.fork();
    renamed = em.create(Warehouse, { shop: warehouses.shopUuid, name: 'Dépôt à renommer' }).id;
    await em.flush();
  },
  graphql: () => {
    const line = `warehouseId: "${warehouses.central}", productId: ${product.productId}`;
    return {
      'query warehouses': '{ warehouses { id name shopName } }',
      'query stockLevels': `{ stockLevels(warehouseId: "${warehouses.central}", search: "chantillon") { totalCount items { onHand } } }`,
      'query stockMovements': `{ stockMovements(warehouseId: "${warehouses.central}") { totalCount items { quantity } } }`,
      'query stockCheck': `{ stockCheck(warehouseId: "${warehouses.central}") { levelsChecked applied } }`,
      'mutation createWarehouse': `mutation { createWarehouse(input: { shopUuid: "${warehouses.shopUuid}", name: "Dépôt échantillon" }) { id } }`,
      'mutation updateWarehouse': `mutation { updateWarehouse(id: "${renamed}", input: { name: "Dépôt renommé" }) { name } }`,
      'mutation addStock': `mutation { addStock(input: { ${line}, quantity: 1 }) { onHand } }`,
      'mutation countStock': `mutation { countStock(input: { ${line}, countedQuantity: 6 }) { onHand } }`,
      'mutation reconcileStock': `mutation { reconcileStock(warehouseId: "${warehouses.central}") { applied } }`,
    };
  },
  rest: () => ({
    'post /dashboard/api/warehouse/:warehouseId/add-stock': {
      path: `/dashboard/api/warehouse/${warehouses.central}/add-stock`,
      form: () => {
        const form = new FormData();
        form.append('productId', String(product.productId));
        form.append('combinationId', '');
        form.append('quantity', '2');
        return form;
      },
    },
    'post /dashboard/api/warehouse/update-stocks/:warehouseId': `/dashboard/api/warehouse/update-stocks/${warehouses.central}`,
    'get /dashboard/api/stock/check': `/dashboard/api/stock/check?warehouseId=${warehouses.central}`,
  }),
};
