import { ContentMessageKey } from '@tijara/schema';
import { ContentProblems } from '../content-problems';
import { checkBlock } from './block-rules';

function check(fields: Parameters<typeof checkBlock>[1]) {
  const problems = new ContentProblems();
  const block = checkBlock(problems, fields);
  const error = problems.error();
  return { block, keys: (error?.extensions()['messageKeys'] ?? {}) as Record<string, string> };
}

it('cleans a products carousel: default source, normalised classes and responsive number', () => {
  const { block, keys } = check({
    type: 'products_carousel',
    containerClass: '  home  mt-2 ',
    responsiveNumber: '[ 2, 3, 5 ]',
    target: { categoryId: 4 },
    texts: { fr: { publicTitle: ' Nouveautés ', html: '<p>ignored</p>' } },
  });
  expect(keys).toEqual({});
  expect(block).toMatchObject({
    source: 'FEATURED',
    containerClass: 'home mt-2',
    responsiveNumber: '[2,3,5]',
    size: 'full',
    target: {},
    texts: { fr: { publicTitle: 'Nouveautés' } },
  });
});

it('refuses an unknown type, a bad responsive number and an unsafe link, with their keys', () => {
  expect(check({ type: 'marquee', responsiveNumber: '[1,2]', link: 'javascript:alert(1)' }).keys).toEqual({
    type: ContentMessageKey.BLOCK_TYPE_UNKNOWN,
    responsiveNumber: ContentMessageKey.RESPONSIVE_NUMBER_INVALID,
    link: ContentMessageKey.LINK_UNSAFE,
  });
});

it('asks each type for what it needs', () => {
  expect(check({ type: 'category_products_carousel' }).keys).toEqual({
    'target.categoryId': ContentMessageKey.TARGET_REQUIRED,
  });
  expect(check({ type: 'html_block', texts: { fr: { html: '<p> </p>' } } }).keys).toEqual({
    'texts.fr.html': ContentMessageKey.TEXT_REQUIRED,
  });
  expect(check({ type: 'banner_carousel' }).keys).toEqual({ images: ContentMessageKey.IMAGES_REQUIRED });
  expect(check({ type: 'products_grid', source: 'CHEAPEST' }).keys).toEqual({
    source: ContentMessageKey.SOURCE_INVALID,
  });
});

it('sanitises the HTML of html blocks and text carousel slides', () => {
  const { block } = check({
    type: 'text_carousel',
    texts: {
      ar: { items: ['<p onclick="x()">مرحبا</p><script>x()</script>', ' '] },
      fr: { items: ['<b>Salam</b>'] },
    },
  });
  expect(block?.texts).toEqual({ fr: { items: ['<b>Salam</b>'] }, ar: { items: ['<p>مرحبا</p>'] } });
});

it('checks image links and keys', () => {
  const { keys } = check({
    type: 'banner',
    images: [{ mediaKey: '../etc/passwd', link: 'data:text/html,x', alt: { fr: 'x' } }],
  });
  expect(keys).toEqual({
    'images.0.mediaKey': ContentMessageKey.IMAGE_UNKNOWN,
    'images.0.link': ContentMessageKey.LINK_UNSAFE,
  });
});
