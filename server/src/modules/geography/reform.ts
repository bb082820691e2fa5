/**
 * The 2026 reform (Law 26-06): wilayas 59-69 exist from the effective date, and 108 communes move from
 * their parent wilaya to a new one on that date. The date is configuration (GEO_REFORM_DATE), so it is
 * written into the seeded periods again on every start: changing it needs no re-seed.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommuneDivision } from './commune-division.entity';
import { Wilaya } from './wilaya.entity';

export interface CommuneMove {
  readonly communeId: number;
  readonly fromWilayaId: number;
  readonly toWilayaId: number;
}

export interface WilayaReform {
  /** The wilayas the reform creates. */
  readonly wilayaIds: readonly number[];
  readonly communeMoves: readonly CommuneMove[];
}

/** Sets the reform's boundary to `effectiveAt` in the wilaya and division periods it governs. */
export async function applyReformDate(
  em: EntityManager,
  reform: WilayaReform,
  effectiveAt: Date,
): Promise<void> {
  const movedIds = reform.communeMoves.map((move) => move.communeId);
  const parentIds = [...new Set(reform.communeMoves.map((move) => move.fromWilayaId))];
  const newIds = [...new Set(reform.communeMoves.map((move) => move.toWilayaId))];
  await em.nativeUpdate(Wilaya, { id: { $in: [...reform.wilayaIds] } }, { validFrom: effectiveAt });
  await em.nativeUpdate(
    CommuneDivision,
    { commune: { $in: movedIds }, wilaya: { $in: parentIds } },
    { validUntil: effectiveAt },
  );
  await em.nativeUpdate(
    CommuneDivision,
    { commune: { $in: movedIds }, wilaya: { $in: newIds } },
    { validFrom: effectiveAt },
  );
}
