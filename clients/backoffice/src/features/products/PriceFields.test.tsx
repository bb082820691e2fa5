import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { formatMoney, INTL_LOCALE, priceTtc } from '@tijara/schema';
import { renderWithApp } from '../../test/render-with-app';
import { PriceFields } from './PriceFields';
import type { PriceTexts } from './price-fields-state';

function Wizard() {
  const [texts, setTexts] = useState<PriceTexts>({
    priceHt: '',
    tax: '19',
    supplyPriceHt: '',
    wholeSalePriceHt: '',
  });
  return <PriceFields value={texts} onChange={setTexts} />;
}

describe('PriceFields', () => {
  it('shows the TTC the server stores, computed by the shared function, while staff type', async () => {
    renderWithApp(<Wizard />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Prix de vente HT'), '1234.56');
    expect(screen.getByLabelText('Prix de vente HT')).toHaveValue('1 234,56');
    expect(screen.getByRole('status', { name: 'Prix de vente TTC' })).toHaveTextContent(
      // jest-dom collapses the narrow no-break spaces Intl puts between thousands.
      formatMoney(priceTtc(123_456, 1900), INTL_LOCALE.fr).replace(/\s+/g, ' '),
    );
    expect(screen.getByRole('status', { name: 'Prix de vente TTC' })).toHaveTextContent('1 469,13 DA');
  });

  it('gives 0 for an empty HT and follows the tax rate', async () => {
    renderWithApp(<Wizard />);
    const user = userEvent.setup();
    expect(screen.getByRole('status', { name: 'Prix de gros TTC' })).toHaveTextContent('0,00 DA');
    await user.type(screen.getByLabelText('Prix de gros HT'), '1000');
    await user.clear(screen.getByLabelText('TVA (%)'));
    await user.type(screen.getByLabelText('TVA (%)'), '9');
    expect(screen.getByRole('status', { name: 'Prix de gros TTC' })).toHaveTextContent('1 090,00 DA');
  });

  it('pads the decimals on blur and flags an invalid rate', async () => {
    renderWithApp(<Wizard />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Prix d’achat HT'), '850');
    await user.tab();
    expect(screen.getByLabelText('Prix d’achat HT')).toHaveValue('850,00');
    await user.clear(screen.getByLabelText('TVA (%)'));
    await user.type(screen.getByLabelText('TVA (%)'), '150');
    expect(screen.getByRole('alert')).toHaveTextContent('Taux invalide');
    expect(screen.getByLabelText('TVA (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status', { name: 'Prix d’achat TTC' })).toHaveTextContent('—');
  });
});
