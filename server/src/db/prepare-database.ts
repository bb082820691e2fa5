/**
 * Everything the database needs before the server takes traffic, in one transaction under an
 * advisory lock (several instances starting together take turns): apply the committed migrations,
 * seed an empty database, write the configured reform date and the demo shop's storefront token
 * (SHOP_TOKEN), ensure the admin account.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config/env';
import type { Logger } from '../core/logger';
import { applyReformDate } from '../modules/geography';
import type { MediaStorage } from '../modules/media';
import { applyShopToken } from '../modules/shop';
import { ensureAdmin } from '../modules/staff';
import { loadAlgeriaData } from './seeders/algeria-data';
import { reformOf } from './seeders/geography.seeder';
import { seedDatabase } from './seeders/seed';

/** Arbitrary constant naming Tijara's start-up lock among PostgreSQL advisory locks. */
const STARTUP_LOCK_KEY = 7_243_501;

export type PrepareOptions = Pick<Config, 'seed' | 'geoReformDate' | 'admin' | 'shopToken' | 'demoProducts'>;

export interface PrepareServices {
  /** Where the demo catalogue's generated images are written. */
  readonly storage: MediaStorage;
}

export async function prepareDatabase(
  orm: MikroORM,
  options: PrepareOptions,
  log: Logger,
  services: PrepareServices,
): Promise<void> {
  const started = Date.now();
  const data = loadAlgeriaData();
  await orm.em.fork().transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(?)', [STARTUP_LOCK_KEY]);
    const applied = await orm.getMigrator().up({ transaction: em.getTransactionContext() });
    if (applied.length > 0) log.info({ migrations: applied.map((m) => m.name) }, 'Applied migrations');
    const demo = { storage: services.storage, products: options.demoProducts };
    if (await seedDatabase(em, { mode: options.seed, data, reformDate: options.geoReformDate, demo })) {
      log.info({ seed: options.seed }, 'Seeded the empty database');
    }
    await applyReformDate(em, reformOf(data), options.geoReformDate);
    if (options.shopToken !== undefined && !(await applyShopToken(em, options.shopToken))) {
      log.warn('SHOP_TOKEN is set but there is no shop to give it to');
    }
    if (options.admin) {
      const result = await ensureAdmin(em, options.admin);
      log.info({ email: options.admin.email, result }, 'Admin account ensured');
    }
  });
  log.debug({ ms: Date.now() - started }, 'Database prepared');
}
