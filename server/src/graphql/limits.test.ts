import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import { findRepoRoot } from '../config/repo-root';
import { buildGraphqlSchema } from './build-schema';
import { QUERY_LIMITS, QueryTooComplexError, queryLimitsRule } from './limits';

/** A schema that can nest without end, which the app's schema cannot (yet). */
const recursive = buildSchema(`
  type Category { name: String!, parent: Category, children(first: Int): [Category!]! }
  type Query { category: Category, categories(first: Int): [Category!]! }
`);

function refusals(schema: GraphQLSchema, query: string) {
  return validate(schema, parse(query), [queryLimitsRule()]).map((error) => ({
    message: error.message,
    code: error.extensions['code'],
    measured: error.extensions['measured'],
  }));
}

/** `{ category { parent { parent ... { name } } } }`, `depth` fields deep. */
function nested(depth: number): string {
  return `{ ${'category { '.repeat(1)}${'parent { '.repeat(depth - 2)}name${' }'.repeat(depth - 1)} }`;
}

/** Every .graphql document of one client app, as one document (fragments may live in another file). */
function appDocument(app: string): string {
  const root = path.join(findRepoRoot(), 'clients', app, 'src');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
}

describe('the depth limit', () => {
  it(`accepts a query ${QUERY_LIMITS.maxDepth} fields deep and refuses one 12 deep`, () => {
    expect(refusals(recursive, nested(QUERY_LIMITS.maxDepth))).toEqual([]);
    expect(refusals(recursive, nested(12))).toEqual([
      {
        message: 'Query depth 12 exceeds the limit of 10 nested fields',
        code: 'QUERY_TOO_COMPLEX',
        measured: 12,
      },
    ]);
  });

  it('follows fragments, nested in one another', () => {
    const query = `
      query { category { ...A } }
      fragment A on Category { parent { parent { ...B } } }
      fragment B on Category { parent { parent { ... on Category { parent { ...C } } } } }
      fragment C on Category { parent { parent { parent { parent { parent { name } } } } } }`;
    expect(refusals(recursive, query)).toMatchObject([{ measured: 12 }]);
  });

  it('does not count __typename, which Apollo Client adds to every selection', () => {
    const query = nested(QUERY_LIMITS.maxDepth).replace('name', 'name __typename');
    expect(refusals(recursive, query)).toEqual([]);
  });

  it('survives a fragment cycle (graphql-js reports it; the measure does not loop)', () => {
    const query = `{ category { ...A } } fragment A on Category { parent { ...A } }`;
    expect(refusals(recursive, query)).toEqual([]);
    expect(validate(recursive, parse(query), specifiedRules).map((e) => e.message)).toEqual([
      'Cannot spread fragment "A" within itself.',
    ]);
  });
});

describe('the complexity budget', () => {
  it('multiplies what a list selects by 10, or by a smaller literal page size', () => {
    // categories 1 + 10 x (children 1 + 10 x (children 1 + 10 x (name 1 + parent 2))) = 3111
    const wide = '{ categories { children { children { name parent { name } } } } }';
    expect(refusals(recursive, wide)).toMatchObject([
      {
        message: expect.stringContaining('Query complexity 3111 exceeds the budget of 2000'),
        measured: 3111,
      },
    ]);
    // 1 + 5 x 311 = 1556
    expect(refusals(recursive, wide.replace('categories', 'categories(first: 5)'))).toEqual([]);
  });

  it('refuses a wide aliased query over the budget against the app schema', async () => {
    const schema = await buildGraphqlSchema();
    const aliases = Array.from({ length: 100 }, (_, i) => `w${i}: wilayas { id name nameAr }`);
    expect(refusals(schema, `{ ${aliases.join(' ')} }`)).toMatchObject([
      { code: 'QUERY_TOO_COMPLEX', measured: 100 * 31 },
    ]);
  });

  it('charges a read-model type once, whatever is selected inside it', () => {
    const schema = buildSchema(`
      type Size { size: String!, url: String! }
      type Image { sizes: [Size!]! }
      type Card { name: String!, images: [Image!]!, related: [Card!]! }
      type Page { items: [Card!]! }
      type Query { page(pageSize: Int): Page!, cards: [Card!]! }
    `);
    const card = schema.getType('Card');
    if (card) card.extensions = { precomputed: true };
    const full = '{ page(pageSize: 200) { items { name images { sizes { size url } } related { name } } } }';
    // page 1 + items (1 + 10 x 1) = 12, though a plain type would cost 1 + (1 + 10 x 133) = 1332
    expect(
      validate(schema, parse(full), [queryLimitsRule({ ...QUERY_LIMITS, maxComplexity: 11 })]),
    ).toHaveLength(1);
    expect(refusals(schema, full)).toEqual([]);
    expect(
      refusals(schema, `{ ${Array.from({ length: 200 }, (_, i) => `c${i}: cards { name }`).join(' ')} }`),
    ).toMatchObject([{ measured: 200 * 11 }]);
  });

  it('carries its code on a QueryTooComplexError, which the error plugin recognises', () => {
    const [error] = validate(recursive, parse(nested(12)), [queryLimitsRule()]);
    expect(error).toBeInstanceOf(QueryTooComplexError);
  });
});

describe('the queries that must pass', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGraphqlSchema();
  });

  it.each(['storefront', 'backoffice'])("accepts every operation of the %s's .graphql documents", (app) => {
    const document = appDocument(app);
    expect(document).toMatch(/query /);
    expect(refusals(schema, document)).toEqual([]);
  });

  it('accepts the standard introspection query GraphiQL sends, with every option on', () => {
    const query = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    });
    expect(validate(schema, parse(query), [...specifiedRules, queryLimitsRule()])).toEqual([]);
  });

  it('still bounds introspection fan-out through graphql-js (fields inside fields inside fields)', () => {
    const query =
      '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    expect(validate(schema, parse(query), [...specifiedRules, queryLimitsRule()])).toMatchObject([
      { message: 'Maximum introspection depth exceeded' },
    ]);
  });
});
