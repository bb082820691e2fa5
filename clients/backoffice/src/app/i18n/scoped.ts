/**
 * The features whose screens bring their own texts (CatalogueScope) instead of the first page. Only
 * the catalogue test and the component tests' renderer import this file: importing it from the app
 * would bring those texts back into the first route.
 */
import type { Catalogues } from '@tijara/shared';
import { catalogue as blogEditor } from '../../features/blog-editor';
import { catalogue as cmsPages } from '../../features/cms-pages';
import { catalogue as contentEditing } from '../../features/content-editing';
import { catalogue as contentPages } from '../../features/content-pages';
import { catalogue as contentMenus } from '../../features/content-menus';
import { catalogue as customerSegments } from '../../features/customer-segments';
import { catalogue as customers } from '../../features/customers';
import { catalogue as expeditions } from '../../features/expeditions';
import { catalogue as geography } from '../../features/geography';
import { fullCatalogue as home } from '../../features/home';
import { catalogue as orderDetail } from '../../features/order-detail';
import { catalogue as orders } from '../../features/orders';
import { catalogue as productCombinations } from '../../features/product-combinations';
import { catalogue as productFeatures } from '../../features/product-features';
import { catalogue as productImages } from '../../features/product-images';
import { catalogue as productList } from '../../features/product-list';
import { catalogue as productPack } from '../../features/product-pack';
import { catalogue as products } from '../../features/products';
import { catalogue as promotions } from '../../features/promotions';
import { catalogue as reviews } from '../../features/reviews';
import { catalogue as taxonomy } from '../../features/taxonomy';
import { catalogue as themeEditor } from '../../features/theme-editor';
import { catalogue as staff } from '../../features/staff';
import { catalogue as staffOrder } from '../../features/staff-order';
import { catalogue as stock } from '../../features/stock';
import { catalogue as till } from '../../features/till';
import { catalogue as tillSession } from '../../features/till-session';
import { catalogue as transporterPayments } from '../../features/transporter-payments';
import { catalogue as warehouses } from '../../features/warehouses';

export const scopedCatalogues: Readonly<Record<string, Catalogues>> = {
  'blog-editor': blogEditor,
  'cms-pages': cmsPages,
  'content-editing': contentEditing,
  'content-pages': contentPages,
  'content-menus': contentMenus,
  'customer-segments': customerSegments,
  customers,
  expeditions,
  geography,
  home,
  'order-detail': orderDetail,
  orders,
  'product-combinations': productCombinations,
  'product-features': productFeatures,
  'product-images': productImages,
  'product-list': productList,
  'product-pack': productPack,
  products,
  promotions,
  reviews,
  taxonomy,
  'theme-editor': themeEditor,
  staff,
  'staff-order': staffOrder,
  stock,
  till,
  'till-session': tillSession,
  'transporter-payments': transporterPayments,
  warehouses,
};
