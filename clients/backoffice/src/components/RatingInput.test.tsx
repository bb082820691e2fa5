import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RATING_VALUES, RatingInput } from './RatingInput';
import { renderInLocale } from './test-intl';

function ReviewForm({ initial = null, readOnly }: { initial?: number | null; readOnly?: boolean }) {
  const [rating, setRating] = useState<number | null>(initial);
  return (
    <form aria-label="avis">
      <RatingInput label="Note du client" value={rating} onChange={setRating} readOnly={readOnly} />
    </form>
  );
}

const formData = () => new FormData(screen.getByRole('form', { name: 'avis' }) as HTMLFormElement);

it('offers 0.5 to 5 by halves', () => {
  expect(RATING_VALUES).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  renderInLocale(<ReviewForm />);
  const group = screen.getByRole('group', { name: 'Note du client' });
  expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(10);
  expect(screen.getByRole('radio', { name: '0,5 sur 5' })).not.toBeChecked();
});

it('is chosen with a click and moved by half stars with the arrow keys, sent as `rating`', async () => {
  const user = userEvent.setup();
  renderInLocale(<ReviewForm />);
  await user.click(screen.getByRole('radio', { name: '3 sur 5' }));
  expect(formData().get('rating')).toBe('3');

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '3,5 sur 5' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '3,5 sur 5' })).toHaveFocus();
  expect(formData().get('rating')).toBe('3.5');
});

it('shows a rating without letting it change when read only, and still sends it', () => {
  renderInLocale(<ReviewForm initial={4.5} readOnly />);
  expect(screen.getByRole('radio', { name: '4,5 sur 5' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '5 sur 5' })).toBeDisabled();
  expect(formData().get('rating')).toBe('4.5');
});

it('speaks the staff member’s language', () => {
  renderInLocale(<ReviewForm initial={2} />, 'en');
  expect(screen.getByRole('radio', { name: '2 out of 5' })).toBeChecked();
});
