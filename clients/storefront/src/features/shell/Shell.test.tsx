import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApp, testShop } from '../../test/render-with-app';
import { Shell } from './Shell';
import { menuHandlers, navigationHandlers } from './shell.mocks';

/** Shows where the router is, so a test can read the address a form or link went to. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function renderShell(route = '/', graphql = menuHandlers) {
  return renderWithApp(
    <Shell serviceWorker={false}>
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
    </Shell>,
    { route, graphql },
  );
}

beforeEach(() => localStorage.clear());

describe('the categories menu', () => {
  it('opens and closes its panel with the keyboard, giving focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('lists the top-level categories, their children behind a disclosure that Escape closes', async () => {
    const user = userEvent.setup();
    renderShell();
    const nav = await screen.findByRole('navigation', { name: 'Nos rayons' });
    const parent = await within(nav).findByRole('button', { name: 'Électroménager' });
    expect(within(nav).getByRole('link', { name: 'Jardin' })).toHaveAttribute(
      'href',
      '/catalog/category/jardin',
    );
    expect(parent).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Cuisine' })).not.toBeInTheDocument();

    parent.focus();
    await user.keyboard('{Enter}');
    expect(parent).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Tout voir dans Électroménager' })).toHaveAttribute(
      'href',
      '/catalog/category/electromenager',
    );
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Tout voir dans Électroménager' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(parent).toHaveAttribute('aria-expanded', 'false');
    expect(parent).toHaveFocus();
  });

  it('closes when a category is followed', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(await screen.findByRole('link', { name: 'Jardin' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/catalog/category/jardin');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the categories cannot be loaded, and asks again on demand', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderWithApp(<Shell serviceWorker={false}>page</Shell>, {
      graphql: {
        StorefrontMenu: () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return menuHandlers.StorefrontMenu();
        },
      },
    });
    expect(await screen.findByText('Les catégories n’ont pas pu être chargées.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Jardin' })).toBeInTheDocument();
  });
});

describe('the menus staff compose', () => {
  const composed = { ...menuHandlers, ...navigationHandlers };

  it('drive the header instead of the categories, which are then not even asked', async () => {
    const { calls } = renderShell('/', composed);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(await within(nav).findByRole('button', { name: 'Vêtements' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Condor' })).toHaveAttribute(
      'href',
      '/catalog/brands/condor',
    );
    expect(within(nav).queryByRole('link', { name: 'Jardin' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.operationName)).not.toContain('StorefrontMenu');
  });

  it('open their nested entries with the keyboard: the item itself, its children, their own children', async () => {
    const user = userEvent.setup();
    renderShell('/', composed);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const clothing = await within(nav).findByRole('button', { name: 'Vêtements' });
    expect(within(nav).queryByRole('link', { name: 'Robes' })).not.toBeInTheDocument();

    clothing.focus();
    await user.keyboard('{Enter}');
    expect(clothing).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Tout voir dans Vêtements' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Femme' })).toHaveFocus();
    await user.tab();
    const dresses = within(nav).getByRole('link', { name: 'Robes' });
    expect(dresses).toHaveFocus();
    expect(dresses).toHaveAttribute('href', '/catalog/category/robes');
    // The third level is listed under its parent, named by it.
    expect(within(nav).getByRole('list', { name: 'Femme' })).toContainElement(dresses);

    await user.keyboard('{Escape}');
    expect(clothing).toHaveAttribute('aria-expanded', 'false');
    expect(clothing).toHaveFocus();
  });

  it('show an entry without an address as a heading over the entries it groups, never as a link', async () => {
    const user = userEvent.setup();
    renderShell('/', composed);
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    await user.click(await within(nav).findByRole('button', { name: 'Blog' }));
    // A heading at the top has no "see all" of its own.
    expect(within(nav).queryByRole('link', { name: 'Tout voir dans Blog' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Conseils' })).toHaveAttribute(
      'href',
      '/blog/categories/conseils',
    );
    expect(within(nav).queryByRole('link', { name: 'Guides' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Guides')).toHaveClass('shell-nav__group');
    expect(within(within(nav).getByRole('list', { name: 'Guides' })).getByRole('link')).toHaveAttribute(
      'href',
      '/blog/bien-choisir-son-frigo',
    );
  });

  it('follow an entry through the router and close the panel; another site opens in a new tab', async () => {
    const user = userEvent.setup();
    renderShell('/', composed);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const outside = await screen.findByRole('link', { name: 'Nos magasins' });
    expect(outside).toHaveAttribute('href', 'https://magasins.example.dz');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('link', { name: 'Condor' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/catalog/brands/condor');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('fill the footer: a column per entry with children, titled by it, and a row of the others', async () => {
    const user = userEvent.setup();
    renderShell('/', composed);
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer).getByRole('navigation', { name: 'Liens utiles' });
    const information = within(links).getByRole('region', { name: 'Informations' });
    expect(within(information).getByRole('heading', { level: 2, name: 'Informations' })).toBeInTheDocument();
    expect(within(information).getByRole('link', { name: 'Livraison' })).toHaveAttribute(
      'href',
      '/page/livraison',
    );
    await user.click(within(links).getByRole('link', { name: 'Contact' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/page/contact');
  });

  it('leave the header to the categories and the footer empty while none is composed', async () => {
    renderShell();
    await screen.findByRole('link', { name: 'Jardin' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('leave the header to the categories when they cannot be read and the device has no copy', async () => {
    renderShell('/', {
      ...menuHandlers,
      StorefrontNavigation: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByRole('navigation', { name: 'Nos rayons' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Jardin' })).toBeInTheDocument();
  });
});

describe('the search box', () => {
  it('goes to the search page with q, trimmed', async () => {
    const user = userEvent.setup();
    renderShell();
    const search = screen.getByRole('search');
    await user.type(
      within(search).getByRole('searchbox', { name: 'Rechercher dans la boutique' }),
      '  four micro ',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/search?q=four%20micro');
  });

  it('asks for 3 characters at least and stays put below that', async () => {
    const user = userEvent.setup();
    renderShell('/catalog/category/jardin');
    await user.type(screen.getByRole('searchbox'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Lancer la recherche' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez au moins 3 caractères.');
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('address')).toHaveTextContent('/catalog/category/jardin');
  });

  it('shows the text searched on the search page', async () => {
    renderShell('/search?q=chaise');
    expect(screen.getByRole('searchbox')).toHaveValue('chaise');
    await screen.findByRole('link', { name: 'Jardin' });
  });
});

describe('the header', () => {
  it('switches the language, Arabic right to left', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'ar');
    expect(await screen.findByRole('button', { name: 'القائمة' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث في المتجر' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.selectOptions(screen.getByRole('combobox'), 'en');
    expect(await screen.findByRole('navigation', { name: 'Departments' })).toBeInTheDocument();
  });

  it('holds the navbar cart in its slot, the skip link and the page in main', async () => {
    renderShell('/somewhere');
    await screen.findByRole('link', { name: 'Jardin' });
    const slot = document.querySelector<HTMLElement>('[data-slot="navbar-cart"]');
    expect(slot).not.toBeNull();
    expect(within(slot as HTMLElement).getByRole('button', { name: 'Panier, vide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#main');
    expect(within(screen.getByRole('main')).getByTestId('address')).toHaveTextContent('/somewhere');
  });

  it('leaves the navbar cart slot empty when the shop sells without a cart', async () => {
    renderWithApp(<Shell serviceWorker={false}>page</Shell>, {
      graphql: {
        ...menuHandlers,
        StorefrontShop: () => ({ shop: { ...testShop, activeAddToCart: false } }),
      },
    });
    await screen.findByRole('link', { name: 'Jardin' });
    await waitFor(() => expect(document.querySelector('[data-slot="navbar-cart"]')).toBeEmptyDOMElement());
  });
});
