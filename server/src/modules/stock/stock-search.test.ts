import { foldedSql, foldText, searchPattern } from './stock-search';

it('folds case, French accents and Arabic-Indic digits', () => {
  expect(foldText('Chéchia D’ÉTÉ ٢٠٢٦')).toBe('chechia d’ete 2026');
});

it('maps every accented letter the SQL folding lists to one plain letter', () => {
  const [, accented = '', plain = ''] = /'([^']+)', '([^']+)'/.exec(foldedSql('x')) ?? [];
  expect([...accented]).toHaveLength([...plain].length);
  expect([...accented].map(foldText).join('')).toBe(plain);
});

it('makes a LIKE pattern of what was typed, wildcards escaped; nothing for blank', () => {
  expect(searchPattern('  Été ')).toBe('%ete%');
  expect(searchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  expect(searchPattern('   ')).toBeNull();
  expect(searchPattern(null)).toBeNull();
  expect(() => searchPattern('x'.repeat(101))).toThrow('Invalid search');
});
