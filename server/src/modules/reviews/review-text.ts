/**
 * A review's text as it is stored and served: HTML with only a few formatting tags and no attribute
 * at all. Reviews are spam magnets, so links are dropped (their words stay as plain text), and
 * scripts, styles and images vanish with their content. Plain line breaks become <br>, so a text
 * typed in a textarea keeps its lines.
 */
import sanitizeHtml from 'sanitize-html';

export const REVIEW_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li'] as const;

const REVIEW_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...REVIEW_TEXT_TAGS],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
};

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

export function sanitizeReviewText(text: string): string {
  const withBreaks = text.trim().replace(/\r\n?/g, '\n').replace(/\n/g, '<br>');
  return sanitizeHtml(withBreaks, REVIEW_HTML);
}

/** True when the sanitised HTML shows no words (only tags, entities for spaces or whitespace). */
export function isBlankHtml(html: string): boolean {
  return (
    sanitizeHtml(html, NO_TAGS)
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
