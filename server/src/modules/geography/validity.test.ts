import { isActiveAt } from './validity';

const at = (iso: string) => new Date(iso);
const reform = at('2026-12-31T23:00:00Z');

describe('isActiveAt', () => {
  it('treats null bounds as open-ended', () => {
    expect(isActiveAt({ validFrom: null, validUntil: null }, at('1990-01-01T00:00:00Z'))).toBe(true);
  });

  it('includes validFrom and excludes validUntil (half-open period)', () => {
    const before = { validFrom: null, validUntil: reform };
    const after = { validFrom: reform, validUntil: null };
    const lastMinute = at('2026-12-31T22:59:59.999Z');
    expect([isActiveAt(before, lastMinute), isActiveAt(after, lastMinute)]).toEqual([true, false]);
    expect([isActiveAt(before, reform), isActiveAt(after, reform)]).toEqual([false, true]);
  });
});
