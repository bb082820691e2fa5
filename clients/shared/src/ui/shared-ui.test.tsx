import { act, fireEvent, screen } from '@testing-library/react';
import { createTijaraDb } from '../offline/db';
import type { TijaraDb } from '../offline/db';
import { enqueue } from '../offline/enqueue';
import { createSyncEngine } from '../offline/sync-engine';
import { reportNetworkFailure, reportNetworkSuccess } from '../network/network-status';
import { freshDbName } from '../test/outbox-harness';
import { syncCatalogue } from '../i18n/shared-catalogues';
import { renderWithIntl } from '../test/render-with-intl';
import { OnlineIndicator } from './OnlineIndicator';
import { SyncBadge } from './SyncBadge';
import { UpdatePrompt } from './UpdatePrompt';

afterEach(() => act(() => reportNetworkSuccess()));

describe('OnlineIndicator', () => {
  it('says online or offline in the user language, as a polite live region', () => {
    renderWithIntl(<OnlineIndicator />, { locale: 'fr' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('En ligne');
    expect(status).toHaveAttribute('aria-live', 'polite');

    act(() => reportNetworkFailure());
    expect(status).toHaveTextContent('Hors ligne');
  });

  it('speaks Arabic', () => {
    renderWithIntl(<OnlineIndicator />, { locale: 'ar' });
    act(() => reportNetworkFailure());
    expect(screen.getByRole('status')).toHaveTextContent('غير متصل');
  });
});

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits', () => {
    renderWithIntl(<UpdatePrompt needRefresh={false} onUpdate={jest.fn()} onDismiss={jest.fn()} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers to update now or later', () => {
    const onUpdate = jest.fn();
    const onDismiss = jest.fn();
    renderWithIntl(<UpdatePrompt needRefresh onUpdate={onUpdate} onDismiss={onDismiss} />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));

    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('says the update waits while operations are unsent, and offers no update button', () => {
    renderWithIntl(<UpdatePrompt needRefresh blocked onUpdate={jest.fn()} onDismiss={jest.fn()} />, {
      locale: 'fr',
    });
    expect(screen.getByRole('status')).toHaveTextContent('opérations en attente auront été envoyées');
    expect(screen.queryByRole('button', { name: 'Mettre à jour' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toBeInTheDocument();
  });
});

describe('SyncBadge', () => {
  let db: TijaraDb;
  beforeEach(() => {
    db = createTijaraDb(freshDbName());
  });
  afterEach(() => db.close());

  it('counts what waits and what the server refused, and says when all is sent', async () => {
    renderWithIntl(<SyncBadge db={db} />, { locale: 'fr' });
    expect(await screen.findByText('Tout est envoyé')).toBeInTheDocument();

    const first = await enqueue(db, { kind: 'placeOrder', payload: {} });
    await enqueue(db, { kind: 'placeOrder', payload: {} });
    await db.outbox.update(first.id, { state: 'rejected' });

    expect(await screen.findByText('À envoyer : 1')).toBeInTheDocument();
    expect(screen.getByText('Refusés : 1')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Envois en attente' })).toHaveClass('tijara-sync--attention');
  });

  it('says the server cannot be reached while the engine waits to retry', async () => {
    const engine = createSyncEngine({ db, channel: () => null, events: { window: null, document: null } });
    await enqueue(db, { kind: 'placeOrder', payload: {} });
    const status = { ...engine.getStatus(), leader: true, retryAt: Date.now() + 2_000 };
    renderWithIntl(<SyncBadge db={db} engine={{ ...engine, getStatus: () => status }} />, {
      locale: 'en',
      messages: syncCatalogue,
    });

    expect(await screen.findByText('To send: 1')).toBeInTheDocument();
    expect(screen.getByText('Server unreachable, will retry automatically')).toBeInTheDocument();
  });
});
