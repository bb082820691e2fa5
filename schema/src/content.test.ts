import {
  BLOCK_TYPES,
  ContentMessageKey,
  MENU_ITEM_TYPES,
  THEME_DEFAULTS,
  checkModuleFields,
  formatResponsiveNumber,
  isBgColor,
  isBlogPostDateAllowed,
  isBlockType,
  isCssClassList,
  isMenuItemType,
  isSafeContentLink,
  menuItemInput,
  normaliseCssClasses,
  parseResponsiveNumber,
  themeCss,
} from './content';

describe('block and menu item types', () => {
  it('knows the 18 block types of the spec and nothing else', () => {
    expect(BLOCK_TYPES).toHaveLength(18);
    expect(isBlockType('banner_carousel')).toBe(true);
    expect(isBlockType('discounted_products')).toBe(false);
    expect(isBlockType('toString')).toBe(false);
  });

  it('knows the typed, link and numeric menu item types, and what the form asks for each', () => {
    expect(MENU_ITEM_TYPES).toHaveLength(14);
    expect(isMenuItemType('collectionPage')).toBe(true);
    expect(isMenuItemType('7')).toBe(false);
    expect(menuItemInput('Brand')).toBe('target');
    expect(menuItemInput('Link')).toBe('link');
    expect(menuItemInput('10')).toBe('none');
  });
});

describe('responsiveNumber', () => {
  it('reads three whole numbers from 1 to 12, Arabic-Indic digits included, and writes them back', () => {
    expect(parseResponsiveNumber('[2,3,5]')).toEqual({ mobile: 2, tablet: 3, desktop: 5 });
    expect(parseResponsiveNumber(' [ 1 , 12 , 4 ] ')).toEqual({ mobile: 1, tablet: 12, desktop: 4 });
    expect(parseResponsiveNumber('[٢,٣,٥]')).toEqual({ mobile: 2, tablet: 3, desktop: 5 });
    expect(formatResponsiveNumber({ mobile: 2, tablet: 3, desktop: 5 })).toBe('[2,3,5]');
  });

  it.each(['', '2,3,5', '[2,3]', '[2,3,5,6]', '[2,3.5,5]', '[0,3,5]', '[2,3,13]', '["2",3,5]', '{}', 'null'])(
    'refuses %j',
    (text) => {
      expect(parseResponsiveNumber(text)).toBeNull();
    },
  );
});

describe('links', () => {
  it.each(['/catalog/category/robes', '/', 'https://example.dz/promo?x=1', 'http://shop.dz'])(
    'accepts %s',
    (link) => {
      expect(isSafeContentLink(link)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'mailto:a@b.dz',
    '//evil.example/x',
    '/\\evil.example',
    'catalog/robes',
    '/a b',
    '/a\u0000b',
    'https://',
    '',
  ])('refuses %j', (link) => {
    expect(isSafeContentLink(link)).toBe(false);
  });
});

describe('CSS classes and colours', () => {
  it('accepts class tokens of [a-z0-9_-] up to 100 characters, and none', () => {
    expect(isCssClassList('')).toBe(true);
    expect(isCssClassList('home-hero mt_2')).toBe(true);
    expect(normaliseCssClasses('  a   b ')).toBe('a b');
    expect(isCssClassList('Hero')).toBe(false);
    expect(isCssClassList('a"b')).toBe(false);
    expect(isCssClassList('a;}body{x')).toBe(false);
    expect(isCssClassList('a'.repeat(101))).toBe(false);
  });

  it('accepts #rgb, #rrggbb and none as a background', () => {
    expect(['', '#fff', '#A1B2C3'].every(isBgColor)).toBe(true);
    expect(['red', '#ffff', 'rgb(0,0,0)', '#12345g'].some(isBgColor)).toBe(false);
  });
});

describe('checkModuleFields', () => {
  it('answers nothing for good values and for absent ones', () => {
    expect(checkModuleFields({})).toEqual([]);
    expect(
      checkModuleFields({
        size: 'half',
        containerClass: 'a b',
        wrapperCssClass: '',
        bgColor: '#fff',
        link: '/blog/x',
        number: 48,
        responsiveNumber: '[1,2,3]',
        visibleFrom: '2026-01-01T00:00:00Z',
        visibleUntil: '2026-02-01T00:00:00Z',
      }),
    ).toEqual([]);
  });

  it('names every field at fault with its message key', () => {
    expect(
      checkModuleFields({
        size: 'huge',
        containerClass: 'A',
        wrapperCssClass: 'x{',
        bgColor: 'blue',
        link: 'javascript:alert(1)',
        number: 49,
        responsiveNumber: '[1,2]',
        visibleFrom: new Date('2026-02-01T00:00:00Z'),
        visibleUntil: new Date('2026-02-01T00:00:00Z'),
      }),
    ).toEqual([
      { field: 'size', key: ContentMessageKey.SIZE_INVALID },
      { field: 'containerClass', key: ContentMessageKey.CSS_CLASSES_INVALID },
      { field: 'wrapperCssClass', key: ContentMessageKey.CSS_CLASSES_INVALID },
      { field: 'bgColor', key: ContentMessageKey.BG_COLOR_INVALID },
      { field: 'link', key: ContentMessageKey.LINK_UNSAFE },
      { field: 'number', key: ContentMessageKey.NUMBER_OUT_OF_RANGE },
      { field: 'responsiveNumber', key: ContentMessageKey.RESPONSIVE_NUMBER_INVALID },
      { field: 'visibleUntil', key: ContentMessageKey.VISIBILITY_ORDER },
    ]);
    expect(checkModuleFields({ number: 0 })).toEqual([
      { field: 'number', key: ContentMessageKey.NUMBER_OUT_OF_RANGE },
    ]);
  });
});

describe('theme', () => {
  it('has the spec defaults and writes them as CSS variables', () => {
    expect(THEME_DEFAULTS.colorPrimary).toBe('#820869');
    expect(THEME_DEFAULTS.colorGrey1).toBe('#1a1a1a');
    const css = themeCss(THEME_DEFAULTS);
    expect(css.startsWith(':root{--color-brand:#000000;--color-primary:#820869;')).toBe(true);
    expect(css.endsWith('--color-grey-1:#1a1a1a;}')).toBe(true);
  });
});

describe('blog post dates', () => {
  const now = new Date('2025-06-10T10:00:00Z');
  it('takes any past date and one up to a day ahead', () => {
    expect(isBlogPostDateAllowed(new Date('2009-03-14T00:00:00Z'), now)).toBe(true);
    expect(isBlogPostDateAllowed(now, now)).toBe(true);
    expect(isBlogPostDateAllowed(new Date('2025-06-11T10:00:00Z'), now)).toBe(true);
  });
  it('refuses a date more than a day ahead, and an invalid one', () => {
    expect(isBlogPostDateAllowed(new Date('2025-06-11T10:00:01Z'), now)).toBe(false);
    expect(isBlogPostDateAllowed(new Date('not a date'), now)).toBe(false);
  });
});
