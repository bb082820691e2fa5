/**
 * Product descriptions are HTML written in the back office and shown as HTML on the storefront, so
 * they are cleaned before they are stored: a small set of text tags, links only to http(s) and
 * mailto, opened without giving the target page a handle on ours (rel=noopener). Scripts, styles,
 * event handlers and every other attribute are dropped.
 */
import sanitizeHtml from 'sanitize-html';

const DESCRIPTION_RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_RULES).trim();
}

/** The visible text of some HTML: what decides whether a description is really empty. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
}
