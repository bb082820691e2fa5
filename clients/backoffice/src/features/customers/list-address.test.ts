import { isSearchable, listVariables, nextSort, readListState, writeListState } from './list-address';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('the customer list’s address', () => {
  it('reads the plain list as names A to Z, first page of 24, and writes it back empty', () => {
    const state = read('');
    expect(state).toEqual({ search: '', sortBy: 'NAME', descending: false, page: 1, pageSize: 24 });
    expect(writeListState(state).toString()).toBe('');
  });

  it('reads figures biggest first unless the address says otherwise, and writes only what differs', () => {
    expect(read('sort=spent')).toMatchObject({ sortBy: 'SPENT', descending: true });
    expect(read('sort=last_order&dir=asc')).toMatchObject({ sortBy: 'LAST_ORDER', descending: false });
    const state = { search: 'ferhat', sortBy: 'ORDERS', descending: false, page: 3, pageSize: 50 } as const;
    expect(writeListState(state).toString()).toBe('q=ferhat&sort=orders&dir=asc&page=3&size=50');
    expect(read('q=ferhat&sort=orders&dir=asc&page=3&size=50')).toEqual(state);
  });

  it('falls back to the defaults for what it does not know', () => {
    expect(read('sort=age&dir=up&page=0&size=7&q=ab')).toEqual(read(''));
    expect(read('page=-2').page).toBe(1);
  });

  it('sorts a new column its natural way, and flips the same one', () => {
    const byName = read('');
    expect(nextSort(byName, 'SPENT')).toEqual({ sortBy: 'SPENT', descending: true });
    expect(nextSort(byName, 'NAME')).toEqual({ sortBy: 'NAME', descending: true });
    expect(nextSort(read('sort=spent'), 'SPENT')).toEqual({ sortBy: 'SPENT', descending: false });
  });

  it('searches from 3 characters, and sends the search only when there is one', () => {
    expect(isSearchable('')).toBe(true);
    expect(isSearchable(' fe ')).toBe(false);
    expect(isSearchable('٠٥٥')).toBe(true);
    expect(listVariables(read(''))).toEqual({ sortBy: 'NAME', descending: false, page: 1, pageSize: 24 });
    expect(listVariables(read('q=0550'))).toMatchObject({ search: '0550' });
  });
});
