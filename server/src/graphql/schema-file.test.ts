/** The committed contract (schema/schema.graphql) must be what the resolvers build now. */
import { readFileSync } from 'node:fs';
import { buildGraphqlSchema } from './build-schema';
import { SCHEMA_HEADER, printContract, schemaFilePath } from './schema-file';

it('has committed the schema the server builds (run `npm run schema:emit` if this fails)', async () => {
  const emitted = printContract(await buildGraphqlSchema());
  expect(emitted.startsWith(SCHEMA_HEADER)).toBe(true);
  expect(readFileSync(schemaFilePath(), 'utf8')).toBe(emitted);
});
