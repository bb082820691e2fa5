import { plainText, truncate } from './plain-text';

describe('plainText', () => {
  it('drops tags, decodes entities and collapses white space', () => {
    expect(plainText('<p>Robe&nbsp;en <b>lin</b></p>\n<ul><li>Léger &amp; frais</li></ul>')).toBe(
      'Robe en lin Léger & frais',
    );
    expect(plainText('&lt;script&gt; &#233;t&#xE9; &bogus;')).toBe('<script> été &bogus;');
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const text = plainText('<p>un deux trois quatre cinq</p>', 15);
    expect(text).toBe('un deux trois…');
    expect([...text].length).toBeLessThanOrEqual(15);
    expect(truncate('abcdefghijklmnop', 6)).toBe('abcde…');
    expect(truncate('court', 160)).toBe('court');
  });
});
