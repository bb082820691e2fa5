import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../test/render-with-app';
import { PromoBanner } from './PromoBanner';
import { promotionOf, promotionsAnswer } from './home.mocks';
import { BANNER_ROTATION_MS } from './use-rotation';

const three = promotionsAnswer([
  promotionOf({ id: 1, title: 'Soldes d’été' }),
  promotionOf({ id: 2, title: 'Rentrée scolaire', bannerThumbUrl: null }),
  promotionOf({ id: 3, title: 'Ramadan' }),
]);

/** The one slide shown: the only banner link not hidden from assistive technology. */
const shownLink = () => screen.getByRole('link');

beforeEach(() => {
  // Dexie (fake-indexeddb) runs on setImmediate: only the clocks the banner uses are faked.
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
});

afterEach(() => {
  jest.useRealTimers();
});

it('shows one promotion at a time and moves to the next every 3 seconds, round and round', async () => {
  renderWithApp(<PromoBanner />, { graphql: { HomePromotions: () => three } });
  expect(await screen.findByRole('link', { name: /Soldes d’été/ })).toHaveAttribute('href', '/promotions/1');
  expect(screen.getAllByRole('link')).toHaveLength(1);

  act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS - 1));
  expect(shownLink()).toHaveAccessibleName(/Soldes d’été/);
  act(() => jest.advanceTimersByTime(1));
  expect(shownLink()).toHaveAccessibleName(/Rentrée scolaire/);
  act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS));
  expect(shownLink()).toHaveAccessibleName(/Ramadan/);
  act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS));
  expect(shownLink()).toHaveAccessibleName(/Soldes d’été/);
});

it('gives the first banner image the lead: fetched at once with high priority, the others lazily', async () => {
  const { container } = renderWithApp(<PromoBanner />, { graphql: { HomePromotions: () => three } });
  await screen.findByRole('link', { name: /Soldes d’été/ });
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(2);
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images[0]).toHaveAttribute('width');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
});

it('holds still while the pointer is over it or focus is in it, and on pause', async () => {
  renderWithApp(<PromoBanner />, { graphql: { HomePromotions: () => three } });
  await screen.findByRole('link', { name: /Soldes d’été/ });
  const banner = screen.getByRole('region', { name: 'Promotions en cours' });

  fireEvent.mouseEnter(banner);
  act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS * 2));
  expect(shownLink()).toHaveAccessibleName(/Soldes d’été/);
  fireEvent.mouseLeave(banner);
  act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS));
  expect(shownLink()).toHaveAccessibleName(/Rentrée scolaire/);

  fireEvent.focus(shownLink());
  act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS * 2));
  expect(shownLink()).toHaveAccessibleName(/Rentrée scolaire/);
  fireEvent.blur(shownLink());

  fireEvent.click(screen.getByRole('button', { name: 'Arrêter la rotation des promotions' }));
  fireEvent.blur(screen.getByRole('button', { name: 'Reprendre la rotation des promotions' }));
  act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS * 2));
  expect(shownLink()).toHaveAccessibleName(/Rentrée scolaire/);
  fireEvent.click(screen.getByRole('button', { name: 'Promotion suivante' }));
  expect(shownLink()).toHaveAccessibleName(/Ramadan/);
});

it('never moves on its own when the shopper prefers reduced motion; the buttons still step', async () => {
  const matchMedia = jest.fn((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  try {
    renderWithApp(<PromoBanner />, { graphql: { HomePromotions: () => three } });
    await screen.findByRole('link', { name: /Soldes d’été/ });
    act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS * 3));
    expect(shownLink()).toHaveAccessibleName(/Soldes d’été/);
    expect(
      screen.queryByRole('button', { name: 'Arrêter la rotation des promotions' }),
    ).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Promotion précédente' }));
    expect(shownLink()).toHaveAccessibleName(/Ramadan/);
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});

it('keeps its box while the promotions load, then renders nothing when none runs', async () => {
  const { container } = renderWithApp(<PromoBanner />, {
    graphql: { HomePromotions: () => promotionsAnswer([]) },
  });
  expect(container.querySelector('.home-banner--waiting')).toBeInTheDocument();
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});
