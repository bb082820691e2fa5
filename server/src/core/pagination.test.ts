import { BadUserInputError } from './errors';
import { checkPage, checkPageSize, MAX_PAGE, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('covers the rows of the page, page 1 of 12 by default', () => {
    expect(pageWindow()).toEqual({ page: 1, size: 12, limit: 12, offset: 0 });
    expect(pageWindow(null, null)).toEqual({ page: 1, size: 12, limit: 12, offset: 0 });
    expect(pageWindow(3, 50)).toEqual({ page: 3, size: 50, limit: 50, offset: 100 });
  });

  it('refuses a page below 1 and a size off the list, naming both', () => {
    expect(() => pageWindow(0, 13)).toThrow(
      expect.objectContaining({
        fieldErrors: {
          page: [`must be a whole number from 1 to ${MAX_PAGE}`],
          pageSize: ['must be one of 12, 24, 50, 100, 200'],
        },
      }),
    );
  });

  it('refuses a page so far out that its offset could overflow, and a fractional page', () => {
    expect(() => pageWindow(MAX_PAGE + 1, 200)).toThrow(BadUserInputError);
    expect(() => pageWindow(1.5, 12)).toThrow(BadUserInputError);
  });
});

describe('checkPage and checkPageSize', () => {
  it('name the field they check', () => {
    expect(checkPage('p', 2)).toBe(2);
    expect(checkPageSize('size', 200)).toBe(200);
    expect(() => checkPage('p', 0)).toThrow(
      expect.objectContaining({ fieldErrors: { p: [expect.any(String)] } }),
    );
    expect(() => checkPageSize('size', 20)).toThrow(
      expect.objectContaining({ fieldErrors: { size: ['must be one of 12, 24, 50, 100, 200'] } }),
    );
  });
});
