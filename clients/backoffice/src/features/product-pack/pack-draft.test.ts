import { checkPack } from './pack-draft';
import type { PackItemDraft } from './pack-draft';

const tshirt: PackItemDraft = {
  productId: 12,
  name: 'T-shirt',
  sku: null,
  hasCombinations: true,
  combinationId: 31,
  quantity: '٢',
};
const mug: PackItemDraft = {
  ...tshirt,
  productId: 50,
  name: 'Mug',
  hasCombinations: false,
  combinationId: 0,
  quantity: '1',
};

it('sends no items for a product that is not a pack, whatever the form still holds', () => {
  expect(checkPack({ mode: 'NONE', items: [tshirt] })).toEqual({ ok: true, mode: null, items: [] });
});

it('fixes combinations in a strict pack only (Arabic-Indic quantities read as numbers)', () => {
  expect(checkPack({ mode: 'STRICT', items: [tshirt, mug] })).toEqual({
    ok: true,
    mode: 'STRICT',
    items: [
      { productId: 12, combinationId: 31, quantity: 2 },
      { productId: 50, combinationId: null, quantity: 1 },
    ],
  });
  const flexible = checkPack({ mode: 'FLEXIBLE', items: [tshirt] });
  expect(flexible.ok && flexible.items).toEqual([{ productId: 12, combinationId: null, quantity: 2 }]);
});

it('refuses an empty pack, a quantity that is not a whole number from 1, a strict product without its combination', () => {
  expect(checkPack({ mode: 'FLEXIBLE', items: [] })).toMatchObject({
    ok: false,
    problems: { pack: [{ id: 'productPack.itemsRequired' }] },
  });
  const check = checkPack({
    mode: 'STRICT',
    items: [
      { ...tshirt, combinationId: 0 },
      { ...mug, quantity: '0' },
    ],
  });
  expect(check.ok ? {} : check.problems.rows).toEqual({
    0: { combinationId: [expect.objectContaining({ id: 'productPack.combinationRequired' })] },
    1: { quantity: [expect.objectContaining({ id: 'productPack.quantityInvalid' })] },
  });
});
