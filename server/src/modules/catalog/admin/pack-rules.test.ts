import { PackMode } from '../product/product-status';
import { planPack } from './pack-rules';
import type { ComponentFacts, PackRequest } from './pack-rules';

const dress: ComponentFacts = { isPack: false, combinationIds: [11, 12] };
const belt: ComponentFacts = { isPack: false, combinationIds: [] };
const otherPack: ComponentFacts = { isPack: true, combinationIds: [] };

function request(overrides: Partial<PackRequest>): PackRequest {
  return {
    packId: 1,
    mode: PackMode.STRICT,
    items: [],
    isComponentElsewhere: false,
    components: new Map([
      [2, dress],
      [3, belt],
      [4, otherPack],
    ]),
    ...overrides,
  };
}

it('plans a strict pack with a fixed combination for components that have some', () => {
  const plan = planPack(
    request({
      items: [
        { productId: 2, combinationId: 12, quantity: 1 },
        { productId: 3, quantity: 2 },
      ],
    }),
  );
  expect(plan).toEqual({
    items: [
      { productId: 2, combinationId: 12, quantity: 1 },
      { productId: 3, combinationId: null, quantity: 2 },
    ],
    problems: [],
  });
});

it('refuses a strict pack without a combination, or with one of another product', () => {
  const plan = planPack(
    request({
      items: [
        { productId: 2, quantity: 1 },
        { productId: 3, combinationId: 11, quantity: 1 },
      ],
    }),
  );
  expect(plan.problems).toEqual([
    ['items.0.combinationId', 'a strict pack fixes the combination of this product'],
    ['items.1.combinationId', 'is not a combination of this product'],
  ]);
});

it('stores no combination in a flexible pack', () => {
  const plan = planPack(
    request({ mode: PackMode.FLEXIBLE, items: [{ productId: 2, combinationId: 11, quantity: 1 }] }),
  );
  expect(plan).toEqual({ items: [{ productId: 2, combinationId: null, quantity: 1 }], problems: [] });
});

it('refuses itself, another pack, a zero quantity and a component twice', () => {
  const plan = planPack(
    request({
      mode: PackMode.FLEXIBLE,
      items: [
        { productId: 1, quantity: 1 },
        { productId: 4, quantity: 1 },
        { productId: 3, quantity: 0 },
        { productId: 3, quantity: 1 },
      ],
    }),
  );
  expect(plan.problems).toEqual([
    ['items.0.productId', 'a pack cannot contain itself'],
    ['items.1.productId', 'a pack cannot contain another pack'],
    ['items.2.quantity', 'must be a whole number from 1'],
    ['items.3.productId', 'is already in the pack'],
  ]);
});

it('refuses to make a pack of a product that is in a pack, or an empty pack', () => {
  expect(planPack(request({ isComponentElsewhere: true, items: [] })).problems).toEqual([
    ['items', 'a pack needs at least one product'],
    ['mode', 'this product is in a pack, and a pack cannot contain another pack'],
  ]);
});

it('clears a pack with no mode, and refuses items without one', () => {
  expect(planPack(request({ mode: null }))).toEqual({ items: [], problems: [] });
  expect(planPack(request({ mode: null, items: [{ productId: 3, quantity: 1 }] })).problems).toEqual([
    ['items', 'a product that is not a pack has no items'],
  ]);
});
