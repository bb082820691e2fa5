/** The legacy REST shims: shapes, language, and every error status, always JSON, never 500. */
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await server.get(path, headers);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /public/utilis/api/commune/wilaya/{wilayaId}', () => {
  it('answers the deliverable communes as {id, name}, by name', async () => {
    const { status, body } = await getJson('/public/utilis/api/commune/wilaya/16');
    expect(status).toBe(200);
    const rows = body as Array<{ id: number; name: string }>;
    expect(rows).toHaveLength(57);
    expect(rows[0]).toEqual({ id: 1644, name: 'Ain Benian' });
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'name']);
  });

  it('names communes in Arabic when the request prefers Arabic', async () => {
    const { body } = await getJson('/public/utilis/api/commune/wilaya/16', {
      'Accept-Language': 'ar-DZ,fr;q=0.8',
    });
    expect((body as Array<{ id: number; name: string }>).find((c) => c.id === 1601)?.name).toBe(
      'الجزائر الوسطى',
    );
    const french = await getJson('/public/utilis/api/commune/wilaya/16', {
      'Accept-Language': 'fr-DZ,ar;q=0.5',
    });
    expect((french.body as Array<{ id: number; name: string }>).find((c) => c.id === 1601)?.name).toBe(
      'Alger Centre',
    );
  });

  it('answers an empty list for a wilaya the shop does not deliver to', async () => {
    expect(await getJson('/public/utilis/api/commune/wilaya/11')).toEqual({ status: 200, body: [] });
  });
});

describe('GET /public/utilis/api/transport/commune/{communeId}', () => {
  it('answers a list whose first element is the transporter list, prices in dinars', async () => {
    const { status, body } = await getJson('/public/utilis/api/transport/commune/1601');
    expect(status).toBe(200);
    const [transporters, ...rest] = body as unknown[][];
    expect(rest).toEqual([]);
    expect(transporters?.[1]).toEqual({
      id: expect.any(Number),
      name: 'Sahel Express',
      price: 400,
      priceCentimes: 40_000,
      image: null,
      transporterLogo: null,
      deliveryCommune: 1601,
    });
    expect(transporters?.map((t) => (t as { price: number }).price)).toEqual([0, 400, 450]);
  });

  it('keeps centimes exact when converting to dinars', async () => {
    await server.orm.em
      .fork()
      .getConnection()
      .execute(`update transporter set price = 45050 where name = 'Tell Rapide'`);
    const { body } = await getJson('/public/utilis/api/transport/commune/3101');
    expect(
      (body as Array<Array<{ name: string; price: number }>>)[0]?.find((t) => t.name === 'Tell Rapide')
        ?.price,
    ).toBe(450.5);
    await server.orm.em
      .fork()
      .getConnection()
      .execute(`update transporter set price = 45000 where name = 'Tell Rapide'`);
  });
});

describe('errors', () => {
  it.each([
    ['a non-numeric id', '/public/utilis/api/transport/commune/abc', 400, 'communeId'],
    ['a negative id', '/public/utilis/api/transport/commune/-4', 400, 'communeId'],
    ['a decimal id', '/public/utilis/api/commune/wilaya/1.5', 400, 'wilayaId'],
    ['a zero id (the legacy "Choose" option)', '/public/utilis/api/commune/wilaya/0', 400, 'wilayaId'],
  ])('answers 400 naming the field for %s', async (_case, path, status, field) => {
    const { status: actual, body } = await getJson(path);
    expect(actual).toBe(status);
    expect(body).toEqual({
      success: false,
      code: 'BAD_USER_INPUT',
      message: expect.any(String),
      errors: { [field]: [expect.any(String)] },
    });
  });

  it('answers 404 for an unknown commune or wilaya, however large the number', async () => {
    expect((await getJson('/public/utilis/api/transport/commune/9999')).status).toBe(404);
    expect((await getJson('/public/utilis/api/commune/wilaya/99999999999')).status).toBe(404);
    const { status, body } = await getJson('/public/utilis/api/commune/wilaya/77');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, code: 'NOT_FOUND', message: expect.any(String), errors: {} });
  });

  it.each(['/public/utilis/api/commune/wilaya/%E0', '/public/utilis/api/transport/commune/%zz'])(
    'answers 400 JSON, not 500, for a path that is not valid percent-encoding: %s',
    async (path) => {
      const { status, body } = await getJson(path);
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        code: 'MALFORMED_REQUEST',
        message: expect.any(String),
        errors: {},
      });
    },
  );

  it.each(['/public/nothing', '/web/api/nothing', '/public/utilis/api/commune/wilaya'])(
    'answers 404 JSON for the unknown path %s',
    async (path) => {
      const { status, body } = await getJson(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    },
  );

  it('answers 413 JSON for a body over the 1 MB limit', async () => {
    const response = await fetch(`${server.url}/public/utilis/api/transport/commune/1601`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 JSON for a malformed JSON body on any route', async () => {
    for (const path of ['/public/utilis/api/transport/commune/1601', '/web/api/cart/checkout', '/graphql']) {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"unclosed": ',
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      if (path === '/graphql') {
        expect(body).toEqual({
          errors: [{ message: expect.any(String), extensions: { code: 'MALFORMED_REQUEST' } }],
        });
      } else {
        expect(body).toEqual({
          success: false,
          code: 'MALFORMED_REQUEST',
          message: 'Malformed JSON body',
          errors: {},
        });
      }
    }
  });
});
