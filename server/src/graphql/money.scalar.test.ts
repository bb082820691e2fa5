import { Kind } from 'graphql';
import { MoneyScalar } from './money.scalar';

describe('the Money scalar', () => {
  it('passes whole centimes through', () => {
    expect(MoneyScalar.serialize(45_050)).toBe(45_050);
    expect(MoneyScalar.parseValue(0)).toBe(0);
    expect(MoneyScalar.parseLiteral({ kind: Kind.INT, value: '1200' })).toBe(1200);
  });

  it.each([12.5, '1200', Number.NaN, null, 2 ** 53])('rejects %p', (value) => {
    expect(() => MoneyScalar.serialize(value)).toThrow(/whole number of centimes/);
    expect(() => MoneyScalar.parseValue(value)).toThrow(/whole number of centimes/);
  });

  it('rejects a literal that is not an integer', () => {
    expect(() => MoneyScalar.parseLiteral({ kind: Kind.FLOAT, value: '12.5' })).toThrow(/integer literal/);
    expect(() => MoneyScalar.parseLiteral({ kind: Kind.STRING, value: '12' })).toThrow(/integer literal/);
  });
});
