import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('ignores the order of object keys at every level', () => {
    const a = { b: 1, a: { y: [1, 2], x: 'é' }, c: null };
    const b = { c: null, a: { x: 'é', y: [1, 2] }, b: 1 };
    expect(requestFingerprint(a)).toBe(requestFingerprint(b));
  });

  it('tells arrays in another order and other values apart', () => {
    const base = requestFingerprint({ lines: [1, 2] });
    expect(requestFingerprint({ lines: [2, 1] })).not.toBe(base);
    expect(requestFingerprint({ lines: [1, 3] })).not.toBe(base);
  });

  it('is a SHA-256 hex digest, with undefined keys left out', () => {
    expect(requestFingerprint({ a: 1, b: undefined })).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint({ a: 1, b: undefined })).toBe(requestFingerprint({ a: 1 }));
  });
});
