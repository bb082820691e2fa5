import { render, screen } from '@testing-library/react';
import { ResponsiveImage, srcSetOf } from './ResponsiveImage';

const variants = [
  { size: 'PRODUCT_PAGE_LARGE', url: '/l.webp', width: 1200, height: 900 },
  { size: 'GRID_DISPLAY', url: '/g.webp', width: 480, height: 360 },
  { size: 'SMALL_PRODUCT', url: '/s.webp', width: 160, height: 120 },
];

it('lists every size once, smallest first, with its width descriptor', () => {
  expect(srcSetOf(variants)).toBe('/s.webp 160w, /g.webp 480w, /l.webp 1200w');
  // A small original is never enlarged: equal widths make one candidate.
  const small = [
    { size: 'GRID_DISPLAY', url: '/a.webp', width: 100, height: 100 },
    { size: 'PRODUCT_PAGE_LARGE', url: '/b.webp', width: 100, height: 100 },
  ];
  expect(srcSetOf(small)).toBe('/a.webp 100w');
});

it('reserves the box with the width and height of the preferred size and loads lazily', () => {
  render(<ResponsiveImage variants={variants} alt="Sandale" sizes="(min-width: 992px) 25vw, 100vw" />);
  const image = screen.getByRole('img', { name: 'Sandale' });
  expect(image).toHaveAttribute('src', '/g.webp');
  expect(image).toHaveAttribute('srcset', '/s.webp 160w, /g.webp 480w, /l.webp 1200w');
  expect(image).toHaveAttribute('sizes', '(min-width: 992px) 25vw, 100vw');
  expect(image).toHaveAttribute('width', '480');
  expect(image).toHaveAttribute('height', '360');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).not.toHaveAttribute('fetchpriority');
});

it('fetches a priority image at once, with high priority', () => {
  render(
    <ResponsiveImage variants={variants} alt="" sizes="100vw" preferred="PRODUCT_PAGE_LARGE" priority />,
  );
  const image = document.querySelector('img');
  expect(image).toHaveAttribute('src', '/l.webp');
  expect(image).toHaveAttribute('width', '1200');
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});

it('draws nothing without any variant', () => {
  const { container } = render(<ResponsiveImage variants={[]} alt="" sizes="100vw" />);
  expect(container).toBeEmptyDOMElement();
});
