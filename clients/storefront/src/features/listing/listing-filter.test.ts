import { filterOf, productsVariables } from './listing-filter';
import { parseListing } from './listing-url';

const state = (search: string) => parseListing(new URLSearchParams(search));

it('narrows the scope with the address, prices in centimes', () => {
  expect(
    productsVariables(
      { categorySlug: 'chaussures' },
      state('brand=3&sub=5&line=9&min=100&max=2500&f.color=Rouge&a.size=42&sort=price_asc&size=50&page=2'),
    ),
  ).toEqual({
    filter: {
      categorySlug: 'chaussures',
      brandIds: [3],
      subCategoryIds: [5],
      brandLineIds: [9],
      priceMin: 10_000,
      priceMax: 250_000,
      features: [{ type: 'color', values: ['Rouge'] }],
      attributes: [{ type: 'size', values: ['42'] }],
    },
    sort: 'PRICE_ASC',
    page: 2,
    pageSize: 50,
  });
});

it('sends only the scope when nothing narrows, in the server order', () => {
  const variables = productsVariables({ featured: true }, state(''));
  expect(JSON.parse(JSON.stringify(variables))).toEqual({
    filter: { featured: true },
    sort: 'DEFAULT',
    page: 1,
    pageSize: 12,
  });
  expect(JSON.parse(JSON.stringify(filterOf({ promotionId: 4 }, state('max=0'))))).toEqual({
    promotionId: 4,
    priceMax: 0,
  });
});
