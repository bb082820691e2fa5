import { act, screen, within } from '@testing-library/react';
import { CatalogueScope } from '@tijara/shared';
import type { Locale } from '@tijara/schema';
import { renderWithApp } from '../../test/render-with-app';
import { DiscountBlock } from './DiscountBlock';
import { laterCatalogue } from './later-catalogue';
import { promotionOf, promotionsAnswer } from './home.mocks';

const NOW = Date.parse('2030-06-01T10:00:00.000Z');
const normalise = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u202f\u00a0]/g, ' ');

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
  jest.setSystemTime(NOW);
});

afterEach(() => {
  jest.useRealTimers();
});

const units = (timer: HTMLElement) =>
  within(timer)
    .getAllByRole('strong', { hidden: true })
    .map((unit) => unit.textContent);

it('counts down every second, then leaves an empty box after the end date', async () => {
  const endsAt = new Date(NOW + (26 * 3600 + 65) * 1000).toISOString(); // 1 day, 2 h, 1 min, 5 s
  renderWithApp(<DiscountBlock publicTitle="Offres du moment" />, {
    graphql: { HomePromotions: () => promotionsAnswer([promotionOf({ id: 4, endsAt })]) },
  });
  const timer = await screen.findByRole('timer', { name: 'Se termine dans' });
  expect(units(timer)).toEqual(['01', '02', '01', '05']);
  expect(normalise(timer.textContent)).toContain('01jour02heures01minute05secondes');

  // Each tick reads the clock anew: one second later, one second less.
  act(() => jest.advanceTimersByTime(1000));
  const seconds = Number(units(screen.getByRole('timer'))[3]);
  act(() => jest.advanceTimersByTime(1000));
  expect(Number(units(screen.getByRole('timer'))[3])).toBe(seconds - 1);
  act(() => jest.advanceTimersByTime(seconds * 1000));
  expect(units(screen.getByRole('timer'))).toEqual(['01', '02', '00', '59']);

  act(() => jest.advanceTimersByTime((26 * 3600 + 60) * 1000));
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  const card = screen.getByRole('listitem');
  const box = card.querySelector('.home-deal__countdown');
  expect(box).toBeInTheDocument();
  expect(box).toBeEmptyDOMElement();
  // The card and its link stay.
  expect(within(card).getByRole('link', { name: 'Voir l’offre' })).toHaveAttribute('href', '/promotions/4');
});

it('shows each deal with its value, what it applies to and a link to its page', async () => {
  renderWithApp(<DiscountBlock publicTitle="Offres du moment" number={2} />, {
    graphql: {
      HomePromotions: () =>
        promotionsAnswer([
          promotionOf({ id: 1, title: 'Soldes', value: 12.5 }),
          promotionOf({
            id: 2,
            title: 'Remise fixe',
            discountType: 'AMOUNT',
            value: 200.5,
            targetName: null,
          }),
          promotionOf({ id: 3, title: 'Au-delà du nombre' }),
        ]),
    },
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Offres du moment' })).toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(normalise(cards[0]?.textContent ?? '')).toContain('12,5 % de remise');
  expect(normalise(cards[0]?.textContent ?? '')).toContain('Sur Électroménager');
  expect(normalise(cards[1]?.textContent ?? '')).toContain('200,50 DA de remise');
  expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Voir l’offre' })).toHaveAttribute(
    'href',
    '/promotions/2',
  );
});

describe('a delivery promotion', () => {
  const deliveryDeals = () =>
    promotionsAnswer([
      promotionOf({ id: 1, title: 'Livraison', scope: 'SHIPPING', value: 100, targetName: null }),
      promotionOf({ id: 2, title: 'Demi-livraison', scope: 'SHIPPING', value: 50, targetName: null }),
      promotionOf({
        id: 3,
        title: 'Port réduit',
        scope: 'SHIPPING',
        discountType: 'AMOUNT',
        value: 300,
        targetName: null,
      }),
      promotionOf({ id: 4, title: 'Tout à moitié prix', scope: 'ALL', value: 100, targetName: null }),
    ]);
  // The dispatcher gives the deal cards their texts (the chunk's catalogue), as on the page.
  const renderDeals = (locale: Locale) =>
    renderWithApp(
      <CatalogueScope catalogue={laterCatalogue}>
        <DiscountBlock publicTitle="Offres" />
      </CatalogueScope>,
      { locale, graphql: { HomePromotions: deliveryDeals } },
    );
  const offers = async () => {
    const cards = await screen.findAllByRole('listitem');
    // Bidi isolates and marks dropped, spaces of any width made one.
    const plain = (text: string) =>
      text
        .replace(/[\u2066-\u2069]/g, '')
        .replace(/[\s\u200e\u200f\u202f\u00a0]+/g, ' ')
        .trim();
    return cards.map((card) => plain(card.querySelector('.home-deal__off')?.textContent ?? ''));
  };

  // The last deal, a product promotion of 100 %, stays a discount.
  it.each([
    [
      'fr',
      [
        'Livraison offerte',
        '50 % de remise sur la livraison',
        '300,00 DA de remise sur la livraison',
        '100 % de remise',
      ],
    ],
    ['en', ['Free delivery', '50% off delivery', '300.00 DA off delivery', '100% off']],
    ['ar', ['توصيل مجاني', 'خصم 50 % على التوصيل', 'خصم 300,00 DA على التوصيل', 'خصم 100 %']],
  ] as const)('says what it takes off the delivery, never "100 % off" (%s)', async (locale, expected) => {
    renderDeals(locale);
    expect(await offers()).toEqual(expected);
  });
});

it('renders nothing without a running promotion', async () => {
  let answered = false;
  const { container } = renderWithApp(<DiscountBlock />, {
    graphql: {
      HomePromotions: () => {
        answered = true;
        return promotionsAnswer([]);
      },
    },
  });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
  expect(answered).toBe(true);
  expect(container).toBeEmptyDOMElement();
});
