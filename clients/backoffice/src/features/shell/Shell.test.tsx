import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render-with-app';
import { Shell } from './Shell';
import { SIDEBAR_STORAGE_KEY } from './sidebar-state';

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

const renderShell = (permissions: readonly string[] = []) =>
  renderWithApp(
    <Shell staffName="Amina Haddad" permissions={permissions} onLogout={jest.fn()}>
      <p>content</p>
    </Shell>,
  );

it('collapses the sidebar and remembers it for the next visit', async () => {
  const { unmount } = renderShell();
  const toggle = screen.getByRole('button', { name: /Réduire le menu/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(toggle);
  expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
  unmount();

  renderShell();
  expect(screen.getByRole('button', { name: /Déplier le menu/ })).toHaveAttribute('aria-expanded', 'false');
});

it('marks the current screen and navigates without reloading', async () => {
  renderShell();
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(document.title).toBe('Tijara · Back office');
  expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
  const geography = screen.getByRole('link', { name: 'Zones de livraison' });
  expect(geography).toHaveAttribute('href', '/dashboard/geography');
  await userEvent.click(geography);
  expect(geography).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
  expect(nav).toBeInTheDocument();
});

it('lights the section of a screen reached by a deep link (an expedition’s reception)', () => {
  renderWithApp(
    <Shell staffName="Amina Haddad" permissions={['EXPEDITIONS']} onLogout={jest.fn()}>
      <p>content</p>
    </Shell>,
    [],
    '/dashboard/expeditions/12/receive',
  );
  expect(screen.getByRole('link', { name: 'Expéditions internes' })).toHaveAttribute('aria-current', 'page');
});

it('shows the promotion screens only to staff holding the PROMOTIONS permission', async () => {
  const { unmount } = renderShell(['STOCK', 'EXPEDITIONS']);
  expect(screen.getByRole('link', { name: 'Stock' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Segments de clients' })).not.toBeInTheDocument();
  unmount();

  renderShell(['PROMOTIONS']);
  const promotions = screen.getByRole('link', { name: 'Promotions' });
  await userEvent.click(promotions);
  expect(promotions).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Segments de clients' })).toHaveAttribute(
    'href',
    '/dashboard/customer-segments',
  );
});

it('shows a cashier neither the orders, the customers, the staff nor the catalogue and stock screens', () => {
  renderShell(['POS_SALE', 'CUSTOMERS']);
  const shown = screen
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((name) => name !== 'Voir la boutique');
  expect(shown).toEqual(['Tableau de bord', 'Caisse', 'Zones de livraison']);
});

it('shows an order agent the orders and carriers’ payments, not the staff', () => {
  renderShell(['ORDERS', 'TRANSPORTER_PAYMENTS', 'CUSTOMERS']);
  expect(screen.getByRole('link', { name: 'Commandes' })).toHaveAttribute('href', '/dashboard/orders');
  expect(screen.getByRole('link', { name: 'Paiements transporteurs' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Produits' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Équipe' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Caisse' })).not.toBeInTheDocument();
});

it('opens the menu as a drawer from the top bar, keeps focus in it, and closes it on a link or Escape', async () => {
  const user = userEvent.setup();
  renderShell(['STOCK']);
  const menu = screen.getByRole('button', { name: 'Ouvrir le menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(nav).toHaveClass('sidebar--open');
  expect(nav).toContainElement(document.activeElement as HTMLElement);
  await user.click(screen.getByRole('link', { name: 'Stock' }));
  expect(nav).not.toHaveClass('sidebar--open');

  await user.click(menu);
  expect(nav).toHaveClass('sidebar--open');
  await user.keyboard('{Escape}');
  expect(nav).not.toHaveClass('sidebar--open');
  expect(menu).toHaveFocus();
});

it('closes the drawer when its link to the current screen is followed, or when the screen turns wide', async () => {
  const user = userEvent.setup();
  const listeners: (() => void)[] = [];
  const wide = {
    matches: false,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: jest.fn(),
  };
  const other = { matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() };
  window.matchMedia = jest.fn(
    (query: string) => (query === '(min-width: 48rem)' ? wide : other) as unknown as MediaQueryList,
  );
  renderShell();
  const menu = screen.getByRole('button', { name: 'Ouvrir le menu' });
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  await user.click(menu);
  await user.click(screen.getByRole('link', { name: 'Tableau de bord' }));
  expect(nav).not.toHaveClass('sidebar--open');

  await user.click(menu);
  expect(nav).toHaveClass('sidebar--open');
  wide.matches = true;
  act(() => listeners.forEach((listener) => listener()));
  expect(nav).not.toHaveClass('sidebar--open');
});

describe('signing out', () => {
  const entry = (id: string, state: 'pending' | 'acked' | 'blocked_auth', deviceSeq: number) => ({
    id,
    kind: 'posSale',
    payload: {},
    idempotencyKey: id,
    schemaVersion: 1,
    appVersion: 'test',
    deviceId: 'device',
    deviceSeq,
    createdAt: 0,
    state,
    attempts: 0,
    nextAttemptAt: 0,
    leaseUntil: null,
    lastError: null,
    serverRef: null,
    ackedAt: null,
  });

  it('signs out at once when nothing waits to be sent', async () => {
    const onLogout = jest.fn();
    const { db } = renderWithApp(
      <Shell staffName="Amina Haddad" permissions={['POS_SALE']} onLogout={onLogout}>
        <p>content</p>
      </Shell>,
    );
    await db.outbox.add(entry('a', 'acked', 1));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('warns that unsent sales stay on the tablet, and signs out only when asked again', async () => {
    const onLogout = jest.fn();
    const { db } = renderWithApp(
      <Shell staffName="Amina Haddad" permissions={['POS_SALE']} onLogout={onLogout}>
        <p>content</p>
      </Shell>,
    );
    await db.outbox.bulkAdd([entry('a', 'pending', 1), entry('b', 'blocked_auth', 2)]);
    const logout = screen.getByRole('button', { name: 'Se déconnecter' });
    // The counts come from Dexie's live query, the badge's and the guard's alike.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Envois en attente' })).toHaveTextContent(/1.*1/),
    );
    await userEvent.click(logout);
    const dialog = await screen.findByRole('alertdialog', { name: 'Des ventes ne sont pas encore envoyées' });
    expect(dialog).toHaveTextContent('2 ventes ou opérations attendent');
    await userEvent.click(screen.getByRole('button', { name: 'Rester connecté' }));
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(logout);
    await userEvent.click(await screen.findByRole('button', { name: 'Me déconnecter quand même' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(2);
  });
});
