/**
 * Reads the committed Algerian geography (data/algeria, with its source note in README.md and its
 * MIT licence) by path at run time, so the same files serve src and dist. The shape is
 * checked on load: a damaged file stops the start with a message naming it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CommuneMove } from '../../modules/geography';

/** From src/db/seeders and from dist/db/seeders alike: the data stays in src. */
export const ALGERIA_DATA_DIR = path.resolve(__dirname, '../../../src/db/seeders/data/algeria');

export interface WilayaRecord {
  readonly id: number;
  readonly code: string;
  readonly isoCode: string | null;
  readonly name: string;
  readonly nameAr: string;
}

export interface CommuneRecord {
  readonly id: number;
  readonly wilayaId: number;
  readonly name: string;
  readonly nameAr: string;
  readonly postCode: string | null;
}

export interface ReformRecord {
  readonly wilayas: readonly WilayaRecord[];
  readonly communeMoves: readonly CommuneMove[];
}

export interface AlgeriaData {
  readonly wilayas: readonly WilayaRecord[];
  readonly communes: readonly CommuneRecord[];
  readonly reform: ReformRecord;
}

type FieldKind = 'number' | 'string' | 'string|null';

function checkRows<T>(file: string, rows: unknown, fields: Record<string, FieldKind>): T[] {
  if (!Array.isArray(rows)) throw new Error(`${file}: expected an array`);
  rows.forEach((row: Record<string, unknown>, index) => {
    for (const [field, kind] of Object.entries(fields)) {
      const value = row[field];
      const ok =
        kind === 'number'
          ? Number.isInteger(value)
          : typeof value === 'string' || (kind === 'string|null' && value === null);
      if (!ok) throw new Error(`${file}: row ${index} has a bad "${field}" (expected ${kind})`);
    }
  });
  return rows as T[];
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(ALGERIA_DATA_DIR, file), 'utf8'));
}

const WILAYA_FIELDS = {
  id: 'number',
  code: 'string',
  isoCode: 'string|null',
  name: 'string',
  nameAr: 'string',
} as const;

export function loadAlgeriaData(): AlgeriaData {
  const reform = readJson('reform-2026.json') as { wilayas?: unknown; communeMoves?: unknown };
  return {
    wilayas: checkRows('wilayas.json', readJson('wilayas.json'), WILAYA_FIELDS),
    communes: checkRows('communes.json', readJson('communes.json'), {
      id: 'number',
      wilayaId: 'number',
      name: 'string',
      nameAr: 'string',
      postCode: 'string|null',
    }),
    reform: {
      wilayas: checkRows('reform-2026.json wilayas', reform.wilayas, WILAYA_FIELDS),
      communeMoves: checkRows('reform-2026.json communeMoves', reform.communeMoves, {
        communeId: 'number',
        fromWilayaId: 'number',
        toWilayaId: 'number',
      }),
    },
  };
}
