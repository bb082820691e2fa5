/**
 * The views each module's manifest publishes are the ones the migrations create, and nothing else
 * lives in those schemas: a view named in raw SQL (checked by modules/table-ownership.test.ts) exists,
 * and a view dropped or added by a migration is declared in its module.
 */
import { serverModules } from '../src/modules';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

it('creates exactly the views the modules publish', async () => {
  const published = serverModules.flatMap((module) => module.views ?? []).sort();
  const schemas = [...new Set(published.map((view) => view.split('.')[0]))];
  const rows = await server.orm.em
    .fork()
    .execute<{ name: string }[]>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema = any(?::text[]) order by 1",
      [`{${schemas.join(',')}}`],
    );
  expect(rows.map((row) => row.name).sort()).toEqual(published);
});

it('keeps what is nobody else’s business out of the views', async () => {
  const rows = await server.orm.em
    .fork()
    .execute<{ name: string }[]>(
      "select table_schema || '.' || table_name || '.' || column_name as name from information_schema.columns where table_schema in ('staff', 'shop', 'reviews')",
    );
  const columns = rows.map((row) => row.name);
  expect(columns).toContain('staff.staff.email');
  expect(columns).not.toContain('staff.staff.password_hash');
  expect(columns).not.toContain('shop.shop.storefront_token');
  expect(columns).not.toContain('reviews.review.phone');
});
