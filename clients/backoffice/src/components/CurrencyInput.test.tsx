import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseCurrencyInput } from '@tijara/shared';
import { CurrencyInput } from './CurrencyInput';
import { renderInLocale } from './test-intl';

function PriceField({ initial = '', errors }: { initial?: string; errors?: string[] }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <CurrencyInput
        id="product-price"
        name="productPrice"
        label="Prix HT"
        value={text}
        onValueChange={setText}
        errors={errors}
      />
      <output>{String(parseCurrencyInput(text))}</output>
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Prix HT' });

it('groups thousands while typed and pads the decimals to ,00 on blur', async () => {
  const user = userEvent.setup();
  renderInLocale(<PriceField />);
  await user.type(field(), '1234,5');
  expect(field()).toHaveValue('1 234,5');
  await user.tab();
  expect(field()).toHaveValue('1 234,50');
  expect(screen.getByRole('status')).toHaveTextContent('123450');
  expect(field()).toHaveAttribute('name', 'productPrice');
});

it('takes a point as the comma, drops letters and a third decimal, reads Arabic-Indic digits', async () => {
  const user = userEvent.setup();
  renderInLocale(<PriceField />);
  await user.type(field(), '2a500.759');
  expect(field()).toHaveValue('2 500,75');
  await user.clear(field());
  await user.type(field(), '١٢٠٠');
  expect(field()).toHaveValue('1 200');
});

it('keeps the caret where it was when a thousands space appears before it', async () => {
  const user = userEvent.setup();
  renderInLocale(<PriceField initial="123" />);
  await user.click(field());
  field().setSelectionRange(1, 1);
  await user.keyboard('9');
  expect(field()).toHaveValue('1 923');
  expect(field().selectionStart).toBe(3);
});

it('shows the server’s lines under the field, marked invalid and pointed at', () => {
  renderInLocale(<PriceField initial="10,00" errors={['Trop bas.', 'Doit dépasser le prix d’achat.']} />);
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  const message = screen.getByRole('alert');
  expect(message).toHaveTextContent('Trop bas.Doit dépasser le prix d’achat.');
  expect(message.querySelectorAll('br')).toHaveLength(1);
  expect(field().getAttribute('aria-describedby')).toContain('product-price-error');
});

it('says so when what was left is not an amount', async () => {
  const user = userEvent.setup();
  renderInLocale(<PriceField />);
  await user.type(field(), ',');
  await user.tab();
  expect(screen.getByRole('alert')).toHaveTextContent('Saisissez un montant');
});

it('keeps the caret after the same digit when a key is refused', async () => {
  const user = userEvent.setup();
  renderInLocale(<PriceField initial="1 234" />);
  await user.click(field());
  field().setSelectionRange(2, 2);
  await user.keyboard('x');
  expect(field()).toHaveValue('1 234');
  expect(field().selectionStart).toBe(1);
});
