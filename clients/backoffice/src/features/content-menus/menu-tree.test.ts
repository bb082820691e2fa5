import { applyMove, dropPlacement, flattenTree, keyboardPlacement } from './menu-tree';

/**
 *   1
 *     2
 *       5
 *   3
 *     6
 *   4
 */
const ITEMS = [
  { id: 1, parentId: null, position: 0 },
  { id: 2, parentId: 1, position: 0 },
  { id: 5, parentId: 2, position: 0 },
  { id: 3, parentId: null, position: 1 },
  { id: 6, parentId: 3, position: 0 },
  { id: 4, parentId: null, position: 2 },
];
const flat = flattenTree(ITEMS);
const order = (items: readonly { id: number; parentId: number | null; position: number }[]) =>
  flattenTree(items).map((entry) => `${entry.depth}:${entry.item.id}`);

describe('flattenTree', () => {
  it('lists each parent before its children, by position, with depth and subtree height', () => {
    expect(order(ITEMS)).toEqual(['0:1', '1:2', '2:5', '0:3', '1:6', '0:4']);
    expect(flat.find((entry) => entry.item.id === 1)?.height).toBe(3);
    expect(flat.find((entry) => entry.item.id === 3)).toMatchObject({ index: 1, siblingCount: 3, height: 2 });
  });
});

describe('keyboardPlacement', () => {
  it('moves among siblings up and down, never past the ends', () => {
    expect(keyboardPlacement(flat, 3, 'up')).toEqual({ parentId: null, position: 0 });
    expect(keyboardPlacement(flat, 3, 'down')).toEqual({ parentId: null, position: 2 });
    expect(keyboardPlacement(flat, 1, 'up')).toBeNull();
    expect(keyboardPlacement(flat, 4, 'down')).toBeNull();
  });

  it('puts an item last under the sibling above, within three levels', () => {
    expect(keyboardPlacement(flat, 4, 'in')).toEqual({ parentId: 3, position: 1 });
    // 3 goes with its child: 1 > 3 > 6 is three levels, allowed.
    expect(keyboardPlacement(flat, 3, 'in')).toEqual({ parentId: 1, position: 1 });
    expect(keyboardPlacement(flat, 1, 'in')).toBeNull();
  });

  it('refuses to push a subtree below the third level', () => {
    const deep = flattenTree([
      { id: 1, parentId: null, position: 0 },
      { id: 2, parentId: 1, position: 0 },
      { id: 3, parentId: 1, position: 1 },
      { id: 4, parentId: 3, position: 0 },
    ]);
    expect(keyboardPlacement(deep, 3, 'in')).toBeNull();
  });

  it('takes an item out to just after its parent', () => {
    expect(keyboardPlacement(flat, 5, 'out')).toEqual({ parentId: 1, position: 1 });
    expect(keyboardPlacement(flat, 6, 'out')).toEqual({ parentId: null, position: 2 });
    expect(keyboardPlacement(flat, 4, 'out')).toBeNull();
  });
});

describe('applyMove', () => {
  it('renumbers the old and the new siblings as the server does', () => {
    expect(order(applyMove(ITEMS, 4, { parentId: 3, position: 0 }))).toEqual([
      '0:1',
      '1:2',
      '2:5',
      '0:3',
      '1:4',
      '1:6',
    ]);
    expect(order(applyMove(ITEMS, 1, { parentId: null, position: 9 }))).toEqual([
      '0:3',
      '1:6',
      '0:4',
      '0:1',
      '1:2',
      '2:5',
    ]);
  });
});

describe('dropPlacement', () => {
  it('drops onto a row at the level of the rows around, one level deeper per indent moved', () => {
    // 4 dropped on 6's row lands between 3 and 6, at 6's level: 3's first child.
    expect(dropPlacement(flat, 4, 6, 0)).toEqual({ parentId: 3, position: 0 });
    // 4 on its own row, one indent in: under 3, after 6.
    expect(dropPlacement(flat, 4, 4, 1)).toEqual({ parentId: 3, position: 1 });
    // 6 on its own row, one indent out: after 3 at the root.
    expect(dropPlacement(flat, 6, 6, -1)).toEqual({ parentId: null, position: 2 });
  });

  it('keeps a subtree within three levels and answers null when nothing moves', () => {
    expect(dropPlacement(flat, 3, 3, 0)).toBeNull();
    // 1 has three levels: wherever it goes it stays at the root.
    expect(dropPlacement(flat, 1, 6, 2)).toEqual({ parentId: null, position: 1 });
  });
});
