/**
 * URL slugs for products and taxonomy: generated from the French name when staff give none, made
 * unique by a numeric suffix ("robe-kabyle", then "robe-kabyle-2"). A slug staff type themselves is
 * checked, never silently changed: a taken one is their mistake to fix.
 */
const MAX_SLUG_LENGTH = 80;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case ASCII words joined by dashes; accents dropped ("Écharpe d'été" -> "echarpe-d-ete"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The slug of a name, or `fallback` when the name has no Latin letters or digits (Arabic only). */
export function baseSlug(name: string, fallback: string): string {
  return slugify(name) || fallback;
}

/** Why a typed slug is refused, or null when it is well formed. */
export function slugProblem(slug: string): string | null {
  if (slug.length > MAX_SLUG_LENGTH) return `must be at most ${MAX_SLUG_LENGTH} characters`;
  if (!SLUG_PATTERN.test(slug)) return 'must be lower-case letters, digits and single dashes';
  return null;
}

/** `base` if free, else the first free `base-2`, `base-3`, ... */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
