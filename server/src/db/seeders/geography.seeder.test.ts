import { loadAlgeriaData } from './algeria-data';
import { geographyRows } from './geography.seeder';

const REFORM = new Date('2026-12-31T23:00:00Z');
const data = loadAlgeriaData();

describe('the committed geography data', () => {
  it('holds 58 wilayas, 1,541 communes and the reform (11 wilayas, 108 moves)', () => {
    expect(data.wilayas).toHaveLength(58);
    expect(data.communes).toHaveLength(1541);
    expect(data.reform.wilayas.map((w) => w.id)).toEqual([59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69]);
    expect(data.reform.communeMoves).toHaveLength(108);
  });
});

describe('geographyRows', () => {
  const rows = geographyRows(data, REFORM);

  it('dates the reform wilayas from the reform instant and the others from always', () => {
    expect(rows.wilayas).toHaveLength(69);
    expect(rows.wilayas.filter((w) => w.validFrom === null)).toHaveLength(58);
    expect(rows.wilayas.find((w) => w.id === 68)).toMatchObject({ name: 'Bou Saâda', validFrom: REFORM });
  });

  it('gives a moved commune two periods that meet at the reform instant, any other commune one', () => {
    expect(rows.divisions).toHaveLength(1541 + 108);
    expect(rows.divisions.filter((d) => d.commune === 310)).toEqual([
      { commune: 310, wilaya: 3, validFrom: null, validUntil: REFORM },
      { commune: 310, wilaya: 59, validFrom: REFORM, validUntil: null },
    ]);
    expect(rows.divisions.filter((d) => d.commune === 1601)).toEqual([
      { commune: 1601, wilaya: 16, validFrom: null, validUntil: null },
    ]);
  });

  it('refuses a move that does not start from the commune’s wilaya', () => {
    const communeMoves = data.reform.communeMoves.map((move, index) =>
      index === 0 ? { ...move, fromWilayaId: 1 } : move,
    );
    const broken = { ...data, reform: { ...data.reform, communeMoves } };
    expect(() => geographyRows(broken, REFORM)).toThrow(/Reform moves commune/);
  });
});
