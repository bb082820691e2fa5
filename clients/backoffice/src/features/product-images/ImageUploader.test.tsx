import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_UPLOAD_BYTES } from '@tijara/schema';
import { FakeXhr, csrfMock, installFakeXhr } from '../../components/upload/upload.mocks';
import { PRODUCT_ID, galleryMock, image } from './product-images.mocks';
import { renderPanel } from './product-images-test-kit';

installFakeXhr();

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** The index-th request once it has gone (after its CSRF token came back). */
function sent(index: number): Promise<FakeXhr> {
  return waitFor(() => {
    const request = FakeXhr.sent[index];
    if (!request) throw new Error(`Upload ${index} not sent yet`);
    return request;
  });
}

const stored = (id: number, name: string) => [
  { id, name, size: 10, removeUrl: `/dashboard/api/product/image/${id}`, path: `/media/${id}.webp`, alt: '' },
];

it('lists the files refused before sending, never sends them, and sends the others with their progress', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderPanel([
    galleryMock([]),
    galleryMock([image(5, { name: 'tajine.png', isDefault: true })]),
    csrfMock(),
  ]);
  expect(await screen.findByText('Ce produit n’a pas encore d’image.')).toBeInTheDocument();

  const tajine = png('tajine.png');
  await user.upload(screen.getByLabelText('Ajouter des images'), [
    new File(['%PDF'], 'tarifs.pdf', { type: 'application/pdf' }),
    png('poster.png', MAX_UPLOAD_BYTES + 1),
    tajine,
  ]);
  expect(screen.getByText('« tarifs.pdf » n’est pas une image : non envoyé.')).toBeInTheDocument();
  expect(screen.getByText('« poster.png » dépasse 2 Mo : non envoyé.')).toBeInTheDocument();

  const request = await sent(0);
  expect(request.target).toBe(`POST /dashboard/api/product/${PRODUCT_ID}/images`);
  expect(request.fileIn('file')).toBe(tajine);
  act(() => request.progress(40, 100));
  expect(screen.getByRole('progressbar', { name: 'Envoi de tajine.png' })).toHaveAttribute('value', '40');
  expect(screen.getByText('0 / 1 envoyés')).toBeInTheDocument();

  act(() => request.answer(200, stored(5, 'tajine.png')));
  expect(await screen.findByText('1 / 1 envoyés')).toBeInTheDocument();
  // The gallery is asked again and shows the stored image, the product's first, so its default.
  expect(await screen.findByRole('img', { name: 'tajine.png' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Image par défaut : tajine.png' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(FakeXhr.sent).toHaveLength(1);
});

it('sends 8 files at once and the ninth when one of them is stored', async () => {
  const user = userEvent.setup();
  renderPanel([
    galleryMock([]),
    galleryMock([image(1, { isDefault: true })], [], Number.POSITIVE_INFINITY),
    csrfMock(9),
  ]);
  await screen.findByText('Ce produit n’a pas encore d’image.');
  const files = Array.from({ length: 9 }, (_, index) => png(`photo-${index + 1}.png`));
  await user.upload(screen.getByLabelText('Ajouter des images'), files);

  await sent(7);
  expect(FakeXhr.sent).toHaveLength(8);
  expect(screen.getByText('En attente')).toBeInTheDocument();
  expect(screen.getByText('0 / 9 envoyés')).toBeInTheDocument();

  act(() => FakeXhr.sent[0]?.answer(200, stored(1, 'photo-1.png')));
  const ninth = await sent(8);
  expect(ninth.fileIn()).toBe(files[8]);
  expect(await screen.findByText('1 / 9 envoyés')).toBeInTheDocument();
});

it('offers no drop zone to staff who may not change the catalogue', async () => {
  renderPanel([galleryMock([image(1, { isDefault: true })])], []);
  expect(await screen.findByRole('img', { name: 'photo-1.jpg' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Ajouter des images')).not.toBeInTheDocument();
  expect(screen.getByText('Vous pouvez consulter les images, pas les modifier.')).toBeInTheDocument();
});
