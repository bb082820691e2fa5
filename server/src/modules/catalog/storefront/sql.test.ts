import { joinSql, sql } from './sql';

describe('the sql template', () => {
  it('turns every interpolated value into a placeholder and keeps the values in order', () => {
    const inner = sql`p.slug = ${"o'neil"}`;
    const query = sql`select 1 from product p where p.id = ${7} and ${inner} and p.id = any(array[${[1, 2]}])`;
    expect(query.text).toBe('select 1 from product p where p.id = ? and p.slug = ? and p.id = any(array[?])');
    expect(query.params).toEqual([7, "o'neil", [1, 2]]);
  });

  it('joins fragments with their parameters', () => {
    const joined = joinSql([sql`a = ${1}`, sql`b = ${'x'}`], ' and ');
    expect([joined.text, joined.params]).toEqual(['a = ? and b = ?', [1, 'x']]);
  });

  it('refuses a literal question mark and an empty array', () => {
    expect(() => sql`select '?'`).toThrow(/placeholder/);
    expect(() => sql`select ${[]}`).toThrow(/empty array/);
  });
});
