import { screen } from '@testing-library/react';
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

const renderShell = (onNavigate = jest.fn(), permissions: readonly string[] = []) =>
  renderWithApp(
    <Shell
      route={{ name: 'home' }}
      onNavigate={onNavigate}
      staffName="Amina Haddad"
      permissions={permissions}
      onLogout={jest.fn()}
    >
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
  const onNavigate = jest.fn();
  renderShell(onNavigate);
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  expect(document.title).toBe('Tijara · Back office');
  expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(screen.getByRole('link', { name: 'Zones de livraison' }));
  expect(onNavigate).toHaveBeenCalledWith({ name: 'geography' });
  expect(nav).toBeInTheDocument();
});

it('shows the promotion screens only to staff holding the PROMOTIONS permission', async () => {
  const onNavigate = jest.fn();
  const { unmount } = renderShell(onNavigate, ['STOCK', 'EXPEDITIONS']);
  expect(screen.getByRole('link', { name: 'Stock' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Segments de clients' })).not.toBeInTheDocument();
  unmount();

  renderShell(onNavigate, ['PROMOTIONS']);
  await userEvent.click(screen.getByRole('link', { name: 'Promotions' }));
  expect(onNavigate).toHaveBeenCalledWith({ name: 'promotions' });
  expect(screen.getByRole('link', { name: 'Segments de clients' })).toHaveAttribute(
    'href',
    '/dashboard/customer-segments',
  );
});
