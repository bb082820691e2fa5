import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  TaxonomyCreateCategoryDocument,
  TaxonomyDeleteCategoryDocument,
} from '../../__generated__/taxonomy/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { TaxonomyPage } from './TaxonomyPage';
import { category, categoriesMock, labels } from './taxonomy.mocks';

const ROUTE = '/dashboard/catalog/categories';

function renderCategories(mocks: MockedResponse[] = [], permissions?: readonly string[]) {
  return renderWithApp(
    <TaxonomyPage kind="categories" onNavigate={jest.fn()} />,
    [categoriesMock(), ...mocks],
    ROUTE,
    permissions,
  );
}

/** The list item of a node, found by the button or text of its name. */
const nodeOf = (name: string) => {
  const item = screen.getByText(name, { selector: 'button, span' }).closest('li');
  if (!item) throw new Error(`No tree node for ${name}`);
  return item;
};

/** The node's own line (not its sub-categories'). */
const lineOf = (name: string) => {
  const line = nodeOf(name).querySelector<HTMLElement>(':scope > .taxonomy-node');
  if (!line) throw new Error(`No line for ${name}`);
  return line;
};

/** The list of a node's sub-categories. */
const childrenOf = (name: string) => within(nodeOf(name)).getAllByRole('list')[0] ?? document.body;

const namesIn = (list: HTMLElement) =>
  Array.from(list.children).map((item) => item.querySelector('.taxonomy-node__name')?.textContent);

it('draws the tree nested, the top level unfolded and deeper levels on demand', async () => {
  const user = userEvent.setup();
  renderCategories();
  const tree = await screen.findByRole('list', { name: 'Arbre des catégories' });
  expect(namesIn(tree)).toEqual(['Alimentation', 'Électroménager']);

  expect(namesIn(childrenOf('Alimentation'))).toEqual(['Boissons']);
  expect(within(lineOf('Alimentation')).getByText('1 sous-catégorie')).toBeInTheDocument();
  expect(within(lineOf('Électroménager')).getByText('Masquée en boutique')).toBeInTheDocument();
  expect(within(lineOf('Électroménager')).getByText('À traduire : anglais et arabe')).toBeInTheDocument();
  expect(screen.queryByText('Jus')).not.toBeInTheDocument();

  const unfold = screen.getByRole('button', { name: 'Afficher les sous-catégories de Boissons' });
  expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await user.click(unfold);
  expect(screen.getByRole('button', { name: 'Masquer les sous-catégories de Boissons' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(within(nodeOf('Boissons')).getByRole('button', { name: 'Modifier Jus' })).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Filtrer les catégories' }), 'juices');
  expect(namesIn(screen.getByRole('list', { name: 'Arbre des catégories' }))).toEqual(['Alimentation']);
  expect(screen.getByRole('button', { name: 'Modifier Jus' })).toBeInTheDocument();
});

it('creates a sub-category with its names in French, English and Arabic', async () => {
  const user = userEvent.setup();
  const sodas = category(5, labels('Sodas', 'Soft drinks', 'مشروبات غازية'), 2);
  const create: MockedResponse = {
    request: {
      query: TaxonomyCreateCategoryDocument,
      variables: {
        input: {
          names: { fr: 'Sodas', en: 'Soft drinks', ar: 'مشروبات غازية' },
          descriptions: null,
          slug: null,
          parentId: 2,
          position: null,
          active: true,
        },
      },
    },
    result: { data: { createCategory: sodas } },
  };
  renderCategories([create]);
  await user.click(await screen.findByRole('button', { name: 'Ajouter une sous-catégorie à Boissons' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle sous-catégorie de « Boissons »' });
  expect(within(dialog).getByRole('combobox', { name: 'Catégorie parente' })).toHaveValue('2');

  // Nothing is sent without the French name.
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom (anglais)' }), 'Soft drinks');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
  const french = within(dialog).getByRole('textbox', { name: 'Nom (français)' });
  expect(french).toHaveAccessibleDescription('Le texte en français est obligatoire.');
  expect(french).toHaveAttribute('aria-invalid', 'true');

  await user.type(french, 'Sodas');
  const arabic = within(dialog).getByRole('textbox', { name: 'Nom (arabe)' });
  expect(arabic).toHaveAttribute('dir', 'rtl');
  await user.type(arabic, 'مشروبات غازية');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));

  expect(await screen.findByText('« Sodas » a été ajouté.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(namesIn(childrenOf('Boissons'))).toEqual(['Jus', 'Sodas']);
});

it('says why the server refused to delete a category', async () => {
  const user = userEvent.setup();
  const remove: MockedResponse = {
    request: { query: TaxonomyDeleteCategoryDocument, variables: { id: 2 } },
    result: refused('BAD_USER_INPUT', 'This category is still in use', {
      fieldErrors: { id: ['has sub-categories: move or delete them first'] },
    }),
  };
  renderCategories([remove]);
  const drinks = nodeOf((await screen.findByRole('button', { name: 'Modifier Boissons' })).textContent ?? '');
  await user.click(within(drinks).getByRole('button', { name: 'Supprimer Boissons' }));
  expect(within(drinks).getByText('Supprimer la catégorie « Boissons » ?')).toBeInTheDocument();
  const [confirm] = within(drinks).getAllByRole('button', { name: 'Supprimer' });
  if (confirm) await user.click(confirm);
  expect(
    await screen.findByText(
      'Suppression refusée : elle a des sous-catégories : déplacez-les ou supprimez-les d’abord',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Modifier Boissons' })).toBeInTheDocument();
});

it('moves a category under another parent, never under itself or its sub-categories', async () => {
  const user = userEvent.setup();
  renderCategories();
  await user.click(await screen.findByRole('button', { name: 'Modifier Boissons' }));
  const dialog = screen.getByRole('dialog', { name: 'Modifier la catégorie « Boissons »' });
  const parent = within(dialog).getByRole('combobox', { name: 'Catégorie parente' });
  expect(
    within(parent)
      .getAllByRole('option')
      .map((option) => option.textContent?.trim()),
  ).toEqual(['Aucune (au premier niveau)', 'Alimentation', 'Électroménager']);
  expect(parent).toHaveValue('1');
});

it('is read only without the right to change the catalogue', async () => {
  renderCategories([], []);
  await screen.findByRole('list', { name: 'Arbre des catégories' });
  expect(
    screen.getByText('Lecture seule : votre rôle ne permet pas de modifier le catalogue.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Nouvelle catégorie' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Ajouter une sous-catégorie/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Modifier Alimentation' })).not.toBeInTheDocument();
  expect(screen.getByText('Alimentation')).toBeInTheDocument();
});

it('links every section, the current one marked', async () => {
  renderCategories();
  const nav = screen.getByRole('navigation', { name: 'Sections de la taxonomie' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/dashboard/catalog/categories',
    '/dashboard/catalog/brands',
    '/dashboard/catalog/brand-lines',
    '/dashboard/catalog/collections',
    '/dashboard/catalog/tags',
    '/dashboard/catalog/features',
    '/dashboard/catalog/attributes',
    '/dashboard/catalog/suppliers',
  ]);
  expect(within(nav).getByRole('link', { name: 'Catégories' })).toHaveAttribute('aria-current', 'page');
  await screen.findByRole('list', { name: 'Arbre des catégories' });
});
