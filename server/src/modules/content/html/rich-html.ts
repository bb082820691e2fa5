/**
 * The one cleaning of the HTML staff write for content (html_block, text_carousel slides, banner
 * captions, CMS pages, blog posts), applied before it is stored, so the storefront can show it as
 * HTML. Kept: text and structure tags, tables, figures, links (http, https, mailto, tel and paths of
 * the site; `rel="noopener noreferrer"` added; `target` only `_blank`), images served by the shop
 * (a path under `/media/` once resolved as the browser would, stored in that resolved form, with alt,
 * width and height), and a short list of layout classes. Dropped: every
 * other tag and attribute (style, on* handlers, id), scripts, styles, iframes, objects and forms with
 * their content.
 */
import sanitizeHtml from 'sanitize-html';

export const RICH_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
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
  'img',
  'figure',
  'figcaption',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The only classes kept (alignment and emphasis the storefront's stylesheet knows). */
export const RICH_HTML_CLASSES = [
  'text-start',
  'text-center',
  'text-end',
  'lead',
  'small',
  'highlight',
] as const;

const MEDIA_PATH = '/media/';
const DIGITS = /^\d{1,4}$/;
const SITE = 'http://site.invalid';

/**
 * The path of an image the shop serves, as a browser resolves `src` against the page: dot segments,
 * `%2e%2e` and backslashes normalised, so `/media/%2e%2e/graphql` is `/graphql` and refused. Null for
 * anything outside `/media/` or on another host (`//host/media/x`, `\\host\media\x`).
 */
export function mediaImagePath(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src, SITE);
  } catch {
    return null;
  }
  return url.origin === SITE && url.pathname.startsWith(MEDIA_PATH) ? url.pathname : null;
}

/** The attributes without a width or height that is not a plain number of pixels. */
function withNumericSizes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).filter(
      ([name, value]) => (name !== 'width' && name !== 'height') || DIGITS.test(value),
    ),
  );
}

const RICH_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_HTML_TAGS],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class'],
  },
  allowedClasses: { '*': [...RICH_HTML_CLASSES] },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The content of these goes with them (a script's text must not turn into visible text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'form', 'select'],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
      };
    },
    img: (tagName, attribs) => {
      const { src = '', ...rest } = withNumericSizes(attribs);
      const path = mediaImagePath(src);
      return { tagName, attribs: path === null ? rest : { src: path, ...rest } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, RICH_RULES).trim();
}

/** The visible words of some HTML ('' when it shows none): what decides whether a text is empty. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
}
