import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { BLOCK_TYPES } from '@tijara/schema';
import type { BlockType } from '@tijara/schema';
import { SaveContentBlockDocument } from '../../__generated__/content-pages/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { BlockForm } from './BlockForm';
import { HOME_ID, SHOP, block, choiceMocks } from './content-pages.mocks';

/** Every input a block type may ask for, by what names it on screen. */
const INPUTS = {
  source: () => screen.queryByRole('combobox', { name: 'Produits montrés' }),
  category: () => screen.queryByRole('combobox', { name: 'Catégorie dont montrer les produits' }),
  brand: () => screen.queryByRole('combobox', { name: 'Marque dont montrer les produits' }),
  brandLine: () => screen.queryByRole('combobox', { name: 'Gamme dont montrer les produits' }),
  collection: () => screen.queryByRole('combobox', { name: 'Collection à montrer' }),
  tag: () => screen.queryByRole('combobox', { name: 'Étiquette dont montrer les produits' }),
  blogCategory: () => screen.queryByRole('combobox', { name: 'Catégorie du blog dont montrer les articles' }),
  blogPost: () => screen.queryByRole('combobox', { name: 'Article du blog à montrer' }),
  categoryIds: () => screen.queryByRole('group', { name: 'Catégories montrées, dans l’ordre' }),
  brandIds: () => screen.queryByRole('group', { name: 'Marques montrées, dans l’ordre' }),
  brandLineIds: () => screen.queryByRole('group', { name: 'Gammes montrées, dans l’ordre' }),
  blogCategoryIds: () => screen.queryByRole('group', { name: 'Catégories du blog montrées, dans l’ordre' }),
  number: () => screen.queryByRole('textbox', { name: 'Nombre d’éléments au plus' }),
  perView: () => screen.queryByRole('group', { name: 'Éléments visibles à la fois' }),
  html: () => screen.queryByText('Texte du bloc'),
  caption: () => screen.queryByText('Légende sur la bannière'),
  items: () => screen.queryByRole('group', { name: 'Textes qui défilent' }),
  bannerImage: () => screen.queryByRole('group', { name: 'Image de la bannière' }),
  carouselImages: () => screen.queryByRole('group', { name: 'Images du carrousel, dans l’ordre' }),
};
type Input = keyof typeof INPUTS;

const PRODUCTS: Input[] = ['number', 'perView'];
const EXPECTED: Readonly<Record<BlockType, Input[]>> = {
  products_carousel: ['source', ...PRODUCTS],
  products_grid: ['source', ...PRODUCTS],
  categories_carousel: ['categoryIds', ...PRODUCTS],
  category_products_carousel: ['category', ...PRODUCTS],
  brands_carousel: ['brandIds', ...PRODUCTS],
  brands_products_carousel: ['brand', ...PRODUCTS],
  brand_lines_carousel: ['brandLineIds', ...PRODUCTS],
  brand_lines_products_carousel: ['brandLine', ...PRODUCTS],
  collection_products: ['collection', ...PRODUCTS],
  tag_products: ['tag', ...PRODUCTS],
  html_block: ['html'],
  banner: ['caption', 'bannerImage'],
  banner_carousel: ['carouselImages'],
  discount_block: ['number'],
  blog_posts_carousel: ['blogCategory', ...PRODUCTS],
  blog_post_card: ['blogPost'],
  text_carousel: ['items'],
  blog_categories_carousel: ['blogCategoryIds', ...PRODUCTS],
};

const shown = () => (Object.keys(INPUTS) as Input[]).filter((input) => INPUTS[input]() !== null).sort();

function renderForm(existing = null as ReturnType<typeof block> | null, mocks: MockedResponse[] = []) {
  const onSaved = jest.fn();
  renderWithApp(
    <BlockForm
      pageId={HOME_ID}
      shopUuid={SHOP}
      block={existing}
      name="1 (Carrousel de produits)"
      online
      onSaved={onSaved}
      onCancel={jest.fn()}
      onDirty={jest.fn()}
    />,
    [...choiceMocks, ...mocks],
  );
  return { user: userEvent.setup(), onSaved };
}

const typeSelect = () => screen.getByRole('combobox', { name: 'Type de bloc' });

it('asks, for each of the 18 types, only the inputs that type uses, besides every module field', async () => {
  const { user } = renderForm();
  expect(shown()).toEqual([]);
  for (const type of BLOCK_TYPES) {
    await user.selectOptions(typeSelect(), type);
    expect({ type, inputs: shown() }).toEqual({ type, inputs: [...EXPECTED[type]].sort() });
    // The module fields every block has.
    expect(screen.getByRole('textbox', { name: 'Titre affiché au-dessus du bloc' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Afficher le titre' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Largeur du bloc' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Couleur de fond' })).toHaveAttribute('name', 'bgColor');
    expect(screen.getByRole('textbox', { name: 'Lien « tout voir »' })).toHaveAttribute('name', 'link');
    expect(screen.getByRole('textbox', { name: 'Classes CSS du conteneur' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Classes CSS de l’enveloppe' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bloc actif' })).toBeInTheDocument();
  }
}, 30_000);

it('lists the chosen target kind, its hidden entries marked, as a tree for categories', async () => {
  const { user } = renderForm();
  await user.selectOptions(typeSelect(), 'category_products_carousel');
  const picker = INPUTS.category();
  if (!picker) throw new Error('no category picker');
  await within(picker).findByRole('option', { name: /Cuisine/ });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent?.trim()),
  ).toEqual(['Choisir', 'Maison', 'Cuisine', 'Archives (masqué sur la boutique)']);
});

it('sends the three responsive numbers as the stored "[mobile,tablet,desktop]" text', async () => {
  let sent: unknown = null;
  const save: MockedResponse = {
    request: {
      query: SaveContentBlockDocument,
      variables: (variables) => {
        sent = variables;
        return true;
      },
    },
    result: { data: { saveContentBlock: block({ id: 20, responsiveNumber: '[2,3,5]' }) } },
  };
  const { user, onSaved } = renderForm(null, [save]);
  await user.selectOptions(typeSelect(), 'products_carousel');
  const group = screen.getByRole('group', { name: 'Éléments visibles à la fois' });
  await user.type(within(group).getByRole('textbox', { name: 'Mobile' }), '2');
  await user.type(within(group).getByRole('textbox', { name: 'Tablette' }), '3');
  await user.type(within(group).getByRole('textbox', { name: 'Ordinateur' }), '5');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le bloc' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent).toMatchObject({
    input: { pageId: HOME_ID, type: 'products_carousel', source: 'FEATURED', responsiveNumber: '[2,3,5]' },
  });
});

