import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeviceCopyNote } from './DeviceCopyNote';
import { DraftNote } from './DraftNote';
import { renderInLocale } from './test-intl';

// 21:05 in Algiers (UTC+1) whatever the machine's zone: the note shows the tablet's own time.
const SAVED = new Date(2026, 10, 24, 21, 5);

it('says the screen shows what the device kept, with the date and a 24-hour time', () => {
  renderInLocale(<DeviceCopyNote savedAt={SAVED} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Affiché depuis cet appareil, mis à jour le 24 nov. 2026, 21:05.',
  );
});

it('says it in English and in Arabic with Latin digits', () => {
  const { unmount } = renderInLocale(<DeviceCopyNote savedAt={SAVED} />, 'en');
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Shown from this device, last updated Nov 24, 2026, 21:05\.$/,
  );
  unmount();
  renderInLocale(<DeviceCopyNote savedAt={SAVED} />, 'ar');
  expect(screen.getByRole('status')).toHaveTextContent(/^معروض من هذا الجهاز، آخر تحديث .*2026.*21:05\.$/);
});

it('says nothing when nothing was kept', () => {
  renderInLocale(<DeviceCopyNote savedAt={null} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('tells of a draft taken back and offers to discard it', async () => {
  const onDiscard = jest.fn();
  const { rerender } = renderInLocale(<DraftNote restored savedAt={SAVED} onDiscard={onDiscard} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Brouillon repris de cet appareil (enregistré le 24 nov. 2026, 21:05) : il n’est pas encore envoyé.',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Abandonner le brouillon' }));
  expect(onDiscard).toHaveBeenCalledTimes(1);
  rerender(<DraftNote restored={false} savedAt={SAVED} onDiscard={onDiscard} />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
