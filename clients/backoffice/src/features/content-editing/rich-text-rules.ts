/**
 * What the rich text editor may write: a subset of the tags the server keeps (its sanitiser,
 * server/src/modules/content/html/rich-html.ts: p, br, strong, em, b, i, u, s, a, ul, ol, li, h2-h4,
 * blockquote, img, figure, figcaption, span, div, tables). The editor's schema holds only the text
 * tags; HTML holding the others (a table, an image, a block with a class) is kept in the HTML view
 * so that opening it in the editor does not drop them. Links follow the server's rule: a path of the
 * shop, http(s), mailto: or tel:.
 */

/** Tags the editor's schema can hold; anything else stays in the HTML view. */
const EDITOR_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
]);

/** Whether the editor can show this HTML without losing an element or a class. */
export function fitsEditor(html: string): boolean {
  if (/\sclass\s*=/i.test(html)) return false;
  const tags = html.matchAll(/<\s*([a-z][a-z0-9]*)\b/gi);
  for (const [, tag] of tags) if (!EDITOR_TAGS.has((tag ?? '').toLowerCase())) return false;
  return true;
}

/** A link the server keeps: a path of the shop (not //host), http(s), mailto: or tel:. */
export function isRichLink(href: string): boolean {
  const link = href.trim();
  if (link === '' || /[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  return /^(https?:\/\/[^/]+|mailto:[^/]+|tel:[+0-9][0-9 ().-]*)/i.test(link);
}

/**
 * The editor's HTML without the empty paragraphs it keeps for the caret (one after a list or a quote,
 * one in an empty editor): '' when nothing is written.
 */
export function cleanEditorHtml(html: string): string {
  return html.replace(/(<p>\s*<\/p>)+$/, '');
}
