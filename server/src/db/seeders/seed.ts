/**
 * Seeds an empty database according to SEED: `reference` loads the geography, `demo` adds the demo
 * shop and transporters, `none` loads nothing. A database holding any wilaya, shop or transporter is
 * not empty, so a second start seeds nothing.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SeedMode } from '../../config/env';
import { Wilaya } from '../../modules/geography';
import { Shop } from '../../modules/shop';
import { Transporter } from '../../modules/transporters';
import type { AlgeriaData } from './algeria-data';
import { seedDemo } from './demo.seeder';
import type { DemoOptions } from './demo.seeder';
import { seedGeography } from './geography.seeder';

export async function isEmptyDatabase(em: EntityManager): Promise<boolean> {
  for (const entity of [Wilaya, Shop, Transporter]) {
    if ((await em.count(entity)) > 0) return false;
  }
  return true;
}

export interface SeedOptions {
  readonly mode: SeedMode;
  readonly data: AlgeriaData;
  readonly reformDate: Date;
  readonly demo: DemoOptions;
}

/** Runs inside the caller's transaction. Returns whether anything was seeded. */
export async function seedDatabase(
  em: EntityManager,
  { mode, data, reformDate, demo }: SeedOptions,
): Promise<boolean> {
  if (mode === 'none' || !(await isEmptyDatabase(em))) return false;
  await seedGeography(em, data, reformDate);
  if (mode === 'demo') await seedDemo(em, data, demo);
  return true;
}
