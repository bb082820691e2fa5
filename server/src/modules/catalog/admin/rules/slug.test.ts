import { baseSlug, firstFreeSlug, slugify, slugProblem } from './slug';

describe('slugify', () => {
  it('drops accents and joins words with dashes', () => {
    expect(slugify('Robe Kabyle')).toBe('robe-kabyle');
    expect(slugify("  Écharpe d'été — 100% laine ")).toBe('echarpe-d-ete-100-laine');
    expect(slugify('Cœur')).toBe('coeur');
  });

  it('keeps slugs short', () => {
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });
});

describe('baseSlug', () => {
  it('falls back when the name has no Latin letters', () => {
    expect(baseSlug('قفطان', 'product')).toBe('product');
  });
});

describe('firstFreeSlug', () => {
  it('numbers the second and later uses from 2', () => {
    expect(firstFreeSlug('robe-kabyle', new Set())).toBe('robe-kabyle');
    expect(firstFreeSlug('robe-kabyle', new Set(['robe-kabyle']))).toBe('robe-kabyle-2');
    expect(firstFreeSlug('robe-kabyle', new Set(['robe-kabyle', 'robe-kabyle-2']))).toBe('robe-kabyle-3');
  });

  it('reuses a freed number', () => {
    expect(firstFreeSlug('x', new Set(['x', 'x-3']))).toBe('x-2');
  });
});

describe('slugProblem', () => {
  it('accepts lower-case words and refuses anything else', () => {
    expect(slugProblem('robe-kabyle-2')).toBeNull();
    expect(slugProblem('Robe')).not.toBeNull();
    expect(slugProblem('robe--kabyle')).not.toBeNull();
    expect(slugProblem('-robe')).not.toBeNull();
    expect(slugProblem('')).not.toBeNull();
  });
});
