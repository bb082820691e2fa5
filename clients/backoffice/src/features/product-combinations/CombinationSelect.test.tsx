import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { renderWithApp } from '../../test/render-with-app';
import { CombinationSelect, NO_COMBINATION } from './CombinationSelect';
import { choicesMock } from './product-combinations.mocks';

function Picker({ productId, onChange }: { productId: number; onChange: (id: number) => void }) {
  const [value, setValue] = useState(NO_COMBINATION);
  return (
    <CombinationSelect
      productId={productId}
      id="pick"
      label="Déclinaison"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

it('is hidden when the product has no combination', async () => {
  const answered = jest.fn();
  const mock: MockedResponse = {
    ...choicesMock(7, []),
    result: () => {
      answered();
      return { data: { product: { __typename: 'Product', id: 7, combinations: [] } } };
    },
  };
  renderWithApp(<Picker productId={7} onChange={jest.fn()} />, [mock]);
  await waitFor(() => expect(answered).toHaveBeenCalled());
  await new Promise((settle) => setTimeout(settle, 0));
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

it('offers "Choisir" (0), then one option per combination', async () => {
  const onChange = jest.fn();
  renderWithApp(<Picker productId={8} onChange={onChange} />, [
    choicesMock(8, [
      { id: 31, name: 'Rouge - XL' },
      { id: 32, name: 'Bleu - M' },
    ]),
  ]);
  const select = await screen.findByRole('combobox', { name: 'Déclinaison' });
  const options = within(select).getAllByRole<HTMLOptionElement>('option');
  expect(options.map((option) => [option.value, option.textContent])).toEqual([
    ['0', 'Choisir'],
    ['31', 'Rouge - XL'],
    ['32', 'Bleu - M'],
  ]);
  expect(select).toHaveValue('0');
  await userEvent.setup().selectOptions(select, 'Bleu - M');
  expect(onChange).toHaveBeenCalledWith(32);
});
