import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithIntl } from '@tijara/shared/test/render-with-intl';
import type { Locale } from '@tijara/schema';
import { catalogues } from '../../app/i18n';
import { Carousel } from './Carousel';
import type { CarouselController, EnhanceOptions } from './enhance';
import { enhanceCarousel } from './enhance';

jest.mock('./enhance', () => ({ enhanceCarousel: jest.fn() }));

const enhance = jest.mocked(enhanceCarousel);

function controllerMock(autoplay: boolean): jest.Mocked<CarouselController> {
  return {
    autoplay,
    canScrollPrev: jest.fn(() => false),
    canScrollNext: jest.fn(() => true),
    scrollPrev: jest.fn(),
    scrollNext: jest.fn(),
    setPaused: jest.fn(),
    onChange: jest.fn(),
    destroy: jest.fn(),
  };
}

/** A track wider than its viewport (jsdom lays nothing out): 1000 px of slides in 400. */
function layOut() {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 180,
    height: 200,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 180,
    bottom: 200,
  } as DOMRect);
  const scrollBy = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
  return scrollBy;
}

afterEach(() => {
  // Unmounted first: the carousel lets go of the browser APIs the tests stub below.
  cleanup();
  jest.restoreAllMocks();
  enhance.mockReset();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
});

/** The carousel reads no data: the app's texts in the language asked are all it needs. */
const renderCarousel = (ui: ReactElement, options: { locale?: Locale } = {}) =>
  renderWithIntl(ui, { messages: catalogues, locale: options.locale ?? 'fr' });

const three = ['Un', 'Deux', 'Trois'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

it('is a labelled carousel of slides, sized for its kind plus a peek', () => {
  renderCarousel(
    <Carousel label="Nos marques" kind="brands" perView={{ mobile: 3 }} header={<h2>Nos marques</h2>}>
      {three}
    </Carousel>,
  );
  const carousel = screen.getByRole('region', { name: 'Nos marques' });
  expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
  const slides = within(carousel).getAllByRole('group');
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 sur 3', '2 sur 3', '3 sur 3']);
  expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositive');
  expect(carousel.style.getPropertyValue('--carousel-mobile')).toBe('3.2');
  expect(carousel.style.getPropertyValue('--carousel-tablet')).toBe('6.2');
  expect(carousel.style.getPropertyValue('--carousel-desktop')).toBe('8.2');
  expect(within(carousel).getByRole('heading', { name: 'Nos marques' })).toBeInTheDocument();
});

it('hides its buttons once measured, when every slide fits', async () => {
  renderCarousel(
    <Carousel label="Peu" kind="products">
      {three}
    </Carousel>,
  );
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Voir les suivants' })).not.toBeInTheDocument(),
  );
});

it('steps the native track one slide at a time, forward only while there is more', () => {
  const scrollBy = layOut();
  renderCarousel(
    <Carousel label="Produits" kind="products">
      {three}
    </Carousel>,
  );
  const previous = screen.getByRole('button', { name: 'Voir les précédents' });
  const next = screen.getByRole('button', { name: 'Voir les suivants' });
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  expect(next).toHaveAttribute('aria-disabled', 'false');

  fireEvent.click(previous);
  expect(scrollBy).not.toHaveBeenCalled();
  fireEvent.click(next);
  expect(scrollBy).toHaveBeenCalledWith({ left: 180, behavior: 'smooth' });
});

it('steps the other way in a right-to-left page', () => {
  const scrollBy = layOut();
  renderCarousel(
    <Carousel label="Produits" kind="products">
      {three}
    </Carousel>,
    { locale: 'ar' },
  );
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  fireEvent.click(screen.getByRole('button', { name: 'عرض التالي' }));
  expect(scrollBy).toHaveBeenCalledWith({ left: -180, behavior: 'smooth' });
});

describe('after first paint', () => {
  let intersect: () => void = () => {};

  beforeEach(() => {
    class Observer {
      constructor(private readonly callback: IntersectionObserverCallback) {
        intersect = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: Observer, configurable: true });
    Object.defineProperty(window, 'requestIdleCallback', {
      value: (task: () => void) => (task(), 1),
      configurable: true,
    });
    Object.defineProperty(window, 'cancelIdleCallback', { value: () => {}, configurable: true });
  });

  afterEach(() => {
    cleanup();
    for (const name of ['IntersectionObserver', 'requestIdleCallback', 'cancelIdleCallback'])
      Reflect.deleteProperty(window, name);
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('hands the track to Embla near the viewport, right to left in Arabic, with the kind’s autoplay', async () => {
    layOut();
    const controller = controllerMock(true);
    enhance.mockReturnValue(controller);
    renderCarousel(
      <Carousel label="Produits" kind="products">
        {three}
      </Carousel>,
      { locale: 'ar' },
    );
    expect(enhance).not.toHaveBeenCalled();
    act(() => intersect());
    await waitFor(() => expect(enhance).toHaveBeenCalledTimes(1));
    const options = enhance.mock.calls[0]?.[0] as EnhanceOptions;
    expect(options).toMatchObject({ rtl: true, autoplayDelay: 3000, startIndex: 0 });
    expect(screen.getByRole('region')).toHaveAttribute('data-enhanced');

    // The pause button comes with the enhancement; from then on the buttons drive Embla.
    const pause = await screen.findByRole('button', { name: 'إيقاف التمرير التلقائي' });
    fireEvent.click(screen.getByRole('button', { name: 'عرض التالي' }));
    expect(controller.scrollNext).toHaveBeenCalled();
    fireEvent.click(pause);
    expect(controller.setPaused).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'استئناف التمرير التلقائي' })).toBeInTheDocument();
  });

  it('gives Embla no autoplay when the shopper prefers reduced motion', async () => {
    layOut();
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: query.includes('reduce') }),
      configurable: true,
    });
    enhance.mockReturnValue(controllerMock(false));
    renderCarousel(
      <Carousel label="Marques" kind="brands">
        {three}
      </Carousel>,
    );
    act(() => intersect());
    await waitFor(() => expect(enhance).toHaveBeenCalled());
    expect(enhance.mock.calls[0]?.[0]).toMatchObject({ rtl: false, autoplayDelay: null });
    expect(
      screen.queryByRole('button', { name: 'Arrêter le défilement automatique' }),
    ).not.toBeInTheDocument();
  });

  it('gives Embla no autoplay when told not to move on its own', async () => {
    layOut();
    enhance.mockReturnValue(controllerMock(false));
    renderCarousel(
      <Carousel label="Produits" kind="products" autoplay={false}>
        {three}
      </Carousel>,
    );
    act(() => intersect());
    await waitFor(() => expect(enhance).toHaveBeenCalled());
    expect(enhance.mock.calls[0]?.[0]).toMatchObject({ autoplayDelay: null });
  });

  it('leaves a track with nothing to scroll native, without loading Embla', async () => {
    renderCarousel(
      <Carousel label="Peu" kind="products">
        {three}
      </Carousel>,
    );
    act(() => intersect());
    await act(async () => {});
    expect(enhance).not.toHaveBeenCalled();
  });
});
