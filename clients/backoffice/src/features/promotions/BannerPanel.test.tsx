import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RemovePromotionBannerDocument,
  UpdatePromotionDocument,
} from '../../__generated__/promotions/graphql';
import { FakeXhr, csrfMock, installFakeXhr } from '../../components/upload/upload.mocks';
import { renderWithApp } from '../../test/render-with-app';
import { PromotionEditor } from './PromotionEditor';
import { detailMock, pickerMocks, promotion } from './promotions.mocks';

installFakeXhr();

const csrf = csrfMock();
const THUMB = '/media/promotions/ab/cd-small.webp';

it('uploads a banner with the CSRF token, shows its progress and preview, and keeps saving', async () => {
  const user = userEvent.setup();
  const save = jest.fn(() => ({
    data: { updatePromotion: promotion({ bannerThumbUrl: THUMB, version: 4 }) },
  }));
  renderWithApp(<PromotionEditor promotionId={7} onNavigate={jest.fn()} />, [
    detailMock(promotion()),
    ...pickerMocks,
    csrf,
    // The banner is not part of the form: the server leaves the version alone, so the form keeps its own.
    { request: { query: UpdatePromotionDocument, variables: (v) => v['version'] === 3 }, result: save },
  ]);
  expect(await screen.findByText('Aucune image.')).toBeInTheDocument();
  const file = new File(['banner'], 'hiver.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Choisir une image'), file);

  const request = await waitForUpload();
  expect(request.target).toBe('POST /dashboard/api/promotions/7/banner');
  expect(request.headers['X-CSRF-Token']).toBe('token-1');
  expect(request.withCredentials).toBe(true);
  expect(request.fileIn()).toBe(file);
  act(() => request.progress(40, 100));
  expect(screen.getByText('Envoi de l’image : 40 %')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('value', '40');
  act(() => request.answer(200, { success: true, bannerThumbUrl: THUMB }));

  expect(await screen.findByRole('img', { name: 'Aperçu de la bannière' })).toHaveAttribute('src', THUMB);
  expect(screen.getByText('Image enregistrée.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Promotion enregistrée.')).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(1);
});

it('refuses what is not an image before sending, says when the server refuses one, and removes it', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithApp(<PromotionEditor promotionId={7} onNavigate={jest.fn()} />, [
    detailMock(promotion({ bannerThumbUrl: THUMB })),
    ...pickerMocks,
    csrf,
    {
      request: { query: RemovePromotionBannerDocument, variables: { id: 7 } },
      result: { data: { removePromotionBanner: promotion({ bannerThumbUrl: null }) } },
    },
  ]);
  const input = await screen.findByLabelText('Choisir une image');
  await user.upload(input, new File(['%PDF'], 'tarifs.pdf', { type: 'application/pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce fichier n’est pas une image.');
  expect(FakeXhr.sent).toEqual([]);

  await user.upload(input, new File(['not really'], 'faux.png', { type: 'image/png' }));
  const refused = await waitForUpload();
  act(() => refused.answer(400, { success: false }));
  expect(await screen.findByText(/^Image refusée/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retirer l’image' }));
  expect(await screen.findByText('Image retirée.')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Aperçu de la bannière' })).not.toBeInTheDocument();
  expect(screen.getByText('Aucune image.')).toBeInTheDocument();
});

/** The last request once sent (after the CSRF token came back). */
function waitForUpload(): Promise<FakeXhr> {
  return waitFor(() => FakeXhr.nth(FakeXhr.sent.length - 1));
}
