import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { TijaraDb } from '@tijara/shared';
import { renderWithApp } from '../test/render-with-app';
import { DeviceCopyNote } from './DeviceCopyNote';
import { OFFLINE_COPY_MAX_ROWS, useOfflineCopy } from './use-offline-copy';

const KEY = 'products:list';

function Products({ live }: { live: string[] | undefined }) {
  const copy = useOfflineCopy(KEY, live);
  return (
    <>
      <DeviceCopyNote savedAt={copy.fromDevice ? copy.savedAt : null} />
      <ul>
        {copy.data?.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p>{copy.savedAt ? `kept at ${copy.savedAt.getTime()}` : 'not kept'}</p>
    </>
  );
}

/**
 * The device holds `value` under the key and the screen has seen that copy (its live query has
 * settled): one wait, so no update of the screen falls between two.
 */
async function kept(db: TijaraDb, value: unknown) {
  await waitFor(async () => {
    const row = await db.offlineCopies.get(KEY);
    expect(row?.value).toEqual(value);
    expect(screen.getByText(/kept/)).toHaveTextContent(`kept at ${row?.savedAt}`);
  });
}

/** The screen's first read of the device is done (it finds nothing in these tests). */
async function opened(db: TijaraDb) {
  await act(() => db.offlineCopies.count());
}

/** The screen's read: an answer, or none (offline, or still on its way). */
function Host({ first }: { first: string[] | undefined }) {
  const [live, setLive] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setLive(undefined)}>
        lose the answer
      </button>
      <button type="button" onClick={() => setLive(['Tajine', 'Couscous', 'Chorba'])}>
        fresh answer
      </button>
      <Products live={live} />
    </>
  );
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

it('shows the fresh answer and keeps it; without one, shows the kept copy and says so', async () => {
  const user = userEvent.setup();
  const { db } = renderWithApp(<Host first={['Tajine', 'Couscous']} />);
  expect(names()).toEqual(['Tajine', 'Couscous']);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await kept(db, ['Tajine', 'Couscous']);

  await user.click(screen.getByRole('button', { name: 'lose the answer' }));
  expect(names()).toEqual(['Tajine', 'Couscous']);
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Affiché depuis cet appareil, mis à jour le .+\d{2}:\d{2}\.$/,
  );

  await user.click(screen.getByRole('button', { name: 'fresh answer' }));
  expect(names()).toEqual(['Tajine', 'Couscous', 'Chorba']);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await kept(db, ['Tajine', 'Couscous', 'Chorba']);
});

it('opens offline on what the device kept from an earlier visit', async () => {
  const { db } = renderWithApp(<Host first={undefined} />);
  await opened(db);
  expect(names()).toEqual([]);
  // The device's copy arrives while the screen watches, as another tab's write would.
  await act(() =>
    db.offlineCopies.put({ key: KEY, value: ['Rechta'], savedAt: Date.UTC(2026, 10, 24, 21, 5) }),
  );
  await waitFor(() => expect(names()).toEqual(['Rechta']));
  expect(screen.getByRole('status')).toHaveTextContent('mis à jour le');
});

it(`keeps the ${OFFLINE_COPY_MAX_ROWS} most recent copies`, async () => {
  const { db } = renderWithApp(<Host first={undefined} />);
  await opened(db);
  await act(() =>
    db.offlineCopies.bulkPut(
      Array.from({ length: OFFLINE_COPY_MAX_ROWS }, (_, index) => ({
        key: `old:${index}`,
        value: index,
        savedAt: index,
      })),
    ),
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'fresh answer' }));
  await kept(db, ['Tajine', 'Couscous', 'Chorba']);
  await waitFor(async () => expect(await db.offlineCopies.get('old:0')).toBeUndefined());
  expect(await db.offlineCopies.count()).toBe(OFFLINE_COPY_MAX_ROWS);
});
