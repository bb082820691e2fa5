/** `npm run schema:emit`: writes schema/schema.graphql from the resolvers. */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildGraphqlSchema } from './build-schema';
import { printContract, schemaFilePath } from './schema-file';

async function emit(): Promise<void> {
  const file = schemaFilePath();
  writeFileSync(file, printContract(await buildGraphqlSchema()));
  process.stdout.write(`Wrote ${file}\n`);
}

emit().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
