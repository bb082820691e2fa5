import { THEME_DEFAULTS } from '@tijara/schema';
import { contrastProblems, contrastRatio, normalisedHex, shownValues } from './theme-colors';

it('reads #rgb and #rrggbb colours, and nothing else', () => {
  expect(normalisedHex('#ABC')).toBe('#aabbcc');
  expect(normalisedHex(' #820869 ')).toBe('#820869');
  expect(normalisedHex('#82086')).toBeNull();
  expect(normalisedHex('red')).toBeNull();
});

it('computes the WCAG contrast ratio', () => {
  expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
  // #777 on white is the classic near miss of AA.
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

it('finds the spec defaults readable, and flags a pale primary or a pale text', () => {
  expect(contrastProblems(THEME_DEFAULTS, 'light')).toEqual([]);
  expect(contrastProblems(THEME_DEFAULTS, 'dark')).toEqual([]);
  const pale = { ...THEME_DEFAULTS, colorPrimary: '#f5c400', colorText: '#aaaaaa' };
  expect(contrastProblems(pale, 'light').map((problem) => problem.pair)).toEqual([
    'textOnPrimary',
    'textOnBackground',
  ]);
  expect(contrastProblems({ ...THEME_DEFAULTS, colorGrey1: '#dddddd' }, 'dark').map((p) => p.pair)).toEqual([
    'textOnBackground',
  ]);
});

it('shows the last valid colour of a field while its text is not one', () => {
  const typed = { ...THEME_DEFAULTS, colorPrimary: '#zzz', colorBrand: '#123' };
  expect(shownValues(typed, THEME_DEFAULTS)).toMatchObject({ colorPrimary: '#820869', colorBrand: '#123' });
});
