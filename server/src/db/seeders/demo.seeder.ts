/**
 * Demo data on top of the geography: the shop, a few transporters with their prices, a few remote
 * wilayas the demo shop does not deliver to, so the "only deliverable" rule shows in the storefront,
 * the demo catalogue (catalogue/seed-catalogue.ts), two warehouses with opening stock, a few
 * delivered cash-on-delivery orders awaiting the transporter's payment and, with the catalogue, the
 * demo promotions (promotions/seed-promotions.ts) and the composed content (content/seed-content.ts:
 * the home's blocks, blog, CMS pages, header and footer menus; only the empty home and the two menus
 * without a catalogue). Prices are integer centimes of DZD.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Wilaya } from '../../modules/geography';
import type { MediaStorage } from '../../modules/media';
import { Shop } from '../../modules/shop';
import { Warehouse } from '../../modules/stock';
import { Transporter, TransporterCommune } from '../../modules/transporters';
import type { AlgeriaData } from './algeria-data';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { seedDemoContent } from './content/seed-content';
import { seedDeliveredOrders } from './orders/seed-delivered-orders';
import { seedDemoPromotions } from './promotions/seed-promotions';
import { seedDemoStock } from './stock/seed-stock';

/** Tamanrasset, Illizi, Tindouf, In Guezzam, Djanet. */
export const DEMO_UNDELIVERABLE_WILAYAS: readonly number[] = [11, 33, 37, 54, 56];
const ALGER = 16;
/** Alger, Oran, Constantine, Blida, Sétif. */
const REGIONAL_WILAYAS = [16, 31, 25, 9, 19];

interface DemoTransporter {
  readonly name: string;
  readonly price: number;
  /** Which communes (by their wilaya in the data) it serves, and the price there when it differs. */
  readonly serves: (wilayaId: number) => { price: number | null } | undefined;
}

export const DEMO_TRANSPORTERS: readonly DemoTransporter[] = [
  {
    name: 'Sahel Express',
    price: 60_000,
    serves: (wilayaId) => (wilayaId === ALGER ? { price: 40_000 } : { price: null }),
  },
  {
    name: 'Tell Rapide',
    price: 45_000,
    serves: (wilayaId) => (REGIONAL_WILAYAS.includes(wilayaId) ? { price: null } : undefined),
  },
  {
    name: 'Retrait en boutique',
    price: 0,
    serves: (wilayaId) => (wilayaId === ALGER ? { price: null } : undefined),
  },
];

/** The first is the shop's default (web orders reserve there); the second receives expeditions. */
export const DEMO_WAREHOUSES: readonly string[] = ['Entrepôt central', 'Boutique Alger-Centre'];

export interface DemoOptions {
  readonly storage: MediaStorage;
  /** How many catalogue products to create (catalogue/: clothing, phones, appliances, packs). */
  readonly products: number;
}

export async function seedDemo(em: EntityManager, data: AlgeriaData, options: DemoOptions): Promise<void> {
  await em.nativeUpdate(Wilaya, { id: { $in: [...DEMO_UNDELIVERABLE_WILAYAS] } }, { deliverable: false });
  const shop = em.create(Shop, { name: 'Tijara Démo', activeAddToCart: true });
  const transporters = DEMO_TRANSPORTERS.map((demo) => ({
    demo,
    entity: em.create(Transporter, { name: demo.name, price: demo.price }),
  }));
  await em.flush();
  const deliverable = data.communes.filter((c) => !DEMO_UNDELIVERABLE_WILAYAS.includes(c.wilayaId));
  const served = transporters.flatMap(({ demo, entity }) =>
    deliverable.flatMap((commune) => {
      const service = demo.serves(commune.wilayaId);
      return service ? [{ transporter: entity.id, commune: commune.id, price: service.price }] : [];
    }),
  );
  await em.insertMany(TransporterCommune, served);
  const now = new Date();
  await seedCatalogue(em, { ...options, shopUuid: shop.uuid, now });
  const warehouses = DEMO_WAREHOUSES.map((name, index) =>
    em.create(Warehouse, { shop, name, isShopDefault: index === 0 }),
  );
  await em.flush();
  await seedDemoStock(em, { warehouses, now });
  await seedDeliveredOrders(em, { shop, transporters: transporters.map((t) => t.entity), now });
  if (options.products > 0) await seedDemoPromotions(em, { shop, now });
  await seedDemoContent(em, {
    storage: options.storage,
    shopUuid: shop.uuid,
    products: options.products,
    now,
  });
}
