import type { CardCombination, CardPackItem, ProductCardRow } from './card-row';
import {
  cardInStock,
  choiceAvailable,
  combinationAvailable,
  StockUnits,
  stockProductIds,
} from './card-stock';

const combination = (id: number, active = true): CardCombination => ({
  id,
  isDefault: id === 1,
  priceImpactHt: 0,
  names: null,
  active,
  values: [],
  imageIds: [],
});

const item = (
  productId: number,
  quantity: number,
  combinationId: number | null,
  ids: number[],
): CardPackItem => ({
  productId,
  productUuid: `u${productId}`,
  slug: `p${productId}`,
  names: [],
  quantity,
  priceHt: 100,
  taxRateBp: 1900,
  thumbKey: null,
  combinationId,
  combinations: ids.map((id) => combination(id)),
});

function card(overrides: Partial<ProductCardRow>): ProductCardRow {
  return { id: 1, combinations: [], packItems: [], packMode: null, ...overrides } as ProductCardRow;
}

const stock = (rows: [number, number | null, number][]) =>
  new StockUnits(rows.map(([productId, combinationId, units]) => ({ productId, combinationId, units })));

describe('card stock', () => {
  it('is in stock when one active combination has a unit, or itself without combinations', () => {
    const shirt = card({ combinations: [combination(1), combination(2, false), combination(3)] });
    const units = stock([
      [1, 2, 5],
      [1, 3, 1],
    ]);
    expect(shirt.combinations.map((c) => combinationAvailable(shirt, c, units))).toEqual([
      false,
      false,
      true,
    ]);
    expect(cardInStock(shirt, units)).toBe(true);
    expect(cardInStock(shirt, stock([[1, 2, 5]]))).toBe(false);
    expect(cardInStock(card({}), stock([[1, null, 1]]))).toBe(true);
    expect(cardInStock(card({}), stock([[1, null, -2]]))).toBe(false);
  });

  it('makes a pack available when every component has its quantity', () => {
    const strict = card({
      id: 9,
      packMode: 'strict' as ProductCardRow['packMode'],
      packItems: [item(2, 2, 21, [21, 22]), item(3, 1, null, [])],
    });
    expect(
      cardInStock(
        strict,
        stock([
          [2, 21, 2],
          [3, null, 1],
        ]),
      ),
    ).toBe(true);
    expect(
      cardInStock(
        strict,
        stock([
          [2, 21, 1],
          [3, null, 1],
        ]),
      ),
    ).toBe(false);
    expect(
      cardInStock(
        strict,
        stock([
          [2, 22, 9],
          [3, null, 1],
        ]),
      ),
    ).toBe(false);
    const flexible = card({
      id: 9,
      packMode: 'flexible' as ProductCardRow['packMode'],
      packItems: [item(2, 2, null, [21, 22])],
    });
    expect(cardInStock(flexible, stock([[2, 22, 2]]))).toBe(true);
    const [first, second] = flexible.packItems[0]?.combinations ?? [];
    const units = stock([[2, 22, 2]]);
    const component = flexible.packItems[0] as CardPackItem;
    expect([first, second].map((c) => c && choiceAvailable(component, c, units))).toEqual([false, true]);
  });

  it('asks the stock of the cards and of their pack components, each once', () => {
    const pack = card({ id: 9, packItems: [item(2, 1, null, []), item(1, 1, null, [])] });
    expect(stockProductIds([card({}), pack])).toEqual([1, 9, 2]);
  });
});
