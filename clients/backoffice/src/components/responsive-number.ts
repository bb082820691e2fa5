/**
 * A content module's "number per screen size" (how many products a carousel shows on a phone, a
 * tablet, a computer): three whole numbers from 0, stored by the server as the JSON text
 * {"mobile":2,"tablet":3,"desktop":5}.
 */
export interface ResponsiveNumber {
  readonly mobile: number;
  readonly tablet: number;
  readonly desktop: number;
}

export const SCREEN_SIZES = ['mobile', 'tablet', 'desktop'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The three numbers of a stored value; null when there is none or it is not three whole numbers.
 * A three-item array [mobile, tablet, desktop] is read too, as older content may hold one.
 */
export function parseResponsiveNumber(json: string | null | undefined): ResponsiveNumber | null {
  if (!json?.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const [mobile, tablet, desktop]: unknown[] = Array.isArray(parsed)
    ? parsed.length === 3
      ? parsed
      : []
    : typeof parsed === 'object' && parsed !== null
      ? SCREEN_SIZES.map((size) => (parsed as Record<string, unknown>)[size])
      : [];
  return isCount(mobile) && isCount(tablet) && isCount(desktop) ? { mobile, tablet, desktop } : null;
}

/** The stored text, keys in a fixed order so an unchanged value gives the same text. */
export function serializeResponsiveNumber(value: ResponsiveNumber): string {
  return JSON.stringify({ mobile: value.mobile, tablet: value.tablet, desktop: value.desktop });
}
