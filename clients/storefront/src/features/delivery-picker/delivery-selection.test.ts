import { DELIVERY_SELECTION_KEY, readSelection } from './delivery-selection';

beforeEach(() => localStorage.clear());

it('reads back a stored choice', () => {
  localStorage.setItem(
    DELIVERY_SELECTION_KEY,
    JSON.stringify({ wilayaId: 16, communeId: 1601, transporterId: 3 }),
  );
  expect(readSelection(localStorage)).toEqual({ wilayaId: 16, communeId: 1601, transporterId: 3 });
});

it('ignores a corrupt or hostile stored value', () => {
  localStorage.setItem(DELIVERY_SELECTION_KEY, '{not json');
  expect(readSelection(localStorage)).toEqual({ wilayaId: null, communeId: null, transporterId: null });
  localStorage.setItem(
    DELIVERY_SELECTION_KEY,
    JSON.stringify({ wilayaId: -4, communeId: '1601', transporterId: 1.5 }),
  );
  expect(readSelection(localStorage)).toEqual({ wilayaId: null, communeId: null, transporterId: null });
});
