import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router';
import { Permission } from '@tijara/schema';
import { pageNetworkStatus } from '@tijara/shared';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { ReviewPublishDocument } from '../../__generated__/reviews/graphql';
import { ReviewsPage } from './ReviewsPage';
import { publishAnswer, queueAnswer, rejectAnswer, review } from './reviews.mocks';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderQueue(mocks: MockedResponse[], { query = '', permissions = [Permission.CATALOG_WRITE] } = {}) {
  return renderWithApp(
    <PermissionsProvider permissions={permissions}>
      <FlashProvider>
        <ReviewsPage onNavigate={jest.fn()} />
        <Address />
      </FlashProvider>
    </PermissionsProvider>,
    mocks,
    `/dashboard/reviews${query}`,
  );
}

const samia = review({
  images: [
    {
      __typename: 'ReviewImage',
      displayUrl: '/media/reviews/51/small.webp',
      largeUrl: '/media/reviews/51/large.webp',
    },
  ],
});
const karim = review({
  id: 52,
  authorName: 'Karim T.',
  email: 'karim@example.dz',
  phone: '0551234567',
  rating: 1,
  text: '<p>Bouteille abîmée.</p>',
  boughtHere: false,
  acceptedPolicy: false,
  productId: 32,
  productName: 'Yaourt Soummam fraise',
  productSlug: 'yaourt-soummam-fraise',
});

const card = (author: string) => screen.getByRole('article', { name: new RegExp(`^Avis de ${author}`) });

afterEach(() => pageNetworkStatus().reportSuccess());

it('shows each pending review with everything a moderator needs to decide', async () => {
  const user = userEvent.setup();
  renderQueue([queueAnswer('PENDING', [samia, karim])]);
  const first = await screen.findByRole('article', { name: 'Avis de Samia B. sur Lait Candia 1 L' });
  expect(screen.getByRole('tab', { name: 'À modérer' })).toHaveAttribute('aria-selected', 'true');
  expect(within(first).getByRole('link', { name: 'Lait Candia 1 L' })).toHaveAttribute(
    'href',
    '/dashboard/products/31',
  );
  const storefront = within(first).getByRole('link', {
    name: 'Voir le produit sur la boutique (s’ouvre dans un nouvel onglet)',
  });
  expect(storefront).toHaveAttribute('href', '/catalog/product/-/lait-candia-1-l');
  expect(storefront).toHaveAttribute('target', '_blank');
  expect(within(first).getByRole('img', { name: '4 étoiles sur 5' })).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'samia@example.dz' })).toHaveAttribute(
    'href',
    'mailto:samia@example.dz',
  );
  expect(within(first).getByRole('link', { name: '0661234567' })).toHaveAttribute('href', 'tel:0661234567');
  expect(first).toHaveTextContent('Acheté dans cette boutique le 3 novembre 2026 · Charte des avis acceptée');
  expect(first).toHaveTextContent(/Reçu le 5 nov\. 2026, \d{2}:30/);
  // The server's sanitised HTML is shown as HTML, not as its tags.
  expect(within(first).getByText('livré frais').tagName).toBe('STRONG');
  expect(card('Karim T.')).toHaveTextContent(
    'Acheté ailleurs le 3 novembre 2026 · Charte des avis non acceptée',
  );
  expect(within(card('Karim T.')).getByRole('img', { name: '1 étoile sur 5' })).toBeInTheDocument();

  await user.click(within(first).getByRole('button', { name: 'Photo 1 jointe par Samia B.' }));
  const dialog = screen.getByRole('dialog', { name: 'Photo 1 jointe par Samia B.' });
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/reviews/51/large.webp');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('publishes a review: it leaves the queue and the flash says where it shows', async () => {
  const user = userEvent.setup();
  renderQueue([
    queueAnswer('PENDING', [samia, karim]),
    publishAnswer({ ...samia, status: 'PUBLISHED', moderatedAt: '2026-11-24T10:00:00.000Z' }),
    queueAnswer('PENDING', [karim]),
  ]);
  await screen.findByRole('article', { name: /^Avis de Samia B\./ });
  await user.click(within(card('Samia B.')).getByRole('button', { name: 'Publier l’avis de Samia B.' }));
  expect(
    await screen.findByText('Avis de Samia B. publié : il apparaît sur la fiche du produit.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: /^Avis de Samia B\./ })).not.toBeInTheDocument();
  expect(await screen.findByText('Page 1 sur 1 · 1 avis')).toBeInTheDocument();
});

