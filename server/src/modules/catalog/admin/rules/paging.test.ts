import { pageRequest } from './paging';

it('turns a page number and size into limit and offset, 12 by default', () => {
  expect(pageRequest(undefined, undefined)).toEqual({ limit: 12, offset: 0 });
  expect(pageRequest(3, 50)).toEqual({ limit: 50, offset: 100 });
});

it('refuses page 0 and sizes outside the list', () => {
  expect(() => pageRequest(0, 13)).toThrow(
    expect.objectContaining({
      fieldErrors: {
        page: ['must be a whole number from 1 to 1000000'],
        pageSize: ['must be one of 12, 24, 50, 100, 200'],
      },
    }),
  );
});
