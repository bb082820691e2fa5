import { sanitizeRichHtml, visibleText } from './rich-html';

describe('sanitizeRichHtml', () => {
  it('drops scripts with their text, event handlers, styles and iframes', () => {
    const html = sanitizeRichHtml(
      '<p onclick="x()" style="color:red">Salam<script>alert(1)</script></p>' +
        '<img src="/media/content/a/b/original.webp" onerror="alert(2)" alt="Tapis">' +
        '<iframe src="https://evil.example"></iframe><style>p{}</style>',
    );
    expect(html).toBe('<p>Salam</p><img src="/media/content/a/b/original.webp" alt="Tapis" />');
  });

  it('keeps safe links with rel noopener noreferrer, and only _blank as target', () => {
    expect(sanitizeRichHtml('<a href="/blog/x" target="_top">Lire</a>')).toBe(
      '<a href="/blog/x" rel="noopener noreferrer">Lire</a>',
    );
    expect(sanitizeRichHtml('<a href="https://x.dz" target="_blank">x</a>')).toBe(
      '<a href="https://x.dz" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="tel:+213661000000">Appeler</a>')).toContain('href="tel:+213661000000"');
  });

  it('refuses javascript: and data: addresses', () => {
    expect(sanitizeRichHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toContain('alert');
    expect(sanitizeRichHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('keeps images served by the shop only, with numeric sizes', () => {
    expect(sanitizeRichHtml('<img src="https://evil.example/x.png">')).toBe('');
    expect(sanitizeRichHtml('<img src="/uploads/x.png">')).toBe('');
    expect(sanitizeRichHtml('<img src="/media/a/b.webp" width="300" height="x">')).toBe(
      '<img src="/media/a/b.webp" width="300" />',
    );
  });

  it('resolves an image address as the browser would, refusing any that leaves /media/ or the site', () => {
    for (const src of [
      '/media/%2e%2e/graphql?query=x',
      '/media/%2E%2e/graphql',
      '/media/a/../../graphql',
      '/media\\..\\graphql',
      '\\\\evil.example\\media\\x.png',
      '/\\evil.example/media/x.png',
      '//evil.example/media/x.png',
      'https://evil.example/media/x.png',
    ]) {
      expect([src, sanitizeRichHtml(`<img src="${src}" alt="x">`)]).toEqual([src, '']);
    }
    expect(sanitizeRichHtml('<img src="/media/a/%2e%2e/b/./c.webp?v=2#top" alt="x">')).toBe(
      '<img src="/media/b/c.webp" alt="x" />',
    );
    expect(sanitizeRichHtml('<img src="/media\\a\\b.webp">')).toBe('<img src="/media/a/b.webp" />');
  });

  it('keeps tables, figures and the allowed classes only', () => {
    expect(
      sanitizeRichHtml(
        '<table class="x"><tbody><tr><td class="text-center lead evil">1</td></tr></tbody></table>',
      ),
    ).toBe('<table><tbody><tr><td class="text-center lead">1</td></tr></tbody></table>');
    expect(sanitizeRichHtml('<figure><figcaption>Légende</figcaption></figure><h1>T</h1>')).toBe(
      '<figure><figcaption>Légende</figcaption></figure>T',
    );
  });

  it('tells text that shows nothing', () => {
    expect(visibleText('<p>&nbsp;</p><br>')).toBe('');
    expect(visibleText('<p>Bienvenue</p>')).toBe('Bienvenue');
  });
});
