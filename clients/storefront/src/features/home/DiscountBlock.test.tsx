import { act, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render-with-app';
import { DiscountBlock } from './DiscountBlock';
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
