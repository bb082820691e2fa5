import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { pageNetworkStatus } from '@tijara/shared';
import {
  AttachImageToCombinationDocument,
  DeleteProductImageDocument,
  DetachImageFromCombinationDocument,
  ProductImagesDocument,
  SetDefaultProductImageDocument,
  UpdateProductImageAltDocument,
} from '../../__generated__/product-images/graphql';
import { PRODUCT_ID, combination, galleryMock, image } from './product-images.mocks';
import { renderPanel } from './product-images-test-kit';

afterEach(() => pageNetworkStatus().reportSuccess());

const cover = image(1, { name: 'couverture.jpg', isDefault: true, combinationIds: [41] });
const side = image(2, { name: 'profil.jpg' });
const red = combination(41, 'Rouge - XL');
const blue = combination(42, 'Bleu - L', 'Pack été');
const star = (name: string) => screen.getByRole('button', { name: `Image par défaut : ${name}` });

it('moves the star to the image made default and tells it', async () => {
  const user = userEvent.setup();
  const setDefault = jest.fn(() => ({ data: { setDefaultProductImage: { ...side, isDefault: true } } }));
  renderPanel([
    galleryMock([cover, side]),
    { request: { query: SetDefaultProductImageDocument, variables: { imageId: 2 } }, result: setDefault },
  ]);
  await screen.findByRole('img', { name: 'profil.jpg' });
  expect(star('couverture.jpg')).toHaveAttribute('aria-pressed', 'true');
  expect(star('couverture.jpg')).toBeDisabled();
  expect(star('profil.jpg')).toHaveAttribute('aria-pressed', 'false');

  await user.click(star('profil.jpg'));
  expect(await screen.findByText('profil.jpg est maintenant l’image par défaut.')).toBeInTheDocument();
  expect(setDefault).toHaveBeenCalledTimes(1);
  expect(star('profil.jpg')).toHaveAttribute('aria-pressed', 'true');
  expect(star('couverture.jpg')).toHaveAttribute('aria-pressed', 'false');
});

it('attaches the image to a combination and detaches it, and puts the box back when refused', async () => {
  const user = userEvent.setup();
  const links = { combinationId: 42, imageId: 1 };
  renderPanel([
    galleryMock([cover], [red, blue]),
    {
      request: { query: AttachImageToCombinationDocument, variables: links },
      result: { data: { attachImageToCombination: { ...cover, combinationIds: [41, 42] } } },
    },
    {
      request: { query: DetachImageFromCombinationDocument, variables: { combinationId: 41, imageId: 1 } },
      result: { data: { detachImageFromCombination: { ...cover, combinationIds: [42] } } },
    },
    {
      request: { query: DetachImageFromCombinationDocument, variables: links },
      result: { errors: [new GraphQLError('Gone', { extensions: { code: 'NOT_FOUND' } })] },
    },
  ]);
  const links41 = await screen.findByRole('checkbox', { name: 'Rouge - XL' });
  const links42 = screen.getByRole('checkbox', { name: 'Pack été (Bleu - L)' });
  expect(links41).toBeChecked();
  expect(links42).not.toBeChecked();

  await user.click(links42);
  expect(await screen.findByText('Image liée à la déclinaison Pack été (Bleu - L).')).toBeInTheDocument();
  expect(links42).toBeChecked();

  await user.click(links41);
  expect(await screen.findByText('Image retirée de la déclinaison Rouge - XL.')).toBeInTheDocument();
  expect(links41).not.toBeChecked();

  await user.click(links42);
  expect(await screen.findByText(/n’existe plus/)).toBeInTheDocument();
  expect(links42).toBeChecked();
});

