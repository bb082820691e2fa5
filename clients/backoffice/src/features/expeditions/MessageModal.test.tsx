import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderExpeditionScreen } from './expedition-test-kit';
import { MessageModal } from './MessageModal';
import { messages } from './messages';
import type { Notice, NoticeTone } from './notice';

function Screen() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = (tone: NoticeTone) => setNotice({ tone, message: messages.keyItemAdded });
  return (
    <>
      {(['success', 'error', 'warning', 'info'] as const).map((tone) => (
        <button key={tone} type="button" onClick={() => show(tone)}>
          {tone}
        </button>
      ))}
      <MessageModal notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

it('titles its messages Success, Error, Warning and Message, and gives focus back on closing', async () => {
  renderExpeditionScreen(<Screen />, [], 'en');
  const titles = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Message' };
  for (const [tone, title] of Object.entries(titles)) {
    const opener = screen.getByRole('button', { name: tone });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Item added to the expedition.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  }
});
