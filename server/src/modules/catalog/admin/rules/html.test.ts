import { sanitizeDescription, visibleText } from './html';

describe('sanitizeDescription', () => {
  it('removes scripts and event handlers', () => {
    const dirty = '<p onclick="steal()">Belle <strong>robe</strong></p><script>alert(1)</script>';
    expect(sanitizeDescription(dirty)).toBe('<p>Belle <strong>robe</strong></p>');
  });

  it('keeps http(s) and mailto links with rel=noopener, drops other schemes', () => {
    expect(sanitizeDescription('<a href="https://tijara.dz" target="_blank">site</a>')).toBe(
      '<a href="https://tijara.dz" rel="noopener">site</a>',
    );
    expect(sanitizeDescription('<a href="mailto:a@b.dz">mail</a>')).toBe(
      '<a href="mailto:a@b.dz" rel="noopener">mail</a>',
    );
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
  });

  it('keeps lists and sub-headings, unwraps other tags', () => {
    expect(sanitizeDescription('<h2>Taille</h2><ul><li>XL</li></ul><div><span>ok</span></div>')).toBe(
      '<h2>Taille</h2><ul><li>XL</li></ul>ok',
    );
    expect(sanitizeDescription('<h1>Titre</h1><img src="x" onerror="y">')).toBe('Titre');
  });
});

describe('visibleText', () => {
  it('is empty for markup without text', () => {
    expect(visibleText('<p> </p><br>')).toBe('');
    expect(visibleText('<p>&nbsp;</p>')).toBe('');
    expect(visibleText('<p>Robe</p>')).toBe('Robe');
  });
});
