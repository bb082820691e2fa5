import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLASH_DURATION_MS, FlashProvider, useFlash } from './Flash';
import { renderInLocale } from './test-intl';

function Sender() {
  const flash = useFlash();
  return (
    <>
      <button type="button" onClick={() => flash('success', 'Produit enregistré.')}>
        ok
      </button>
      <button type="button" onClick={() => flash('danger', 'Le serveur a refusé.')}>
        ko
      </button>
    </>
  );
}

const app = () =>
  renderInLocale(
    <FlashProvider>
      <Sender />
    </FlashProvider>,
  );

afterEach(() => {
  jest.useRealTimers();
});

it('stacks the messages in a live region and tells refusals as alerts', async () => {
  const user = userEvent.setup();
  app();
  await user.click(screen.getByRole('button', { name: 'ok' }));
  await user.click(screen.getByRole('button', { name: 'ko' }));

  expect(screen.getByRole('status')).toHaveTextContent('Produit enregistré.');
  expect(screen.getByRole('alert')).toHaveTextContent('Le serveur a refusé.');
  expect(screen.getByRole('region', { name: 'Messages' })).toContainElement(screen.getByRole('alert'));
});

it('closes a message with its close button', async () => {
  const user = userEvent.setup();
  app();
  await user.click(screen.getByRole('button', { name: 'ok' }));
  await user.click(screen.getByRole('button', { name: 'Fermer ce message' }));
  expect(screen.queryByText('Produit enregistré.')).not.toBeInTheDocument();
});

it('dismisses each message by itself after 5 seconds', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  app();
  await user.click(screen.getByRole('button', { name: 'ok' }));
  act(() => jest.advanceTimersByTime(3000));
  await user.click(screen.getByRole('button', { name: 'ko' }));

  act(() => jest.advanceTimersByTime(FLASH_DURATION_MS - 3000));
  expect(screen.queryByText('Produit enregistré.')).not.toBeInTheDocument();
  expect(screen.getByText('Le serveur a refusé.')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('Le serveur a refusé.')).not.toBeInTheDocument();
  expect(FLASH_DURATION_MS).toBe(5000);
});
