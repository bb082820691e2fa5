import { parseResponsiveNumber } from '@tijara/schema';
import { EMPTY_BOXES, boxesOfText, isRefusedText, textOfBoxes } from './responsive-number';

const boxes = (mobile: string, tablet: string, desktop: string) => ({ mobile, tablet, desktop });

it('makes the stored "[m,t,d]" text of three counts, which the schema reads back', () => {
  const text = textOfBoxes(boxes('2', ' 3 ', '5'));
  expect(text).toBe('[2,3,5]');
  expect(parseResponsiveNumber(text)).toEqual({ mobile: 2, tablet: 3, desktop: 5 });
  expect(boxesOfText(text)).toEqual(boxes('2', '3', '5'));
});

it('reads Arabic-Indic digits as digits and stores Latin ones', () => {
  expect(textOfBoxes(boxes('٢', '٣', '۱۲'))).toBe('[2,3,12]');
});

it('makes nothing of three empty boxes', () => {
  expect(textOfBoxes(boxes('', ' ', ''))).toBe('');
  expect(isRefusedText('')).toBe(false);
  expect(boxesOfText('')).toEqual(EMPTY_BOXES);
});

it('keeps what is typed, refused, when a box is missing, not a whole number or outside 1 to 12', () => {
  for (const [typed, text] of [
    [boxes('2', '', ''), '[2,,]'],
    [boxes('0', '3', '5'), '[0,3,5]'],
    [boxes('2', '13', '5'), '[2,13,5]'],
    [boxes('2', '3', 'a'), '[2,3,a]'],
    [boxes('1.5', '3', '5'), '[1.5,3,5]'],
  ] as const) {
    expect(textOfBoxes(typed)).toBe(text);
    expect(isRefusedText(text)).toBe(true);
    expect(boxesOfText(text)).toEqual(typed);
  }
});

it('refuses a box holding more than one count', () => {
  const text = textOfBoxes(boxes('2,3', '', '5'));
  expect(isRefusedText(text)).toBe(true);
  expect(parseResponsiveNumber(text)).toBeNull();
});
