/**
 * The theme editor's colour arithmetic: a typed value read as a colour (`#rgb` or `#rrggbb`, the
 * server's `isThemeColor`), the WCAG 2.x contrast ratio of two colours, and the pairs a shop owner
 * must keep readable: the white text of primary buttons on the primary colour, and the body text on
 * the page's background (white; in the dark preview, its light text on the dark grey). Below
 * WCAG AA for body text (4.5:1) the editor warns.
 */
import { THEME_VARIABLES, isThemeColor } from '@tijara/schema';
import type { ThemeValues, ThemeVariableName } from '@tijara/schema';

/** WCAG 2.x AA for body text. */
export const AA_CONTRAST = 4.5;

/** What the preview paints that is not a variable: button text, page surfaces, the dark preview's text. */
export const PREVIEW_SURFACES = {
  onColour: '#ffffff',
  lightBackground: '#ffffff',
  darkText: '#e8ebf2',
  darkHeading: '#ffffff',
} as const;

export type PreviewMode = 'light' | 'dark';

/** `#abc` as `#aabbcc`, lower case; null for anything that is not a theme colour. */
export function normalisedHex(value: string): string | null {
  const text = value.trim();
  if (!isThemeColor(text)) return null;
  const digits = text.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join('')}` : `#${digits}`;
}

function channel(value: number): number {
  const ratio = value / 255;
  return ratio <= 0.04045 ? ratio / 12.92 : ((ratio + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x) of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const full = normalisedHex(hex) ?? '#000000';
  const [r, g, b] = [1, 3, 5].map((at) => channel(Number.parseInt(full.slice(at, at + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** (lighter + 0.05) / (darker + 0.05): from 1 (same colour) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

export type ContrastPair = 'textOnPrimary' | 'textOnBackground';

export interface ContrastProblem {
  readonly pair: ContrastPair;
  readonly ratio: number;
}

/** The readable pairs below AA in the shown mode (only colours that are valid are judged). */
export function contrastProblems(values: ThemeValues, mode: PreviewMode): ContrastProblem[] {
  const pairs: [ContrastPair, string, string][] = [
    ['textOnPrimary', PREVIEW_SURFACES.onColour, values.colorPrimary],
    mode === 'light'
      ? ['textOnBackground', values.colorText, PREVIEW_SURFACES.lightBackground]
      : ['textOnBackground', PREVIEW_SURFACES.darkText, values.colorGrey1],
  ];
  return pairs.flatMap(([pair, foreground, background]) => {
    if (!isThemeColor(foreground) || !isThemeColor(background)) return [];
    const ratio = contrastRatio(foreground, background);
    return ratio < AA_CONTRAST ? [{ pair, ratio }] : [];
  });
}

/** The typed values, each invalid one replaced by the last valid value shown (the preview's colours). */
export function shownValues(typed: ThemeValues, lastValid: ThemeValues): ThemeValues {
  return Object.fromEntries(
    THEME_VARIABLES.map(({ name }) => [
      name,
      isThemeColor(typed[name].trim()) ? typed[name].trim() : lastValid[name],
    ]),
  ) as Record<ThemeVariableName, string>;
}

/** The variables whose typed value is not a colour. */
export function invalidVariables(typed: ThemeValues): ThemeVariableName[] {
  return THEME_VARIABLES.map(({ name }) => name).filter((name) => !isThemeColor(typed[name].trim()));
}
