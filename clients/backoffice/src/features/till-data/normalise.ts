/**
 * The one text form the till compares in: what a cashier types and what the catalogue holds meet
 * there. Latin: no accents, lower case, ligatures spelled out. Arabic: no diacritics nor tatweel,
 * one alef, ta marbuta as ha, alef maksura as ya, hamza carriers as their letter. Digits: Latin
 * (Arabic-Indic typed on an Arabic keyboard are accepted).
 */
import { normaliseDigits } from '@tijara/schema';

const COMBINING_MARKS = /\p{M}/gu;
/** Tatweel: a stretch of the line, not a letter (the vowel signs go with the combining marks). */
const TATWEEL = /\u0640/g;
const ARABIC_LETTERS: Readonly<Record<string, string>> = {
  '\u0622': '\u0627', // alef with madda
  '\u0623': '\u0627', // alef with hamza above
  '\u0625': '\u0627', // alef with hamza below
  '\u0671': '\u0627', // alef wasla
  '\u0629': '\u0647', // ta marbuta -> ha
  '\u0649': '\u064A', // alef maksura -> ya
  '\u0624': '\u0648', // waw with hamza
  '\u0626': '\u064A', // ya with hamza
};
const ARABIC_LETTER_PATTERN = /[\u0622\u0623\u0625\u0671\u0629\u0649\u0624\u0626]/g;
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };
const LIGATURE_PATTERN = /[œæß]/g;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
/** The Arabic definite article, alone or after wa/bi/fa/ka/li ("والهاتف"). */
const ARABIC_ARTICLE = /^(?:[\u0648\u0628\u0641\u0643]?\u0627\u0644|\u0644\u0644)/;

export function normaliseText(text: string): string {
  return (
    normaliseDigits(text)
      .normalize('NFD')
      // NFD splits an alef with hamza into alef + combining hamza: the marks go, the alef stays.
      .replace(COMBINING_MARKS, '')
      .normalize('NFC')
      .replace(TATWEEL, '')
      .replace(ARABIC_LETTER_PATTERN, (letter) => ARABIC_LETTERS[letter] ?? letter)
      .toLowerCase()
      .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter)
  );
}

/** The words of a text, normalised; empty words dropped. */
export function wordsOf(text: string): string[] {
  return normaliseText(text)
    .split(WORD_SEPARATORS)
    .filter((word) => word !== '');
}

/**
 * The forms a catalogue word is found under: itself, and for an Arabic word with the article its
 * stem, so "هاتف" finds "الهاتف".
 */
export function indexFormsOf(word: string): string[] {
  const stem = word.replace(ARABIC_ARTICLE, '');
  return stem !== word && stem.length >= 2 ? [word, stem] : [word];
}

/** A barcode or SKU as a scanner or a cashier types it: trimmed, Latin digits, case ignored. */
export function normaliseCode(code: string): string {
  return normaliseDigits(code).trim().toLowerCase();
}
