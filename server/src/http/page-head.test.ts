import type { PageHead } from '../modules/catalog';
import { pageHeadHtml, scriptJson, withHead } from './page-head';

const head: PageHead = {
  title: 'Robe "été" <b>',
  description: 'Légère & fraîche',
  canonicalUrl: 'https://shop.example/catalog/product/robes/robe-ete',
  type: 'product',
  image: { url: 'https://shop.example/media/p/1/product-page-large.webp', width: 1200, height: 800 },
  locale: 'ar',
  structuredData: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
  leadImage: null,
};

describe('pageHeadHtml', () => {
  it('escapes every value for its place, the JSON-LD without any < left', () => {
    const html = pageHeadHtml(head, 'Tijara & Co');
    expect(html).toContain('<title>Robe &#34;été&#34; &#60;b&#62; · Tijara &#38; Co</title>');
    expect(html).toContain('<meta property="og:locale" content="ar_DZ" />');
    expect(html).toContain('<meta property="og:image:height" content="800" />');
    expect(html).not.toContain('</script><script>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(head.structuredData);
  });

  it('leaves out what is unknown (site name, image sizes, JSON-LD)', () => {
    const html = pageHeadHtml({ ...head, image: { url: 'https://x/m.webp' }, structuredData: null }, null);
    expect(html).not.toContain('og:site_name');
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('ld+json');
    expect(html).toContain('<title>Robe &#34;été&#34; &#60;b&#62;</title>');
  });

  it('does not repeat the shop’s name in the title of a page named by it (the home)', () => {
    expect(pageHeadHtml({ ...head, title: 'Tijara' }, 'Tijara')).toContain('<title>Tijara</title>');
  });

  it('preloads the lead image with the srcset and sizes the page draws it with, escaped', () => {
    const leadImage = {
      href: '/media/p/1/grid-display.webp',
      srcset: '/media/p/1/small-product.webp 160w, /media/p/1/grid-display.webp 480w',
      sizes: '(min-width: 64rem) 50vw, 100vw',
    };
    expect(pageHeadHtml({ ...head, leadImage }, null)).toContain(
      '<link rel="preload" as="image" href="/media/p/1/grid-display.webp" imagesrcset="/media/p/1/small-product.webp 160w, /media/p/1/grid-display.webp 480w" imagesizes="(min-width: 64rem) 50vw, 100vw" fetchpriority="high" />',
    );
    expect(pageHeadHtml(head, null)).not.toContain('rel="preload"');
  });
});

describe('scriptJson', () => {
  it('escapes the characters that could end a script or a JavaScript line', () => {
    expect(scriptJson({ a: '<>&\u2028' })).toBe('{"a":"\\u003c\\u003e\\u0026\\u2028"}');
  });
});

describe('withHead', () => {
  it("replaces the page's own title and description, keeping everything else", () => {
    const page = `<html><head><meta charset="utf-8" /><meta name="description" content="Tijara" />
<title>Tijara</title><link rel="icon" href="/i.svg" /></head><body></body></html>`;
    const out = withHead(page, '<title>Robe</title>');
    expect(out).toBe(`<html><head><meta charset="utf-8" />
<link rel="icon" href="/i.svg" /><title>Robe</title></head><body></body></html>`);
  });
});
