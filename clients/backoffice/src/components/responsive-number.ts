/**
 * A block's "how many at once" per screen size, between the three boxes staff type in and the one
 * text the form holds and sends. That text is the schema's stored form, "[mobile,tablet,desktop]"
 * (formatResponsiveNumber), whenever the schema's own parser (parseResponsiveNumber: three whole
 * numbers from 1 to 12, Arabic-Indic digits read as digits) accepts the boxes; '' when every box is
 * empty (no value); and the boxes as typed ("[2,,]", "[0,3,5]") otherwise, so the schema's check
 * refuses it instead of the form quietly sending nothing or a count staff did not choose.
 */
import { formatResponsiveNumber, parseResponsiveNumber } from '@tijara/schema';

export const SCREEN_SIZES = ['mobile', 'tablet', 'desktop'] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];

/** What each box holds, as typed. */
export type ResponsiveBoxes = Readonly<Record<ScreenSize, string>>;

export const EMPTY_BOXES: ResponsiveBoxes = { mobile: '', tablet: '', desktop: '' };

/** The text the boxes make: '' for none, the stored form when valid, else the boxes as typed. */
export function textOfBoxes(boxes: ResponsiveBoxes): string {
  const parts = SCREEN_SIZES.map((size) => boxes[size].trim());
  if (parts.every((part) => part === '')) return '';
  const typed = `[${parts.join(',')}]`;
  const counts = parseResponsiveNumber(typed);
  return counts ? formatResponsiveNumber(counts) : typed;
}

// Only splits a text textOfBoxes made from boxes without commas or brackets; it judges nothing.
const TYPED = /^\[([^,[\]]*),([^,[\]]*),([^,[\]]*)\]$/;

/** The boxes showing a text: its counts when valid, the parts of one the boxes made, else empty boxes. */
export function boxesOfText(text: string): ResponsiveBoxes {
  const counts = parseResponsiveNumber(text);
  if (counts) {
    return { mobile: String(counts.mobile), tablet: String(counts.tablet), desktop: String(counts.desktop) };
  }
  const typed = TYPED.exec(text);
  return typed ? { mobile: typed[1] ?? '', tablet: typed[2] ?? '', desktop: typed[3] ?? '' } : EMPTY_BOXES;
}

/** Whether the text is one the schema refuses (a box missing, not a whole number, outside 1..12). */
export function isRefusedText(text: string): boolean {
  return text !== '' && parseResponsiveNumber(text) === null;
}