it('refuses before sending a count outside 1 to 12 and a javascript: link, under their fields', async () => {
  const { user, onSaved } = renderForm();
  await user.selectOptions(typeSelect(), 'products_carousel');
  const group = screen.getByRole('group', { name: 'Éléments visibles à la fois' });
  await user.type(within(group).getByRole('textbox', { name: 'Mobile' }), '2');
  await user.type(within(group).getByRole('textbox', { name: 'Tablette' }), '3');
  await user.type(within(group).getByRole('textbox', { name: 'Ordinateur' }), '14');
  await user.type(screen.getByRole('textbox', { name: 'Lien « tout voir »' }), 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le bloc' }));
  expect(
    within(group).getByText('Trois nombres entiers de 1 à 12 (mobile, tablette, ordinateur).'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Lien « tout voir »' })).toHaveAccessibleDescription(
    expect.stringContaining('javascript: et data: sont refusés'),
  );
  expect(screen.getByText('Rien n’a été enregistré : corrigez les champs signalés.')).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();
});

it('refuses a half-filled count per screen size before sending, never filling it with defaults', async () => {
  const { user, onSaved } = renderForm();
  await user.selectOptions(typeSelect(), 'products_carousel');
  const group = screen.getByRole('group', { name: 'Éléments visibles à la fois' });
  await user.type(within(group).getByRole('textbox', { name: 'Mobile' }), '2');
  await user.click(screen.getByRole('button', { name: 'Enregistrer le bloc' }));
  expect(
    within(group).getByText('Trois nombres entiers de 1 à 12 (mobile, tablette, ordinateur).'),
  ).toBeInTheDocument();
  expect(screen.getByText('Rien n’a été enregistré : corrigez les champs signalés.')).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();
});

it('shows the server’s refusals under the fields they name', async () => {
  const save: MockedResponse = {
    request: { query: SaveContentBlockDocument, variables: () => true },
    result: refused('BAD_USER_INPUT', 'The content cannot be saved as entered', {
      fieldErrors: {
        'target.categoryId': ['names nothing active in this shop'],
        responsiveNumber: ['must be three whole numbers from 1 to 12, like [2,3,5]'],
        'texts.fr.publicTitle': ['is too long'],
      },
      messageKeys: {
        'target.categoryId': 'content.target_unknown',
        responsiveNumber: 'content.responsive_number_invalid',
        'texts.fr.publicTitle': 'content.text_too_long',
      },
    }),
  };
  const existing = block({
    type: 'category_products_carousel',
    source: null,
    target: { ...block().target, categoryId: 2 },
    responsiveNumber: '[2,3,5]',
    responsiveNumberParsed: { __typename: 'ResponsiveNumber', mobile: 2, tablet: 3, desktop: 5 },
  } as Partial<ReturnType<typeof block>>);
  const { user, onSaved } = renderForm(existing, [save]);
  await user.click(screen.getByRole('button', { name: 'Enregistrer le bloc' }));
  const picker = await screen.findByRole('combobox', { name: 'Catégorie dont montrer les produits' });
  await waitFor(() =>
    expect(picker).toHaveAccessibleDescription(
      'Ce choix n’existe plus ou n’est plus visible dans la boutique.',
    ),
  );
  expect(
    within(screen.getByRole('group', { name: 'Éléments visibles à la fois' })).getByText(
      'Trois nombres entiers de 1 à 12 (mobile, tablette, ordinateur).',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('textbox', { name: 'Titre affiché au-dessus du bloc' }),
  ).toHaveAccessibleDescription('Texte ou liste trop long.');
  expect(screen.getByRole('tab', { name: /Français/ })).toHaveClass('content-languages__tab--faulty');
  expect(onSaved).not.toHaveBeenCalled();
});

it('edits a saved block in place: its id, its values, the ids of a carousel in order', async () => {
  let sent: unknown = null;
  const save: MockedResponse = {
    request: {
      query: SaveContentBlockDocument,
      variables: (variables) => {
        sent = variables;
        return true;
      },
    },
    result: { data: { saveContentBlock: block({ id: 30 }) } },
  };
  const existing = block({ id: 30, type: 'brands_carousel', source: null });
  const { user, onSaved } = renderForm(existing, [save]);
  const group = screen.getByRole('group', { name: 'Marques montrées, dans l’ordre' });
  const add = within(group).getByRole('combobox', { name: 'Ajouter à la liste' });
  await within(add).findByRole('option', { name: 'Ifri' });
  await user.selectOptions(add, 'Ifri');
  await user.selectOptions(add, 'Candia');
  // Chosen Ifri then Candia; Candia moved before Ifri.
  await user.click(within(group).getByRole('button', { name: 'Avancer Candia' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer le bloc' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent).toMatchObject({ input: { id: 30, type: 'brands_carousel', target: { ids: [5, 6] } } });
  expect(sent).not.toHaveProperty('input.pageId');
});
