import { depthOf, heightOf, isWithin, placementsOfMove, placementsOfRemoval } from './menu-tree';

// 1 (0) > 2 (0) > 3 (0); 4 (1); 5 (2) > 6 (0), 7 (1)
const rows = [
  { id: 1, parentId: null, position: 0 },
  { id: 2, parentId: 1, position: 0 },
  { id: 3, parentId: 2, position: 0 },
  { id: 4, parentId: null, position: 1 },
  { id: 5, parentId: null, position: 2 },
  { id: 6, parentId: 5, position: 0 },
  { id: 7, parentId: 5, position: 1 },
];

it('measures depth, height and ancestry', () => {
  expect([depthOf(rows, 1), depthOf(rows, 2), depthOf(rows, 3)]).toEqual([1, 2, 3]);
  expect([heightOf(rows, 1), heightOf(rows, 5), heightOf(rows, 4)]).toEqual([3, 2, 1]);
  expect(isWithin(rows, 3, 1)).toBe(true);
  expect(isWithin(rows, 1, 3)).toBe(false);
  expect(isWithin(rows, 4, 4)).toBe(true);
});

it('moves among siblings, renumbering only what changes', () => {
  expect(placementsOfMove(rows, { id: 5, parentId: null, position: 0 })).toEqual([
    { id: 5, parentId: null, position: 0 },
    { id: 1, parentId: null, position: 1 },
    { id: 4, parentId: null, position: 2 },
  ]);
});

it('moves under another parent, closing the old gap and clamping the position to the end', () => {
  expect(placementsOfMove(rows, { id: 4, parentId: 5, position: 99 })).toEqual([
    { id: 4, parentId: 5, position: 2 },
    { id: 5, parentId: null, position: 1 },
  ]);
  expect(placementsOfMove(rows, { id: 6, parentId: null, position: 1 })).toEqual([
    { id: 6, parentId: null, position: 1 },
    { id: 4, parentId: null, position: 2 },
    { id: 5, parentId: null, position: 3 },
    { id: 7, parentId: 5, position: 0 },
  ]);
});

it('closes the gap a removed item leaves', () => {
  expect(placementsOfRemoval(rows, 1)).toEqual([
    { id: 4, parentId: null, position: 0 },
    { id: 5, parentId: null, position: 1 },
  ]);
  expect(placementsOfRemoval(rows, 7)).toEqual([]);
});
