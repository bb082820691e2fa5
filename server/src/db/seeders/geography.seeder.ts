/**
 * Wilayas, communes and their dated divisions from the committed data: the 58 wilayas and every
 * commune's division from the start of time; the 11 reform wilayas from the reform date; each of the
 * 108 moved communes under its parent until that date and under its new wilaya from it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Commune, CommuneDivision, Wilaya } from '../../modules/geography';
import type { WilayaReform } from '../../modules/geography';
import type { AlgeriaData, WilayaRecord } from './algeria-data';

export interface DivisionRow {
  readonly commune: number;
  readonly wilaya: number;
  readonly validFrom: Date | null;
  readonly validUntil: Date | null;
}

export interface GeographyRows {
  readonly wilayas: Array<WilayaRecord & { validFrom: Date | null }>;
  readonly communes: Array<{ id: number; name: string; nameAr: string; postCode: string | null }>;
  readonly divisions: DivisionRow[];
}

const wilayaRow = ({ id, code, isoCode, name, nameAr }: WilayaRecord, validFrom: Date | null) => ({
  id,
  code,
  isoCode,
  name,
  nameAr,
  validFrom,
});

export function geographyRows(data: AlgeriaData, reformDate: Date): GeographyRows {
  const moves = new Map(data.reform.communeMoves.map((move) => [move.communeId, move]));
  const divisions = data.communes.flatMap((commune): DivisionRow[] => {
    const move = moves.get(commune.id);
    if (!move) return [{ commune: commune.id, wilaya: commune.wilayaId, validFrom: null, validUntil: null }];
    if (move.fromWilayaId !== commune.wilayaId) {
      throw new Error(
        `Reform moves commune ${commune.id} from ${move.fromWilayaId}, not ${commune.wilayaId}`,
      );
    }
    return [
      { commune: commune.id, wilaya: move.fromWilayaId, validFrom: null, validUntil: reformDate },
      { commune: commune.id, wilaya: move.toWilayaId, validFrom: reformDate, validUntil: null },
    ];
  });
  return {
    wilayas: [
      ...data.wilayas.map((w) => wilayaRow(w, null)),
      ...data.reform.wilayas.map((w) => wilayaRow(w, reformDate)),
    ],
    communes: data.communes.map(({ id, name, nameAr, postCode }) => ({ id, name, nameAr, postCode })),
    divisions,
  };
}

export function reformOf(data: AlgeriaData): WilayaReform {
  return { wilayaIds: data.reform.wilayas.map((w) => w.id), communeMoves: data.reform.communeMoves };
}

/** Bulk inserts: one statement per table. */
export async function seedGeography(em: EntityManager, data: AlgeriaData, reformDate: Date): Promise<void> {
  const rows = geographyRows(data, reformDate);
  await em.insertMany(Wilaya, rows.wilayas);
  await em.insertMany(Commune, rows.communes);
  await em.insertMany(CommuneDivision, rows.divisions);
}
