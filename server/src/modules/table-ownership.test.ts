/**
 * A module reads and writes only its own tables in raw SQL; another module's data comes through that
 * module's face: its exported functions, or the SQL views its manifest lists under `views`. Every
 * string literal of a module's code is scanned for the relation after from / join / into / update;
 * a table's owner is the module whose manifest lists its entity; a published view is named with its
 * module's schema (`catalog.product`) and listed in that module's manifest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import ts from 'typescript';
import { serverEntities, serverModules } from '.';

const MODULES_DIR = __dirname;
/** The relation after a keyword, qualified (`catalog.product`: a view a module publishes) or not. */
const RELATION_AFTER = /\b(?:from|join|into|update|table)\s+"?(?:([a-z_]+)\.)?([a-z_][a-z0-9_]*)"?/gi;

async function tableOwners(): Promise<Map<string, string>> {
  const orm = await MikroORM.init({
    clientUrl: 'postgresql://owner@127.0.0.1:1/none',
    entities: serverEntities,
    connect: false,
    discovery: { disableDynamicFileAccess: true },
  });
  const owners = new Map<string, string>();
  for (const module of serverModules) {
    for (const entity of module.entities) {
      const meta = orm.getMetadata().get(entity.name);
      owners.set(meta.tableName, module.name);
      for (const prop of Object.values(meta.properties)) {
        if (prop.pivotTable && prop.owner) owners.set(prop.pivotTable.split('.').pop() ?? '', module.name);
      }
    }
  }
  return owners;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text of every string and template literal (template parts without their ${} holes). */
function literalsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

function crossModuleReads(owners: Map<string, string>): string[] {
  const views = new Set(serverModules.flatMap((module) => module.views ?? []));
  const problems: string[] = [];
  for (const module of serverModules) {
    for (const file of sourceFiles(path.join(MODULES_DIR, module.name))) {
      for (const { text, line } of literalsOf(file)) {
        for (const [, schema, table = ''] of text.matchAll(RELATION_AFTER)) {
          const where = `${path.relative(MODULES_DIR, file)}:${line}`;
          if (schema !== undefined) {
            if (!views.has(`${schema}.${table}`))
              problems.push(`${where} names ${schema}.${table}, which no module publishes`);
            continue;
          }
          const owner = owners.get(table);
          if (owner && owner !== module.name) problems.push(`${where} reads ${table} (${owner})`);
        }
      }
    }
  }
  return problems;
}

it('knows the owner of every table of every module', async () => {
  const owners = await tableOwners();
  expect(owners.get('customer_order')).toBe('orders');
  expect(owners.get('product')).toBe('catalog');
  expect(new Set(owners.values()).size).toBeGreaterThan(10);
});

it('finds no raw SQL naming another module’s table', async () => {
  expect(crossModuleReads(await tableOwners())).toEqual([]);
});
