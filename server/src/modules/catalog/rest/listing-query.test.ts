import { AppError } from '../../../core/errors';
import { asksServerListing, legacyListingRequest } from './listing-query';

const scope = { category: { by: 'slug' as const, slug: 'robes' } };

function fieldsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return Object.keys(error.fieldErrors);
    throw error;
  }
  return [];
}

describe('the legacy listing query', () => {
  it('asks for the whole listing without listing parameters (unknown ones are ignored)', () => {
    expect(asksServerListing({ _: '123' })).toBe(false);
    expect(legacyListingRequest(scope, { _: '123' })).toEqual({
      scope,
      filter: {},
      sort: 'default',
      priceBasis: 'ht',
    });
  });

  it('pages from 1 by 12 once any listing parameter is given', () => {
    expect(legacyListingRequest(scope, { sort: 'price_asc' })).toEqual(
      expect.objectContaining({ sort: 'price_asc', page: { page: 1, size: 12 } }),
    );
  });

  it('reads lists repeated or comma-separated, and grouped values by type', () => {
    const request = legacyListingRequest(scope, {
      brands: ['Condor', 'iris, Brandt'],
      'features[material]': 'coton,lin',
      'attributes[size]': ['S', 'M'],
      'attributes[color]': '',
    });
    expect(request.filter).toEqual({
      brands: ['Condor', 'iris', 'Brandt'],
      features: [{ type: 'material', values: ['coton', 'lin'] }],
      attributes: [{ type: 'size', values: ['S', 'M'] }],
    });
  });

  it('turns dinars into exact centimes', () => {
    const request = legacyListingRequest(scope, { priceMin: '19.9', priceMax: '2500,05' });
    expect([request.filter.priceMin, request.filter.priceMax]).toEqual([1990, 250_005]);
  });

  it('names the parameter at fault', () => {
    expect(fieldsOf(() => legacyListingRequest(scope, { pageSize: '13' }))).toEqual(['pageSize']);
    expect(fieldsOf(() => legacyListingRequest(scope, { page: '-1' }))).toEqual(['page']);
    expect(fieldsOf(() => legacyListingRequest(scope, { sort: 'name' }))).toEqual(['sort']);
    expect(fieldsOf(() => legacyListingRequest(scope, { priceMax: '1e3' }))).toEqual(['priceMax']);
    expect(fieldsOf(() => legacyListingRequest(scope, { 'features[]': 'x' }))).toEqual(['features[]']);
    expect(fieldsOf(() => legacyListingRequest(scope, { brands: Array(51).fill('x') }))).toEqual(['brands']);
  });
});
