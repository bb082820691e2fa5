import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_UPLOAD_BYTES } from '@tijara/schema';
import { renderWithApp } from '../../test/render-with-app';
import { DropZone } from './DropZone';
import { UploadList } from './UploadList';
import { FakeXhr, csrfMock, installFakeXhr } from './upload.mocks';
import type { UploadAnswer } from './upload-file';
import { MAX_PARALLEL_UPLOADS, useUploadQueue } from './use-upload-queue';

installFakeXhr();

const URL = '/dashboard/api/product/12/images';
const LABEL = 'Ajouter des images';

function Uploads({ onUploaded }: { onUploaded: (answer: UploadAnswer, file: File) => void }) {
  const queue = useUploadQueue({ url: URL, onUploaded });
  return (
    <>
      <DropZone label={LABEL} onFiles={queue.enqueue} />
      <UploadList {...queue} onRetry={queue.retry} onClearFinished={queue.clearFinished} />
    </>
  );
}

const image = (name: string) => new File(['img'], name, { type: 'image/png' });
const stored = (id: number, name: string) => [
  { id, name, size: 3, removeUrl: `/dashboard/api/product/image/${id}`, path: `/m/${id}.webp`, alt: '' },
];

function line(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`No line for ${name}`);
  return item;
}

it(`sends ${MAX_PARALLEL_UPLOADS} files at once, each with its progress, then the next ones`, async () => {
  const user = userEvent.setup();
  const onUploaded = jest.fn();
  renderWithApp(<Uploads onUploaded={onUploaded} />, [csrfMock(20)]);
  const files = Array.from({ length: 10 }, (_, index) => image(`photo-${index + 1}.png`));

  await user.upload(screen.getByLabelText(LABEL), files);

  await waitFor(() => expect(FakeXhr.sent).toHaveLength(MAX_PARALLEL_UPLOADS));
  expect(screen.getByRole('status')).toHaveTextContent('0 / 10 envoyés');
  expect(within(line('photo-10.png')).getByText('En attente')).toBeInTheDocument();
  const first = FakeXhr.nth(0);
  expect(first.fileIn()).toBe(files[0]);
  act(() => first.progress(40, 100));
  expect(screen.getByRole('progressbar', { name: 'Envoi de photo-1.png' })).toHaveAttribute('value', '40');
  expect(within(line('photo-1.png')).getByText(/^40\s?%$/)).toBeInTheDocument();

  act(() => first.answer(200, stored(1, 'photo-1.png')));
  expect(await within(line('photo-1.png')).findByText('Envoi terminé')).toBeInTheDocument();
  expect(onUploaded).toHaveBeenCalledWith(
    expect.objectContaining({ images: stored(1, 'photo-1.png') }),
    files[0],
  );
  expect(screen.getByRole('status')).toHaveTextContent('1 / 10 envoyés');
  // The freed slot goes to the ninth file; the tenth still waits.
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(MAX_PARALLEL_UPLOADS + 1));
  expect(FakeXhr.nth(MAX_PARALLEL_UPLOADS).fileIn()).toBe(files[8]);
  expect(within(line('photo-10.png')).getByText('En attente')).toBeInTheDocument();
});

it('refuses what is not an image or too large before sending, and sends the rest', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithApp(<Uploads onUploaded={jest.fn()} />, [csrfMock()]);
  const heavy = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'lourde.jpg', { type: 'image/jpeg' });
  const pdf = new File(['%PDF'], 'tarifs.pdf', { type: 'application/pdf' });

  await user.upload(screen.getByLabelText(LABEL), [pdf, image('ok.png'), heavy]);

  const alert = await screen.findByText('« tarifs.pdf » n’est pas une image : non envoyé.');
  expect(alert).toBeInTheDocument();
  expect(screen.getByText('« lourde.jpg » dépasse 2 Mo : non envoyé.')).toBeInTheDocument();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  expect(FakeXhr.nth(0).fileIn()?.name).toBe('ok.png');
  expect(screen.getByRole('status')).toHaveTextContent('0 / 1 envoyés');
});

it('says why a file failed and sends it again on request', async () => {
  const user = userEvent.setup();
  const onUploaded = jest.fn();
  renderWithApp(<Uploads onUploaded={onUploaded} />, [csrfMock(3)]);
  await user.upload(screen.getByLabelText(LABEL), [image('faux.png'), image('coupure.png')]);
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));

  act(() =>
    FakeXhr.nth(0).answer(400, {
      success: false,
      code: 'BAD_USER_INPUT',
      message: 'refused',
      errors: { file: ['"faux.png" is not an image'] },
    }),
  );
  act(() => FakeXhr.nth(1).fail());
  expect(await within(line('faux.png')).findByText('Le serveur a refusé ce fichier.')).toBeInTheDocument();
  expect(within(line('faux.png')).getByText('"faux.png" is not an image')).toBeInTheDocument();
  expect(await within(line('coupure.png')).findByText(/Le serveur ne répond pas/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Renvoyer coupure.png' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
  expect(within(line('coupure.png')).queryByRole('button')).not.toBeInTheDocument();
  act(() => FakeXhr.nth(2).answer(200, stored(9, 'coupure.png')));
  expect(await within(line('coupure.png')).findByText('Envoi terminé')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('1 / 2 envoyés');
  expect(onUploaded).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Effacer les envois terminés' }));
  expect(screen.queryByText('faux.png')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
