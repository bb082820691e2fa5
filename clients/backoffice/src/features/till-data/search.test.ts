import { buildSearchIndex, createTillSearch, searchIndex } from './search';
import type { SearchMeter } from './search';
import { item, labels } from './test-fixtures';

const tajine = item(1, {
  name: labels('Tajine en terre cuite', 'Clay tagine', 'طاجين فخار'),
  sku: 'TAJ-01',
  barcode: '6130000000011',
});
const theiere = item(2, {
  name: labels('Théière Œuvre dorée', 'Golden teapot', 'إبريق الشاي المذهّب'),
  sku: 'THE-02',
  barcode: '6130000000028',
});
const robe = item(3, {
  combinationId: 31,
  name: labels('Robe kabyle - Rouge - XL', 'Kabyle dress - Red - XL', 'جبة قبائلية - أحمر - XL'),
  sku: '6130000000011X',
  barcode: '6130000000035',
});
/** Its SKU is another item's barcode: the exact code must still come first. */
const coded = item(4, { name: labels('Assiette 6130000000011'), sku: '6130000000011' });

describe('the till search', () => {
  const search = createTillSearch([tajine, theiere, robe, coded]);

  it('ignores accents, case and ligatures in French', () => {
    expect(search.search('theiere')).toEqual([theiere]);
    expect(search.search('OEUVRE')).toEqual([theiere]);
    expect(search.search('Thé')).toEqual([theiere]);
  });

  it('normalises Arabic: hamza on alef, shadda, ta marbuta, tatweel, the article', () => {
    expect(search.search('ابريق')).toEqual([theiere]);
    expect(search.search('المذهب')).toEqual([theiere]);
    expect(search.search('شـاي')).toEqual([theiere]);
    expect(search.search('قبائليه')).toEqual([robe]);
    expect(search.search('احمر')).toEqual([robe]);
  });

  it('matches every word as a prefix of some word of the item, in any language', () => {
    expect(search.search('robe rou')).toEqual([robe]);
    expect(search.search('dress xl')).toEqual([robe]);
    expect(search.search('robe bleu')).toEqual([]);
    expect(search.search('ta')).toEqual([tajine]);
  });

  it('accepts Arabic-Indic digits for codes', () => {
    expect(search.search('٦١٣٠٠٠٠٠٠٠٠٢٨')).toEqual([theiere]);
    expect(search.byCode('٦١٣٠٠٠٠٠٠٠٠٣٥')).toEqual(robe);
  });

  it('lists an exact barcode or SKU first, then the other items the words find', () => {
    expect(search.search('6130000000011')).toEqual([tajine, coded, robe]);
    expect(search.search('taj-01')[0]).toEqual(tajine);
  });

  it('finds an exact code as a scanner types it, barcode before SKU, and nothing on a prefix', () => {
    expect(search.byCode('6130000000011')).toEqual(tajine);
    expect(search.byCode(' the-02 ')).toEqual(theiere);
    expect(search.byCode('613000000001')).toBeNull();
    expect(search.byCode('')).toBeNull();
  });

  it('answers nothing for an empty query and honours the limit', () => {
    expect(search.search('   ')).toEqual([]);
    expect(search.search('6130', 2)).toHaveLength(2);
  });
});

describe('the search cost on the demo catalogue', () => {
  // 2,000 products of 3 combinations: the demo's 6,000 items.
  const colours = ['Rouge', 'Bleu', 'Vert'];
  const items = Array.from({ length: 2000 }, (_, p) =>
    colours.map((colour, c) =>
      item(p + 1, {
        combinationId: (p + 1) * 10 + c,
        name: labels(`Article ${p + 1} modèle ${String.fromCharCode(97 + (p % 26))}${p} - ${colour}`),
        barcode: `613${String(p * 3 + c).padStart(10, '0')}`,
      }),
    ),
  ).flat();
  const index = buildSearchIndex(items);

  it('reads only the items its narrowest word holds, not the catalogue', () => {
    const meter: SearchMeter = { visited: 0 };
    const found = searchIndex(index, 'modele m1234 vert', 50, meter);
    expect(found.map((hit) => hit.key)).toEqual(['1235:12352']);
    // "modele" holds all 6,000 items and "vert" 2,000: only the 3 of "m1234" are read, then checked.
    expect(meter.visited).toBeLessThanOrEqual(3 + 3 * 2);
  });

  it('finds a scanned barcode among 6,000 items by reading one posting', () => {
    const meter: SearchMeter = { visited: 0 };
    const [hit] = searchIndex(index, '6130000004242', 50, meter);
    expect(hit?.key).toBe('1415:14150');
    expect(meter.visited).toBe(1);
  });

  it('reads the whole catalogue only for a query every item matches', () => {
    const meter: SearchMeter = { visited: 0 };
    expect(searchIndex(index, 'article', 50, meter)).toHaveLength(50);
    expect(meter.visited).toBe(6000);
  });
});