it('deletes an image once confirmed, and the next one becomes the default', async () => {
  const user = userEvent.setup();
  renderPanel([
    galleryMock([cover, side]),
    {
      request: { query: DeleteProductImageDocument, variables: { imageId: 1 } },
      result: {
        data: {
          deleteProductImage: {
            __typename: 'DeletedProductImage',
            id: 1,
            productId: PRODUCT_ID,
            defaultImage: { ...side, isDefault: true },
          },
        },
      },
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Supprimer couverture.jpg' }));
  const question = screen.getByRole('group', { name: 'Confirmation' });
  expect(question).toHaveTextContent('Supprimer l’image couverture.jpg ?');
  await user.click(within(question).getByRole('button', { name: 'Supprimer' }));

  expect(await screen.findByText('Image couverture.jpg supprimée.')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'couverture.jpg' })).not.toBeInTheDocument();
  expect(star('profil.jpg')).toHaveAttribute('aria-pressed', 'true');
});

it('saves the alternative texts, asking for the French one first', async () => {
  const user = userEvent.setup();
  const alts = { fr: 'Tajine en terre cuite', en: 'Clay tajine', ar: '' };
  const save = jest.fn(() => ({
    data: {
      updateProductImageAlt: { ...cover, alts: { __typename: 'ProductImageAlts', ...alts, ar: null } },
    },
  }));
  renderPanel([
    galleryMock([cover]),
    { request: { query: UpdateProductImageAltDocument, variables: { imageId: 1, alts } }, result: save },
  ]);
  await user.click(await screen.findByText('Textes alternatifs'));
  const form = screen.getByRole('textbox', { name: 'Texte alternatif (English)' }).closest('form');
  if (!form) throw new Error('No alt form');
  await user.type(within(form).getByRole('textbox', { name: 'Texte alternatif (English)' }), alts.en);
  await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  const french = within(form).getByRole('textbox', { name: 'Texte alternatif (Français)' });
  expect(french).toHaveAttribute('aria-invalid', 'true');
  expect(
    within(form).getByText('Le texte français est obligatoire dès qu’une autre langue en a un.'),
  ).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();

  await user.type(french, alts.fr);
  await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Textes alternatifs de couverture.jpg enregistrés.')).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('img', { name: 'Tajine en terre cuite' })).toBeInTheDocument();
});

it('shows the gallery read only without the catalogue permission', async () => {
  renderPanel([galleryMock([cover, side], [red, blue])], []);
  expect(await screen.findByRole('img', { name: 'Image par défaut' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Image par défaut/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  expect(screen.getByText('Liée à : Rouge - XL')).toBeInTheDocument();
  expect(screen.getByText('Liée à aucune déclinaison.')).toBeInTheDocument();
  for (const input of screen.getAllByRole('textbox')) expect(input).toHaveAttribute('readonly');
});

it('keeps every control disabled offline and says why', async () => {
  pageNetworkStatus().configureProbe(false);
  pageNetworkStatus().reportFailure();
  renderPanel([galleryMock([cover, side], [red])]);
  expect(await screen.findByText(/^Hors ligne : les images restent/)).toBeInTheDocument();
  await screen.findByRole('img', { name: 'profil.jpg' });
  expect(screen.getByRole('button', { name: /Ajouter des images/ })).toBeDisabled();
  expect(star('profil.jpg')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Supprimer profil.jpg' })).toBeDisabled();
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
});

it('shows the gallery kept on the device when the server cannot be reached', async () => {
  pageNetworkStatus().configureProbe(false);
  pageNetworkStatus().reportFailure();
  const { db } = renderPanel([
    {
      request: { query: ProductImagesDocument, variables: { productId: PRODUCT_ID } },
      error: new Error('offline'),
    },
  ]);
  const product = { __typename: 'Product', id: PRODUCT_ID, images: [cover, side], combinations: [red] };
  await db.offlineCopies.put({ key: `product-images:${PRODUCT_ID}`, value: product, savedAt: Date.now() });

  expect(await screen.findByRole('img', { name: 'profil.jpg' })).toBeInTheDocument();
  expect(star('couverture.jpg')).toHaveAttribute('aria-pressed', 'true');
  expect(star('profil.jpg')).toBeDisabled();
  expect(screen.queryByText('Impossible de charger les images.')).not.toBeInTheDocument();
});
