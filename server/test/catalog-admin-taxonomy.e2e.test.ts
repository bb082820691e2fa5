/**
 * Staff editing of the taxonomy over GraphQL: categories (a tree without loops, deletion refused
 * while in use), brands and lines, collections, tags, suppliers, feature types and values,
 * attributes and values (colours #RRGGBB), with the reads the product form's selects use.
 */
import {
  errorOf,
  makeAttribute,
  makeCategory,
  makeCombination,
  makeProduct,
  sql,
  staffClient,
} from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
});
afterAll(() => server.close());

async function run<T>(query: string, variables: Record<string, unknown> = {}) {
  const result = await admin.graphql<T>(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

const CREATE_CATEGORY = `mutation ($input: CategoryInput!) { createCategory(input: $input) {
  id slug name names { fr en ar } parent { id } descriptions { fr } position active } }`;
const UPDATE_CATEGORY = `mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) {
  id name parent { id } } }`;

describe('categories', () => {
  it('creates a tree with generated slugs and names in the request language', async () => {
    const root = await run<{ createCategory: { id: number } }>(CREATE_CATEGORY, {
      input: { names: { fr: 'Électroménager', en: 'Appliances', ar: ' ' } },
    });
    const child = await run<{ createCategory: unknown }>(CREATE_CATEGORY, {
      input: {
        names: { fr: 'Électroménager' },
        parentId: root.createCategory.id,
        descriptions: { fr: 'Pour la cuisine' },
        position: 3,
      },
    });
    expect(root.createCategory).toMatchObject({
      slug: 'electromenager',
      names: { fr: 'Électroménager', en: 'Appliances', ar: null },
      parent: null,
      position: 0,
      active: true,
    });
    expect(child.createCategory).toMatchObject({
      slug: 'electromenager-2',
      parent: { id: root.createCategory.id },
      descriptions: { fr: 'Pour la cuisine' },
      position: 3,
    });
    const english = await server.graphql<{ categories: { name: string }[] }>(
      '{ categories { name } }',
      {},
      { cookie: admin.signed.cookie, 'accept-language': 'en' },
    );
    expect(english.data?.categories.map((c) => c.name)).toEqual(['Appliances', 'Électroménager']);
  });

  it('lists every category with parentId and position, to draw the tree in one read', async () => {
    const root = await makeCategory(server, { fr: 'Racine arbre' });
    const child = await makeCategory(server, { fr: 'Branche' }, root.id);
    await sql(server, 'update category set position = 3 where id = ?', [child.id]);
    const { categories } = await run<{
      categories: { id: number; parentId: number | null; position: number }[];
    }>('{ categories { id parentId position } }');
    expect(categories.filter((c) => c.id === root.id || c.id === child.id)).toEqual([
      { id: root.id, parentId: null, position: 0 },
      { id: child.id, parentId: root.id, position: 3 },
    ]);
  });

  it('refuses a loop in the tree and an empty French name', async () => {
    const a = await makeCategory(server, { fr: 'A' });
    const b = await makeCategory(server, { fr: 'B' }, a.id);
    const c = await makeCategory(server, { fr: 'C' }, b.id);
    for (const parentId of [a.id, c.id]) {
      const loop = await admin.graphql(UPDATE_CATEGORY, {
        id: a.id,
        input: { names: { fr: 'A' }, parentId },
      });
      expect(errorOf(loop).fieldErrors).toEqual({
        parentId: ['cannot be the category itself or one of its sub-categories'],
      });
    }
    const moved = await run<{ updateCategory: unknown }>(UPDATE_CATEGORY, {
      id: c.id,
      input: { names: { fr: 'C' }, parentId: a.id },
    });
    expect(moved.updateCategory).toEqual({ id: c.id, name: 'C', parent: { id: a.id } });
    const unnamed = await admin.graphql(CREATE_CATEGORY, { input: { names: { fr: '  ', en: 'x' } } });
    expect(errorOf(unnamed).fieldErrors).toEqual({ 'names.fr': ['must not be empty'] });
    expect(
      errorOf(await admin.graphql(CREATE_CATEGORY, { input: { names: { fr: 'X' }, parentId: 999_999 } }))
        .code,
    ).toBe('NOT_FOUND');
  });

  it('refuses to delete a category with sub-categories or main category of products', async () => {
    const parent = await makeCategory(server, { fr: 'Parent' });
    await makeCategory(server, { fr: 'Enfant' }, parent.id);
    const main = await makeCategory(server, { fr: 'Principale' });
    await makeProduct(server, { mainCategoryId: main.id });
    const DELETE = 'mutation ($id: Int!) { deleteCategory(id: $id) }';
    expect(errorOf(await admin.graphql(DELETE, { id: parent.id })).fieldErrors).toEqual({
      id: ['has sub-categories: move or delete them first'],
    });
    expect(errorOf(await admin.graphql(DELETE, { id: main.id })).fieldErrors).toEqual({
      id: ['is the main category of products: change theirs first'],
    });
    const empty = await makeCategory(server, { fr: 'Vide' });
    expect(await run(DELETE, { id: empty.id })).toEqual({ deleteCategory: empty.id });
    expect(await sql(server, 'select count(*) from category where id = ?', [empty.id])).toEqual([
      { count: '0' },
    ]);
  });
});

describe('brands and lines', () => {
  it('creates, renames and deletes a brand with its lines', async () => {
    const brand = await run<{ createBrand: { id: number; slug: string } }>(
      'mutation { createBrand(input: { name: "Condor" }) { id slug } }',
    );
    expect(brand.createBrand.slug).toBe('condor');
    const line = await run<{ createBrandLine: unknown }>(
      'mutation ($brandId: Int!) { createBrandLine(input: { brandId: $brandId, names: { fr: "Série Or", en: "Gold" } }) { slug name brand { name } } }',
      { brandId: brand.createBrand.id },
    );
    expect(line.createBrandLine).toEqual({
      slug: 'condor-serie-or',
      name: 'Série Or',
      brand: { name: 'Condor' },
    });
    const renamed = await run<{ updateBrand: unknown }>(
      'mutation ($id: Int!) { updateBrand(id: $id, input: { name: "Condor Electronics", active: false }) { name slug active } }',
      { id: brand.createBrand.id },
    );
    expect(renamed.updateBrand).toEqual({ name: 'Condor Electronics', slug: 'condor', active: false });
    const lines = await run<{ brandLines: unknown[] }>(
      'query ($id: Int) { brandLines(brandId: $id) { slug } }',
      {
        id: brand.createBrand.id,
      },
    );
    expect(lines.brandLines).toEqual([{ slug: 'condor-serie-or' }]);
    await run('mutation ($id: Int!) { deleteBrand(id: $id) }', { id: brand.createBrand.id });
    expect(await sql(server, "select count(*) from brand_line where slug = 'condor-serie-or'")).toEqual([
      { count: '0' },
    ]);
    const taken = await admin.graphql(
      'mutation { createBrand(input: { name: "X", slug: "condor-serie-or" }) { id } }',
    );
    expect(taken.errors).toBeUndefined();
    const again = await admin.graphql(
      'mutation { createBrand(input: { name: "Y", slug: "condor-serie-or" }) { id } }',
    );
    expect(errorOf(again).fieldErrors).toEqual({ slug: ['is already used'] });
  });
});

describe('collections, tags and suppliers', () => {
  it('saves and deletes each, with their field errors', async () => {
    const collection = await run<{ createCollection: { id: number; slug: string } }>(
      'mutation { createCollection(input: { names: { fr: "Rentrée scolaire" } }) { id slug } }',
    );
    expect(collection.createCollection.slug).toBe('rentree-scolaire');
    const updated = await run<{ updateCollection: unknown }>(
      'mutation ($id: Int!) { updateCollection(id: $id, input: { names: { fr: "Rentrée" }, position: 2 }) { slug name position } }',
      { id: collection.createCollection.id },
    );
    expect(updated.updateCollection).toEqual({ slug: 'rentree-scolaire', name: 'Rentrée', position: 2 });
    const tag = await run<{ createTag: { id: number } }>(
      'mutation { createTag(input: { names: { fr: "Nouveauté" } }) { id } }',
    );
    const supplier = await run<{ createSupplier: { id: number } }>(
      'mutation { createSupplier(input: { name: "Textiles Bejaia", email: "contact@tb.dz", phone: "0661234567" }) { id } }',
    );
    const badEmail = await admin.graphql(
      'mutation { createSupplier(input: { name: "X", email: "nope" }) { id } }',
    );
    expect(errorOf(badEmail).fieldErrors).toEqual({ email: ['must be an e-mail address'] });
    const lists = await run<Record<string, unknown[]>>(
      '{ collections { id } tags { id } suppliers { id name email } }',
    );
    expect(lists.suppliers).toEqual([
      { id: supplier.createSupplier.id, name: 'Textiles Bejaia', email: 'contact@tb.dz' },
    ]);
    for (const [name, id] of [
      ['deleteCollection', collection.createCollection.id],
      ['deleteTag', tag.createTag.id],
      ['deleteSupplier', supplier.createSupplier.id],
    ] as const) {
      expect(await run(`mutation ($id: Int!) { ${name}(id: $id) }`, { id })).toEqual({ [name]: id });
      expect(errorOf(await admin.graphql(`mutation ($id: Int!) { ${name}(id: $id) }`, { id })).code).toBe(
        'NOT_FOUND',
      );
    }
  });
});

describe('features and attributes', () => {
  it('lists types with their values by position, and refuses a code in use', async () => {
    await run(
      'mutation { createFeatureType(input: { code: "screen", labels: { fr: "Écran" }, position: 1 }) { id } }',
    );
    const type = await run<{ createFeatureType: { id: number } }>(
      'mutation { createFeatureType(input: { code: "fabric", labels: { fr: "Tissu" } }) { id } }',
    );
    for (const fr of ['Soie', 'Coton']) {
      await run(
        'mutation ($id: Int!, $fr: String!) { createFeatureValue(typeId: $id, input: { labels: { fr: $fr } }) { id } }',
        {
          id: type.createFeatureType.id,
          fr,
        },
      );
    }
    const types = await run<{ featureTypes: { code: string; values: { name: string }[] }[] }>(
      '{ featureTypes { code values { name } } }',
    );
    expect(types.featureTypes).toEqual([
      { code: 'fabric', values: [{ name: 'Soie' }, { name: 'Coton' }] },
      { code: 'screen', values: [] },
    ]);
    const taken = await admin.graphql(
      'mutation { createFeatureType(input: { code: "fabric", labels: { fr: "X" } }) { id } }',
    );
    expect(errorOf(taken).fieldErrors).toEqual({ code: ['is already used'] });
    const badCode = await admin.graphql(
      'mutation { createFeatureType(input: { code: "Fabric!", labels: { fr: "X" } }) { id } }',
    );
    expect(errorOf(badCode).fieldErrors).toEqual({
      code: ['must start with a letter: lower-case letters, digits, - and _ (at most 40)'],
    });
  });

  it('requires #RRGGBB colours on colour attributes', async () => {
    const attribute = await run<{ createAttribute: { id: number; kind: string } }>(
      'mutation { createAttribute(input: { code: "shade", labels: { fr: "Teinte" }, kind: COLOR }) { id kind } }',
    );
    const CREATE_VALUE = `mutation ($id: Int!, $color: String) {
      createAttributeValue(attributeId: $id, input: { labels: { fr: "Vert" }, color: $color }) { id color name } }`;
    const id = attribute.createAttribute.id;
    expect(errorOf(await admin.graphql(CREATE_VALUE, { id, color: 'green' })).fieldErrors).toEqual({
      color: ['must be a colour like #C62828'],
    });
    expect(errorOf(await admin.graphql(CREATE_VALUE, { id, color: null })).fieldErrors).toEqual({
      color: ['a colour attribute needs a colour per value'],
    });
    const made = await run<{ createAttributeValue: { id: number } }>(CREATE_VALUE, { id, color: '#2e7d32' });
    expect(made.createAttributeValue).toMatchObject({ color: '#2E7D32', name: 'Vert' });
    const listed = await run<{ attributes: unknown[] }>(
      '{ attributes { code kind values { name color attribute { code } } } }',
    );
    expect(listed.attributes).toContainEqual({
      code: 'shade',
      kind: 'COLOR',
      values: [{ name: 'Vert', color: '#2E7D32', attribute: { code: 'shade' } }],
    });
  });

  it('refuses to delete an attribute or a value that combinations use', async () => {
    const category = await makeCategory(server, { fr: 'Téléphones' });
    const product = await makeProduct(server, { mainCategoryId: category.id });
    const { attribute, values } = await makeAttribute(
      server,
      { code: 'storage', labels: { fr: 'Stockage' }, position: 1 },
      [[{ fr: '128 Go' }], [{ fr: '256 Go' }]],
    );
    await makeCombination(server, product.id, [values[0]?.id ?? 0], true);
    const inUse = { id: ['is used by combinations: change or delete them first'] };
    expect(
      errorOf(await admin.graphql('mutation ($id: Int!) { deleteAttribute(id: $id) }', { id: attribute.id }))
        .fieldErrors,
    ).toEqual(inUse);
    expect(
      errorOf(
        await admin.graphql('mutation ($id: Int!) { deleteAttributeValue(id: $id) }', { id: values[0]?.id }),
      ).fieldErrors,
    ).toEqual(inUse);
    expect(
      await run('mutation ($id: Int!) { deleteAttributeValue(id: $id) }', { id: values[1]?.id }),
    ).toEqual({
      deleteAttributeValue: values[1]?.id,
    });
  });
});
