/**
 * A promotion's banner is HTML written in the back office and shown as HTML on the storefront, so
 * it is cleaned before it is stored: headings, paragraphs, spans, emphasis, line breaks, links (to
 * http(s) and mailto, opened with rel=noopener) and images (http(s) or same-site src, with alt).
 * Scripts, styles, event handlers, iframes and every other tag or attribute are dropped.
 */
import sanitizeHtml from 'sanitize-html';

export const BANNER_HTML_MAX_LENGTH = 10_000;

const BANNER_RULES: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'span', 'a', 'strong', 'em', 'br', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Contents of these go with them (a script's text must not turn into visible text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, BANNER_RULES).trim();
}
