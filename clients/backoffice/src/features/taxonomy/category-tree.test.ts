import { branchIds, buildTree, filterTree, folded, parentChoices, subtreeIds } from './category-tree';
import type { CategoryNode } from './category-tree';
import { APPLIANCES, CATEGORIES, DRINKS, FOOD, JUICES, category, labels } from './taxonomy.mocks';

const shape = (nodes: readonly CategoryNode[]): unknown[] =>
  nodes.map((node) =>
    node.children.length > 0 ? { [node.category.names.fr]: shape(node.children) } : node.category.names.fr,
  );

it('nests each category under its parent, in display order at every level', () => {
  const spices = category(6, labels('Épices'), 1, { position: -1 });
  expect(shape(buildTree([APPLIANCES, JUICES, DRINKS, FOOD, spices]))).toEqual([
    { Alimentation: ['Épices', { Boissons: ['Jus'] }] },
    'Électroménager',
  ]);
});

it('shows at the top level a category whose parent is not in the list, and never loops', () => {
  const orphan = category(7, labels('Orpheline'), 99);
  const loopA = category(8, labels('A'), 9);
  const loopB = category(9, labels('B'), 8);
  expect(shape(buildTree([orphan, loopA, loopB]))).toEqual(['Orpheline']);
});

it('offers as parents every category but itself and what is under it', () => {
  const tree = buildTree(CATEGORIES);
  const choices = parentChoices(tree, subtreeIds(CATEGORIES, DRINKS.id));
  expect(choices.map(({ category: { names }, depth }) => [names.fr, depth])).toEqual([
    ['Alimentation', 0],
    ['Électroménager', 0],
  ]);
  expect(parentChoices(tree, new Set()).map(({ depth }) => depth)).toEqual([0, 1, 2, 0]);
});

it('keeps what matches a filter with its ancestors, whatever the case and accents', () => {
  const tree = buildTree(CATEGORIES);
  const needle = folded('ELECTRO');
  expect(shape(filterTree(tree, ({ names }) => folded(names.fr).includes(needle)))).toEqual([
    'Électroménager',
  ]);
  expect(shape(filterTree(tree, ({ names }) => names.fr === 'Jus'))).toEqual([
    { Alimentation: [{ Boissons: ['Jus'] }] },
  ]);
  expect(branchIds(tree)).toEqual([FOOD.id, DRINKS.id]);
});
