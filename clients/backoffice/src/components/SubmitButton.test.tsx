import { screen } from '@testing-library/react';
import { renderInLocale } from './test-intl';
import { SubmitButton } from './SubmitButton';

const button = (submitting: boolean, disabled?: boolean) => (
  <form>
    <SubmitButton submitting={submitting} disabled={disabled}>
      Valider
    </SubmitButton>
  </form>
);

it('is disabled and says "Submitting..." while the form is sent, then reads its label again', () => {
  const { rerender } = renderInLocale(button(true));
  const sending = screen.getByRole('button', { name: 'Envoi…' });
  expect(sending).toBeDisabled();
  expect(sending).toHaveAttribute('type', 'submit');

  rerender(button(false));
  expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
});

it('says "Submitting..." in the staff member’s language', () => {
  renderInLocale(button(true), 'en');
  expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
});

it('stays disabled when the form may not be sent', () => {
  renderInLocale(button(false, true));
  expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
});
