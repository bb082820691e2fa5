/**
 * Wilayas and communes as shoppers and staff see them at the request's instant, and the wilaya a
 * commune belonged to at any past instant (what an order placed then keeps).
 */
import type { Collection } from '@mikro-orm/core';
import { NotFoundError } from '../../core/errors';
import { assertId } from '../../core/ids';
import type { RequestContext } from '../../core/request-context';
import { Commune } from './commune.entity';
import { CommuneDivision } from './commune-division.entity';
import { activeAtFilter, isActiveAt } from './validity';
import { Wilaya } from './wilaya.entity';

export interface ListOptions {
  /** Only what the shop delivers to. */
  readonly deliverableOnly: boolean;
}

const nameCollator = new Intl.Collator('fr', { sensitivity: 'base', ignorePunctuation: true });

export function byName<T extends { name: string }>(a: T, b: T): number {
  return nameCollator.compare(a.name, b.name) || a.name.localeCompare(b.name);
}

export class GeographyService {
  /** Wilayas that exist at the request's instant, by number. */
  async listWilayas(ctx: RequestContext, { deliverableOnly }: ListOptions): Promise<Wilaya[]> {
    return ctx.em.find(
      Wilaya,
      { ...activeAtFilter(ctx.now), ...(deliverableOnly ? { deliverable: true } : {}) },
      { orderBy: { id: 'asc' } },
    );
  }

  /** A wilaya that exists at the request's instant; NOT_FOUND otherwise (e.g. 59-69 before the reform). */
  async getWilaya(ctx: RequestContext, wilayaId: number): Promise<Wilaya> {
    assertId('wilayaId', wilayaId, 'Wilaya');
    const wilaya = await ctx.em.findOne(Wilaya, { id: wilayaId, ...activeAtFilter(ctx.now) });
    if (!wilaya) throw new NotFoundError('Wilaya', wilayaId);
    return wilaya;
  }

  /** The communes under a wilaya at the request's instant, by name. */
  async listCommunes(
    ctx: RequestContext,
    wilayaId: number,
    { deliverableOnly }: ListOptions,
  ): Promise<Commune[]> {
    const wilaya = await this.getWilaya(ctx, wilayaId);
    if (deliverableOnly && !wilaya.deliverable) return [];
    const communes = await ctx.em.find(Commune, {
      divisions: { wilaya: wilayaId, ...activeAtFilter(ctx.now) },
      ...(deliverableOnly ? { deliverable: true } : {}),
    });
    return communes.sort(byName);
  }

  async getCommune(ctx: RequestContext, communeId: number): Promise<Commune> {
    assertId('communeId', communeId, 'Commune');
    const commune = await ctx.em.findOne(Commune, { id: communeId });
    if (!commune) throw new NotFoundError('Commune', communeId);
    return commune;
  }

  /**
   * The wilaya a loaded commune stands under at the request's instant. Loads go through MikroORM's
   * dataloader, so resolving this for a list of communes costs a fixed number of queries.
   */
  async wilayaOf(ctx: RequestContext, commune: Commune): Promise<Wilaya> {
    const divisions: Collection<CommuneDivision> = await commune.divisions.load({ dataloader: true });
    const current = divisions.getItems().find((division) => isActiveAt(division, ctx.now));
    if (!current) throw new NotFoundError('Division of commune', commune.id);
    const wilaya = await current.wilaya.load({ dataloader: true });
    if (!wilaya) throw new NotFoundError('Wilaya of commune', commune.id);
    return wilaya;
  }

  /** The wilaya a commune belonged to at `at` (for an order: the instant it was placed). */
  async wilayaOfCommuneAt(ctx: RequestContext, communeId: number, at: Date): Promise<Wilaya> {
    assertId('communeId', communeId, 'Commune');
    const division = await ctx.em.findOne(
      CommuneDivision,
      { commune: communeId, ...activeAtFilter(at) },
      { populate: ['wilaya'] },
    );
    if (!division) throw new NotFoundError('Commune', communeId);
    return division.wilaya.getEntity();
  }

  /** The shop delivers to a commune when the commune and its current wilaya are both deliverable. */
  async isDeliverable(ctx: RequestContext, commune: Commune): Promise<boolean> {
    if (!commune.deliverable) return false;
    return (await this.wilayaOf(ctx, commune)).deliverable;
  }
}
