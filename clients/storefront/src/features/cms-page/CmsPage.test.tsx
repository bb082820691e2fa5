import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { StorefrontDb } from '../../app/data';
import { routePatterns } from '../../app/paths';
import { newPageLoad, renderWithApp } from '../../test/render-with-app';
import type { GraphqlHandlers } from '../../test/render-with-app';
import { CmsPage } from './CmsPage';
import { cmsPageAnswer } from './cms-page.mocks';

function renderPage(graphql: GraphqlHandlers, db?: StorefrontDb) {
  return renderWithApp(
    <Routes>
      <Route path={routePatterns.cmsPage} element={<CmsPage />} />
    </Routes>,
    { route: '/page/livraison', graphql, db },
  );
}

it('shows the page’s title, its body in the site’s typography and when it last changed', async () => {
  const { calls } = renderPage({ CmsPage: () => cmsPageAnswer() });
  expect(await screen.findByRole('heading', { level: 1, name: 'Livraison' })).toBeInTheDocument();
  expect(calls.find((call) => call.operationName === 'CmsPage')?.variables).toEqual({ slug: 'livraison' });
  expect(screen.getByText('Nous livrons dans les 58 wilayas.').closest('.rich-text')).not.toBeNull();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByText('Mise à jour le 1 février 2026')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Livraison · Boutique Test'));
});

it('says an unknown or unpublished page does not exist', async () => {
  renderPage({ CmsPage: () => ({ cmsPage: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
});

it('says it could not be loaded when there is no network and no copy', async () => {
  renderPage({
    CmsPage: () => {
      throw new TypeError('Failed to fetch');
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Cette page n’a pas pu être chargée.');
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

it('reopens a page read once from the device when the network is gone, with the quiet note', async () => {
  const online = renderPage({ CmsPage: () => cmsPageAnswer() });
  await screen.findByRole('heading', { level: 1, name: 'Livraison' });
  await waitFor(async () => expect(await online.db.catalogQueries.count()).toBeGreaterThan(0));
  online.unmount();
  newPageLoad();
  renderPage(
    {
      CmsPage: () => {
        throw new TypeError('Failed to fetch');
      },
    },
    online.db,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Livraison' })).toBeInTheDocument();
  expect(await screen.findByText(/Hors ligne : vous voyez ce que vous aviez consulté/)).toBeInTheDocument();
});
