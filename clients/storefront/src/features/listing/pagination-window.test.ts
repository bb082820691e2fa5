import { pageWindow, totalPagesOf } from './pagination-window';

describe('pageWindow', () => {
  it('shows 7 numbers centred on the current page', () => {
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('shifts at the start and the end so there are still 7', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(18, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });

  it('shows every page when there are 7 or fewer', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('keeps a page past the end inside the listing, and shows nothing without pages', () => {
    expect(pageWindow(99, 10)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

it('counts pages as the ceiling of the count over the page size', () => {
  expect(totalPagesOf(0, 12)).toBe(0);
  expect(totalPagesOf(12, 12)).toBe(1);
  expect(totalPagesOf(13, 12)).toBe(2);
  expect(totalPagesOf(5000, 200)).toBe(25);
});
