import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  RemovePromotionBannerDocument,
  UpdatePromotionDocument,
} from '../../__generated__/promotions/graphql';
import { CsrfTokenDocument } from '../../__generated__/components/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { PromotionEditor } from './PromotionEditor';
import { detailMock, pickerMocks, promotion } from './promotions.mocks';

/** The one upload request of a test, driven by hand: progress, then the server's answer. */
class FakeUpload {
  static last: FakeUpload | null = null;
  readonly upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  target = '';
  body: FormData | null = null;

  open(method: string, url: string) {
    this.target = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeUpload.last = null;
  window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

const csrf: MockedResponse = {
  request: { query: CsrfTokenDocument },
  result: { data: { me: { __typename: 'StaffSession', csrfToken: 'token-1' } } },
};
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
  expect(request.body?.get('file')).toBe(file);
  act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
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
  expect(FakeUpload.last).toBeNull();

  await user.upload(input, new File(['not really'], 'faux.png', { type: 'image/png' }));
  const refused = await waitForUpload();
  act(() => refused.answer(400, { success: false }));
  expect(await screen.findByText(/^Image refusée/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Retirer l’image' }));
  expect(await screen.findByText('Image retirée.')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Aperçu de la bannière' })).not.toBeInTheDocument();
  expect(screen.getByText('Aucune image.')).toBeInTheDocument();
});

/** The request once sent (after the CSRF token came back). */
function waitForUpload(): Promise<FakeUpload> {
  return waitFor(() => {
    if (!FakeUpload.last) throw new Error('No upload sent yet');
    return FakeUpload.last;
  });
}
