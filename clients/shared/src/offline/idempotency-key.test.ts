import { canonicalJson, idempotencyKeyFor, sha256Hex } from './idempotency-key';

it('produces the canonical form of the RFC 8785 example', () => {
  const input = JSON.parse(
    '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
      '"string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
      '"literals": [null, true, false]}',
  ) as unknown;
  expect(canonicalJson(input)).toBe(
    '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
      '"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
  );
});

it('sorts properties by UTF-16 code units, recursively', () => {
  const input = {
    '\u20ac': 'Euro',
    '\r': 'CR',
    '\ufb33': 'Hebrew',
    '1': 'One',
    '\ud83d\ude00': 'Smiley',
    '\u0080': 'Control',
    '\u00f6': 'o',
  };
  expect(canonicalJson(input)).toBe(
    '{"\\r":"CR","1":"One","\u0080":"Control","\u00f6":"o","\u20ac":"Euro","\ud83d\ude00":"Smiley","\ufb33":"Hebrew"}',
  );
  expect(canonicalJson({ b: { d: 1, c: [2, { f: 0, e: -0 }] }, a: null })).toBe(
    '{"a":null,"b":{"c":[2,{"e":0,"f":0}],"d":1}}',
  );
});

it('refuses values that are not I-JSON', () => {
  expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
  expect(() => canonicalJson({ n: Infinity })).toThrow(TypeError);
  expect(() => canonicalJson({ s: '\ud800' })).toThrow(TypeError);
  expect(() => canonicalJson({ b: BigInt(1) })).toThrow(TypeError);
});

it('hashes with SHA-256 in hex', async () => {
  expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

it('gives the same key whatever the key order or number spelling, another for another value', async () => {
  const key = await idempotencyKeyFor({
    clientOrderId: 'u-1',
    lines: [{ qty: 2, price: 150000 }],
    phone: '0550',
  });
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  expect(
    await idempotencyKeyFor({ phone: '0550', lines: [{ price: 1.5e5, qty: 2.0 }], clientOrderId: 'u-1' }),
  ).toBe(key);
  expect(
    await idempotencyKeyFor({ phone: '0550', lines: [{ price: 150000, qty: 2 }], clientOrderId: 'u-2' }),
  ).not.toBe(key);
  expect(
    await idempotencyKeyFor({
      clientOrderId: 'u-1',
      lines: [{ qty: 2, price: 150000 }],
      phone: '0550',
      note: undefined,
    }),
  ).toBe(key);
});
