/**
 * The head tags of a shared storefront link (title, meta description, canonical link, Open Graph,
 * schema.org JSON-LD), rendered from the catalogue's PageHead and put into the served index.html in
 * place of its default title and description. Every value is escaped for its context: attribute
 * and text values as HTML, the JSON-LD so that no `<` (hence no `</script>`) survives in it.
 */
import type { Locale } from '@tijara/schema';
import type { PageHead } from '../modules/catalog';

/** Open Graph names a locale language_TERRITORY. */
const OG_LOCALES: Readonly<Record<Locale, string>> = { fr: 'fr_DZ', ar: 'ar_DZ', en: 'en_GB' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside <script>: `<`, `>`, `&` and the two JavaScript line separators as \u escapes. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export function pageHeadHtml(head: PageHead, siteName: string | null): string {
  // The home is named by the shop alone, as the storefront's tab title names it.
  const title = siteName && head.title !== siteName ? `${head.title} · ${siteName}` : head.title;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
  ];
  if (siteName) tags.push(meta('property', 'og:site_name', siteName));
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image.url));
    if (head.image.width && head.image.height) {
      tags.push(meta('property', 'og:image:width', String(head.image.width)));
      tags.push(meta('property', 'og:image:height', String(head.image.height)));
    }
  }
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.leadImage) {
    // Fetched with the page's scripts instead of after them: the srcset and sizes are the <img>'s own.
    const { href, srcset, sizes } = head.leadImage;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`);
  }
  return tags.join('');
}

/** index.html with its own title and description replaced by `tags` (put at the end of <head>). */
export function withHead(html: string, tags: string): string {
  const stripped = html
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>/i, '');
  const end = /<\/head>/i.exec(stripped);
  if (!end) return tags + stripped;
  return stripped.slice(0, end.index) + tags + stripped.slice(end.index);
}
