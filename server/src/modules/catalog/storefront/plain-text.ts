/**
 * HTML (sanitised descriptions) to the plain text a meta description, an Open Graph card or a listing
 * header shows: tags dropped (block ends become spaces), the common entities decoded, white space
 * collapsed, and cut at a word boundary with an ellipsis when longer than asked.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The words of `html`, at most `max` characters (ellipsis included) when given. */
export function plainText(html: string, max?: number): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return max === undefined ? text : truncate(text, max);
}

/** Cut at the last space before `max` (or at `max` in one long word), followed by "…". */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** What meta descriptions are cut to (search engines show about this much). */
export const SEO_DESCRIPTION_LENGTH = 160;
