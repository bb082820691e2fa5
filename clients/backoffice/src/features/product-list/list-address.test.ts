import { listVariables, readListState, writeListState } from './list-address';
import { categoryOptions } from './filter-options';

const read = (query: string) => readListState(new URLSearchParams(query));

it('reads the plain address as the newest products first, 24 a page', () => {
  expect(listVariables(read(''))).toEqual({ sortBy: 'CREATED', descending: true, page: 1, pageSize: 24 });
  expect(writeListState(read('')).toString()).toBe('');
});

it('gives back the same address it read, with only what differs from the defaults', () => {
  const query =
    'q=lait&category=9&brand=2&active=0&onSale=1&featured=1&status=draft&sort=name&dir=desc&page=3&size=50';
  expect(writeListState(read(query)).toString()).toBe(query);
  expect(listVariables(read(query))).toEqual({
    filter: {
      search: 'lait',
      categoryId: 9,
      brandId: 2,
      active: false,
      onSale: true,
      featured: true,
      status: 'DRAFT',
    },
    sortBy: 'NAME',
    descending: true,
    page: 3,
    pageSize: 50,
  });
});

it('falls back to the defaults for what it does not know', () => {
  const state = read('category=abc&brand=-2&active=maybe&status=sold&sort=colour&page=0&size=13');
  expect(writeListState(state).toString()).toBe('');
});

it('lists categories under their parents, with their path', () => {
  const category = (id: number, name: string, parent: number | null) => ({
    id,
    name,
    parent: parent === null ? null : { id: parent },
  });
  const options = categoryOptions([
    category(5, 'Lait', 4),
    category(4, 'Épicerie', null),
    category(8, 'Hygiène', null),
    category(6, 'Fromages', 4),
    category(11, 'Orphelin', 99),
    category(12, 'Boucle A', 13),
    category(13, 'Boucle B', 12),
  ]);
  expect(options.map((option) => option.label)).toEqual([
    'Épicerie',
    'Épicerie › Lait',
    'Épicerie › Fromages',
    'Hygiène',
    'Orphelin',
    'Boucle A',
    'Boucle B',
  ]);
});
