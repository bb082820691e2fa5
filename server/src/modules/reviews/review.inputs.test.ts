import { BadUserInputError } from '../../core/errors';
import { pageWindow } from './review.inputs';

describe('pageWindow', () => {
  it('covers the rows of the page', () => {
    expect(pageWindow(1, 12)).toEqual({ limit: 12, offset: 0 });
    expect(pageWindow(3, 50)).toEqual({ limit: 50, offset: 100 });
  });

  it('refuses a page below 1 and a size off the list, naming both', () => {
    let caught: unknown;
    try {
      pageWindow(0, 13);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BadUserInputError);
    expect(Object.keys((caught as BadUserInputError).fieldErrors).sort()).toEqual(['page', 'pageSize']);
  });

  it('refuses a page so far out that its offset would overflow', () => {
    expect(() => pageWindow(100_001, 200)).toThrow(BadUserInputError);
  });
});