it('rejects with a required reason, showing the server’s field errors under it', async () => {
  const user = userEvent.setup();
  const reason = 'Photo sans rapport avec le produit';
  renderQueue([
    queueAnswer('PENDING', [samia, karim]),
    rejectAnswer(
      52,
      'x',
      refused('BAD_USER_INPUT', 'invalid', { fieldErrors: { reason: ['Motif trop vague.'] } }),
    ),
    rejectAnswer(52, reason, {
      data: { rejectReview: { ...karim, status: 'REJECTED', rejectionReason: reason } },
    }),
    queueAnswer('PENDING', [samia]),
  ]);
  await screen.findByRole('article', { name: /^Avis de Karim T\./ });
  await user.click(within(card('Karim T.')).getByRole('button', { name: 'Rejeter l’avis de Karim T.' }));
  const dialog = screen.getByRole('dialog', { name: 'Rejeter l’avis de Karim T.' });
  const field = within(dialog).getByRole('textbox', { name: 'Motif du rejet' });
  expect(field).toHaveAttribute('name', 'reason');
  expect(field).toHaveFocus();

  // Nothing is sent without a reason (no mock answers an empty one).
  await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Indiquez le motif du rejet.');
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await user.type(field, 'x');
  await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
  expect(await within(dialog).findByText('Motif trop vague.')).toBeInTheDocument();

  await user.clear(field);
  await user.type(field, reason);
  await user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(
    screen.getByText('Avis de Karim T. rejeté : il n’apparaît plus sur la boutique.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: /^Avis de Karim T\./ })).not.toBeInTheDocument();
});

it('shows rejected reviews newest first with their reason, from a tab kept in the address', async () => {
  const user = userEvent.setup();
  const rejected = review({
    ...karim,
    status: 'REJECTED',
    rejectionReason: 'Propos injurieux',
    moderatedAt: '2026-11-06T08:00:00.000Z',
  });
  renderQueue([queueAnswer('PENDING', [samia]), queueAnswer('REJECTED', [rejected])]);
  await screen.findByRole('article', { name: /^Avis de Samia B\./ });
  const tab = screen.getByRole('tab', { name: 'Rejetés' });
  await user.click(tab);
  const shown = await screen.findByRole('article', { name: /^Avis de Karim T\./ });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/reviews?status=rejected');
  expect(shown).toHaveTextContent('Motif du rejetPropos injurieux');
  expect(shown).toHaveTextContent(/Modéré le 6 nov\. 2026/);
  // A rejected review can be published after all, not rejected again.
  expect(within(shown).getByRole('button', { name: 'Publier l’avis de Karim T.' })).toBeInTheDocument();
  expect(within(shown).queryByRole('button', { name: /^Rejeter/ })).not.toBeInTheDocument();
});

it('moves between tabs with the arrow keys', async () => {
  const user = userEvent.setup();
  renderQueue([queueAnswer('PENDING', [samia]), queueAnswer('PUBLISHED', []), queueAnswer('REJECTED', [])]);
  await screen.findByRole('article', { name: /^Avis de Samia B\./ });
  screen.getByRole('tab', { name: 'À modérer' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Publiés' })).toHaveFocus();
  expect(await screen.findByText('Aucun avis publié.')).toBeInTheDocument();
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Rejetés' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Aucun avis rejeté.')).toBeInTheDocument();
});

it('shows no moderation buttons without the right to moderate', async () => {
  renderQueue([queueAnswer('PENDING', [samia])], { permissions: [] });
  const shown = await screen.findByRole('article', { name: /^Avis de Samia B\./ });
  expect(within(shown).queryByRole('button', { name: /Publier|Rejeter/ })).not.toBeInTheDocument();
});

it('keeps the buttons waiting while offline, and says so', async () => {
  renderQueue([queueAnswer('PENDING', [samia])]);
  const shown = await screen.findByRole('article', { name: /^Avis de Samia B\./ });
  pageNetworkStatus().configureProbe(false);
  act(() => pageNetworkStatus().reportFailure());
  expect(
    await screen.findByText(
      'Hors ligne : la publication et le rejet des avis attendent le retour du réseau.',
    ),
  ).toBeInTheDocument();
  expect(within(shown).getByRole('button', { name: 'Publier l’avis de Samia B.' })).toBeDisabled();
  expect(within(shown).getByRole('button', { name: 'Rejeter l’avis de Samia B.' })).toBeDisabled();
});

it('says a refused publication in a flash, the review staying in the queue', async () => {
  const user = userEvent.setup();
  renderQueue([
    queueAnswer('PENDING', [samia]),
    { request: { query: ReviewPublishDocument, variables: { id: 51 } }, result: refused('FORBIDDEN') },
  ]);
  await screen.findByRole('article', { name: /^Avis de Samia B\./ });
  await user.click(screen.getByRole('button', { name: 'Publier l’avis de Samia B.' }));
  expect(await screen.findByRole('alert')).toHaveClass('flash--danger');
  expect(card('Samia B.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Publier l’avis de Samia B.' })).toBeEnabled();
});
