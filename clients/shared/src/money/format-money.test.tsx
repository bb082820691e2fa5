import { screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import type { Locale } from '@tijara/schema';
import { plain, renderWithIntl } from '../test/render-with-intl';
import { formatDeliveryPrice, useFormatDeliveryPrice, useFormatMoney } from './format-money';

function Prices() {
  const formatMoney = useFormatMoney();
  const formatDelivery = useFormatDeliveryPrice();
  const intl = useIntl();
  return (
    <ul>
      <li data-testid="money">{formatMoney(123_450)}</li>
      <li data-testid="delivery">{formatDelivery(40_000)}</li>
      <li data-testid="free">{formatDeliveryPrice(intl, 0)}</li>
    </ul>
  );
}

it.each<[Locale, string, string, string]>([
  ['fr', '1 234,50 DA', '400,00 DA', 'Livraison gratuite'],
  ['en', '1,234.50 DA', '400.00 DA', 'Free delivery'],
  // Arabic: the amount is one left-to-right isolate (LRI ... PDI) so it reads 400,00 DA, not DA 400,00.
  ['ar', '\u20661.234,50 DA\u2069', '\u2066400,00 DA\u2069', 'توصيل مجاني'],
])(
  'formats centimes with 2 decimals and DA in %s, and a free delivery in words',
  (locale, money, delivery, free) => {
    renderWithIntl(<Prices />, { locale });
    expect(plain(screen.getByTestId('money').textContent)).toBe(money);
    expect(plain(screen.getByTestId('delivery').textContent)).toBe(delivery);
    expect(screen.getByTestId('free')).toHaveTextContent(free);
  },
);
