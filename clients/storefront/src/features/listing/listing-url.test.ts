import { narrowsListing } from '@tijara/schema';
import {
  ATTRIBUTE_PREFIX,
  FEATURE_PREFIX,
  clearNarrowing,
  hasNarrowing,
  pageSearch,
  parseListing,
  setPriceBounds,
  setValue,
  toggleValue,
} from './listing-url';

const parse = (search: string) => parseListing(new URLSearchParams(search));

it('reads every filter of a shared link', () => {
  const state = parse(
    'q=sac&brand=3&brand=1&sub=5&line=9&min=100&max=2500&f.color=Rouge&f.color=Bleu&a.size=42&sort=price_desc&size=24&page=3',
  );
  expect(state).toEqual({
    q: 'sac',
    brand: [1, 3],
    sub: [5],
    line: [9],
    min: 100,
    max: 2500,
    features: [{ type: 'color', values: ['Bleu', 'Rouge'] }],
    attributes: [{ type: 'size', values: ['42'] }],
    sort: 'price_desc',
    size: 24,
    page: 3,
  });
});

it('starts on page 1 with 12 products in the server order', () => {
  expect(parse('')).toEqual({
    q: '',
    brand: [],
    sub: [],
    line: [],
    min: null,
    max: null,
    features: [],
    attributes: [],
    sort: null,
    size: 12,
    page: 1,
  });
});

it('drops malformed values and keeps the rest', () => {
  const state = parse(
    'brand=abc&brand=0&brand=-2&brand=1.5&brand=4&brand=4&sub=&min=-5&max=1e3&sort=cheap&size=13&page=0&f.=x&f.color=&f.color=%20%20&a.size=M',
  );
  expect(state.brand).toEqual([4]);
  expect(state.sub).toEqual([]);
  expect(state.min).toBeNull();
  expect(state.max).toBeNull();
  expect(state.sort).toBeNull();
  expect(state.size).toBe(12);
  expect(state.page).toBe(1);
  expect(state.features).toEqual([]);
  expect(state.attributes).toEqual([{ type: 'size', values: ['M'] }]);
  expect(parse('page=abc').page).toBe(1);
  expect(parse('page=99999999').page).toBe(1);
});

it('drops a price range upside down, and reads Arabic-Indic digits', () => {
  expect(parse('min=500&max=100')).toMatchObject({ min: null, max: null });
  expect(parse('min=٥٠٠&brand=٣')).toMatchObject({ min: 500, brand: [3] });
});

it('cuts a search longer than the limit', () => {
  expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(100);
});

it('toggles one value of a repeated key and goes back to page 1', () => {
  const params = new URLSearchParams('brand=1&brand=2&page=4&sort=price_asc');
  expect(toggleValue(params, 'brand', '3').toString()).toBe('brand=1&brand=2&sort=price_asc&brand=3');
  expect(toggleValue(params, 'brand', '1').toString()).toBe('brand=2&sort=price_asc');
  expect(params.toString()).toBe('brand=1&brand=2&page=4&sort=price_asc');
});

it('sets or removes a single value, going back to page 1', () => {
  const params = new URLSearchParams('page=4&size=24');
  expect(setValue(params, 'sort', 'price_desc').toString()).toBe('size=24&sort=price_desc');
  expect(setValue(params, 'size', null).toString()).toBe('');
  expect(setPriceBounds(params, 10, null).toString()).toBe('size=24&min=10');
});

it('clears the narrowing filters but keeps the search, sort and page size', () => {
  const params = new URLSearchParams(
    'q=sac&brand=1&sub=2&line=3&min=1&max=9&f.color=Rouge&a.size=M&sort=price_asc&size=50&page=2',
  );
  expect(clearNarrowing(params).toString()).toBe('q=sac&sort=price_asc&size=50');
  expect(hasNarrowing(parseListing(params))).toBe(true);
  expect(hasNarrowing(parse('q=sac&sort=price_asc'))).toBe(false);
});

it('builds the address of another page, page 1 without a number', () => {
  const params = new URLSearchParams('brand=1&page=3');
  expect(pageSearch(params, 4)).toBe('?brand=1&page=4');
  expect(pageSearch(params, 1)).toBe('?brand=1');
  expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('');
});

describe('the keys the server knows a listing by', () => {
  it('are every key the listing writes into its address', () => {
    let params = new URLSearchParams(
      'q=robe&brand=1&sub=2&line=3&min=10&max=20&sort=price_asc&size=24&page=2',
    );
    params = toggleValue(params, `${FEATURE_PREFIX}matiere`, 'coton');
    params = toggleValue(params, `${ATTRIBUTE_PREFIX}taille`, 'M');
    for (const key of params.keys()) expect(narrowsListing([key])).toBe(true);
  });

  it('leave the listing at its default first page when absent (tracking tags change nothing)', () => {
    const tagged = new URLSearchParams('utm_source=facebook&fbclid=abc&ref=whatsapp');
    expect(narrowsListing(tagged.keys())).toBe(false);
    expect(parseListing(tagged)).toEqual(parseListing(new URLSearchParams()));
  });
});
