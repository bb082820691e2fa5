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

const renderShell = (onNavigate = jest.fn()) =>
  renderWithApp(
    <Shell route={{ name: 'home' }} onNavigate={onNavigate} staffName="Amina Haddad" onLogout={jest.fn()}>
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
