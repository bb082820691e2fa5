import { AppError } from '../../../core/errors';
import { parseEntityRef, parseUuid } from './entity-ref';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return undefined;
}

describe('parseEntityRef', () => {
  it('reads digits as an id, a uuid as a uuid and anything slug-like as a slug', () => {
    expect(parseEntityRef('category', '42', 'Category')).toEqual({ by: 'id', id: 42 });
    expect(parseEntityRef('category', '0F8FAD5B-D9CB-469F-A165-70867728950E', 'Category')).toEqual({
      by: 'uuid',
      uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(parseEntityRef('category', 'robes-ete_2026', 'Category')).toEqual({
      by: 'slug',
      slug: 'robes-ete_2026',
    });
    expect(parseEntityRef('category', 'هواتف', 'Category')).toEqual({ by: 'slug', slug: 'هواتف' });
  });

  it('refuses what can be neither (400) and answers 404 for ids beyond the column', () => {
    expect(codeOf(() => parseEntityRef('category', '0', 'Category'))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => parseEntityRef('category', 'a b', 'Category'))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => parseEntityRef('category', '-robes', 'Category'))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => parseEntityRef('category', 'x'.repeat(201), 'Category'))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => parseEntityRef('category', '99999999999', 'Category'))).toBe('NOT_FOUND');
  });

  it('accepts only uuids where a uuid is required', () => {
    expect(parseUuid('brandUuid', '0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(codeOf(() => parseUuid('brandUuid', 'samsung'))).toBe('BAD_USER_INPUT');
  });
});
