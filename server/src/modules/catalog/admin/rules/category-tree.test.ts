import { createsCycle } from './category-tree';

// 1 > 2 > 3, and 4 alone.
const parentOf = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, null],
]);

it('allows moving a category under another branch or to the root', () => {
  expect(createsCycle(3, 4, parentOf)).toBe(false);
  expect(createsCycle(2, null, parentOf)).toBe(false);
  expect(createsCycle(4, 3, parentOf)).toBe(false);
});

it('refuses a category under itself or under its descendants', () => {
  expect(createsCycle(1, 1, parentOf)).toBe(true);
  expect(createsCycle(1, 3, parentOf)).toBe(true);
  expect(createsCycle(2, 3, parentOf)).toBe(true);
});

it('stops on a loop already in the data', () => {
  const looped = new Map<number, number | null>([
    [5, 6],
    [6, 5],
  ]);
  expect(createsCycle(1, 5, looped)).toBe(true);
});
