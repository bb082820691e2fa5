import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { DeleteCmsPageDocument, SaveCmsPageDocument } from '../../__generated__/cms-pages/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { CmsPageEditor } from './CmsPageEditor';
import { CmsPagesPage } from './CmsPagesPage';
import { SHOP, cmsPage, detailMock, listMock, shopMock } from './cms-pages.mocks';

function save(answer: MockedResponse['result'], seen: jest.Mock): MockedResponse {
  return {
    request: { query: SaveCmsPageDocument, variables: (variables) => seen(variables) },
    result: answer,
  };
}

it('creates a page from its title and body per language, then opens it at its address', async () => {
  const seen = jest.fn((_variables: unknown) => true);
  const onNavigate = jest.fn();
  renderWithApp(<CmsPageEditor cmsPageId={null} onNavigate={onNavigate} />, [
    shopMock,
    save({ data: { saveCmsPage: cmsPage({ id: 9, slug: 'retours' }) } }, seen),
  ]);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Titre de la page d’information' }), 'Retours');
  await user.click(screen.getByRole('button', { name: 'Voir le HTML' }));
  await user.type(
    screen.getByRole('textbox', { name: 'HTML de « Contenu de la page »' }),
    '<p>Sous 7 jours.</p>',
  );
  await user.click(screen.getByRole('tab', { name: 'العربية' }));
  const arabic = screen.getByRole('textbox', { name: 'Titre de la page d’information' });
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(arabic).toHaveAttribute('name', 'title.ar');
  await user.type(arabic, 'الإرجاع');
  await user.click(screen.getByRole('button', { name: 'Enregistrer la page' }));
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ name: 'cmsPage', id: 9 }));
  expect(seen).toHaveBeenCalledWith({
    input: {
      shopUuid: SHOP,
      slug: null,
      published: true,
      title: { fr: 'Retours', en: '', ar: 'الإرجاع' },
      html: { fr: '<p>Sous 7 jours.</p>', en: '', ar: '' },
    },
  });
});

it('shows a taken address and a missing French body under their fields, saving nothing', async () => {
  const seen = jest.fn((_variables: unknown) => true);
  renderWithApp(<CmsPageEditor cmsPageId={4} onNavigate={jest.fn()} />, [
    detailMock(),
    save(
      refused('BAD_USER_INPUT', 'The content cannot be saved as entered', {
        fieldErrors: { slug: ['is already used'], 'html.fr': ['must not be empty'] },
        messageKeys: { slug: 'content.slug_taken', 'html.fr': 'content.text_required' },
      }),
      seen,
    ),
  ]);
  const user = userEvent.setup();
  const slug = await screen.findByRole('textbox', { name: 'Adresse (slug)' });
  expect(slug).toHaveValue('livraison');
  await user.clear(slug);
  await user.type(slug, 'conditions-generales-de-vente');
  await user.click(screen.getByRole('button', { name: 'Enregistrer la page' }));
  expect(
    await screen.findByText('Cette adresse sert déjà à une autre page de la boutique.'),
  ).toBeInTheDocument();
  expect(slug).toHaveAccessibleDescription(expect.stringContaining('Cette adresse sert déjà'));
  expect(screen.getByText('Ce texte est obligatoire en français.')).toBeInTheDocument();
  expect(screen.getByText('Rien n’a été enregistré : corrigez les champs signalés.')).toBeInTheDocument();
  expect(seen).toHaveBeenCalledWith({
    input: expect.objectContaining({ id: 4, slug: 'conditions-generales-de-vente' }),
  });
  expect(screen.getByRole('link', { name: /Ouvrir sur la boutique/ })).toHaveAttribute(
    'href',
    '/page/livraison',
  );
});

it('lists the pages with their storefront address and deletes one once confirmed', async () => {
  const removed = jest.fn((_variables: unknown) => true);
  renderWithApp(<CmsPagesPage onNavigate={jest.fn()} />, [
    shopMock,
    listMock,
    {
      request: { query: DeleteCmsPageDocument, variables: (variables) => removed(variables) },
      result: { data: { deleteCmsPage: true } },
    },
  ]);
  const user = userEvent.setup();
  const row = (await screen.findByRole('link', { name: 'Livraison' })).closest('tr');
  if (!row) throw new Error('no row');
  expect(within(row).getByRole('link', { name: '/page/livraison' })).toHaveAttribute('target', '_blank');
  expect(within(row).getByText('En ligne sur la boutique')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Supprimer Livraison' }));
  await user.click(within(row).getByRole('button', { name: 'Supprimer' }));
  expect(await screen.findByText('Page d’information supprimée.')).toBeInTheDocument();
  expect(removed).toHaveBeenCalledWith({ id: 4 });
});
