import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ContentBlockFieldsFragment, StorefrontLandingQuery } from '../../__generated__/graphql';
import type { StorefrontDb } from '../../app/data';
import { routePatterns } from '../../app/paths';
import { newPageLoad, renderWithApp } from '../../test/render-with-app';
import type { GraphqlHandlers } from '../../test/render-with-app';
import { LandingPage } from './LandingPage';
import { bannerImage, blockOf, cardOf, promotionsAnswer } from './home.mocks';

function landingAnswer(blocks: ContentBlockFieldsFragment[] | null): StorefrontLandingQuery {
  return { storefrontPage: blocks ? { id: 7, slug: 'ramadan', title: 'Ramadan Karim', blocks } : null };
}

const blocks = [
  blockOf(1, 'hologram_block'),
  blockOf(2, 'banner', { images: [bannerImage('ramadan', '/catalog/featured')], html: '<p>Iftar</p>' }),
  blockOf(3, 'products_carousel', {
    publicTitle: 'Pour la table',
    source: 'FEATURED',
    products: [cardOf(1, 'Plat à tajine'), cardOf(2, 'Théière')],
  }),
];

function renderLanding(graphql: GraphqlHandlers, db?: StorefrontDb) {
  return renderWithApp(
    <Routes>
      <Route path={routePatterns.landing} element={<LandingPage />} />
    </Routes>,
    { route: '/landing/ramadan', graphql: { HomePromotions: () => promotionsAnswer([]), ...graphql }, db },
  );
}

afterEach(() => jest.restoreAllMocks());

it('draws the page’s blocks in order through the dispatcher, its first banner the lead image', async () => {
  const { calls } = renderLanding({ StorefrontLanding: () => landingAnswer(blocks) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ramadan Karim' })).toBeInTheDocument();
  expect(calls.find((call) => call.operationName === 'StorefrontLanding')?.variables).toEqual({
    slug: 'ramadan',
  });
  const banner = await screen.findByRole('link', { name: 'Bannière ramadan' });
  const carousel = await screen.findByRole('region', { name: 'Pour la table' });
  expect(banner.compareDocumentPosition(carousel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(within(carousel).getByRole('heading', { level: 3, name: 'Théière' })).toBeInTheDocument();
  expect(screen.getByText('Iftar')).toBeInTheDocument();
  // The old type draws nothing, so the banner opens the page: its picture is the lead, preloaded.
  const lead = within(banner).getByRole('img');
  expect(lead).toHaveAttribute('fetchpriority', 'high');
  expect(lead).toHaveAttribute('sizes', '(min-width: 1280px) 1248px, 100vw');
  expect(lead).toHaveAttribute('srcset', '/media/ramadan-480.webp 480w, /media/ramadan-1200.webp 1200w');
  const preloaded = document.head.querySelector(
    `link[rel="preload"][as="image"][imagesrcset="${lead.getAttribute('srcset')}"]`,
  );
  expect(preloaded).toHaveAttribute('imagesizes', lead.getAttribute('sizes'));
  expect(preloaded).toHaveAttribute('fetchpriority', 'high');
  await waitFor(() => expect(document.title).toBe('Ramadan Karim · Boutique Test'));
  // A composed block brings its data: no product page is asked.
  expect(calls.map((call) => call.operationName)).not.toContain('HomeProducts');
});

it('is the not-found page when no published page has that slug', async () => {
  renderLanding({ StorefrontLanding: () => landingAnswer(null) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
});

it('says it could not be loaded when there is no network and no copy', async () => {
  renderLanding({
    StorefrontLanding: () => {
      throw new TypeError('Failed to fetch');
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Cette page n’a pas pu être chargée.');
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

it('reopens a page seen once from the device when the network is gone, with the quiet note', async () => {
  const online = renderLanding({ StorefrontLanding: () => landingAnswer(blocks) });
  await screen.findByRole('region', { name: 'Pour la table' });
  await waitFor(async () => expect(await online.db.catalogQueries.count()).toBeGreaterThan(0));
  online.unmount();
  newPageLoad();
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };
  renderLanding({ StorefrontLanding: offline, HomePromotions: offline }, online.db);
  expect(await screen.findByRole('region', { name: 'Pour la table' })).toBeInTheDocument();
  expect(await screen.findByText(/Hors ligne : vous voyez ce que vous aviez consulté/)).toBeInTheDocument();
});
