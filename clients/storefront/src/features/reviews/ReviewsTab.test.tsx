import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOP_CONTEXT_KEY } from '../../app/shop-context';
import { renderWithApp } from '../../test/render-with-app';
import type { GraphqlHandlers } from '../../test/render-with-app';
import { ReviewsTab } from './ReviewsTab';

const PRODUCT_UUID = '5b0c7a3e-8f63-4b1c-9a55-0d6c8c1f2a10';

/** XMLHttpRequest as the form uses it: the test answers each request when it wants. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

const originalXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  localStorage.clear();
  localStorage.setItem(
    SHOP_CONTEXT_KEY,
    JSON.stringify({ shopUuid: 'shop-uuid', storefrontToken: 'public-token', locale: 'fr' }),
  );
});
afterEach(() => {
  globalThis.XMLHttpRequest = originalXhr;
});

const review = (
  id: number,
  user: string,
  rating: number,
  images: { displayUrl: string; largeUrl: string }[] = [],
) => ({
  __typename: 'PublicReview',
  id,
  user,
  rating,
  text: '<p>Très <strong>bonne</strong> lampe.</p>',
  createdAt: '2026-03-14T10:00:00.000Z',
  images: images.map((image) => ({ __typename: 'ReviewImage', ...image })),
});

const noReviews: GraphqlHandlers = {
  ProductReviews: () => ({
    productReviews: { __typename: 'PublicReviewPage', averageRating: null, totalCount: 0, items: [] },
  }),
};

function renderTab(graphql: GraphqlHandlers = noReviews) {
  return renderWithApp(<ReviewsTab productUuid={PRODUCT_UUID} shopUuid="shop-uuid" />, { graphql });
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Donner mon avis' }));
  return screen.getByRole('group', { name: 'Votre avis sur ce produit' });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Votre nom'), 'Amina B.');
  await user.type(screen.getByLabelText('Votre adresse e-mail'), 'amina@example.dz');
  await user.type(screen.getByLabelText('Votre numéro de téléphone'), '0550123456');
  await user.type(screen.getByLabelText('Date d’achat'), '2026-03-01');
  await user.click(screen.getByRole('radio', { name: '4 étoiles' }));
  await user.type(screen.getByLabelText('Votre avis'), 'Lumière douce, bien emballée.');
  await user.click(screen.getByLabelText('J’ai acheté ce produit dans cette boutique'));
  await user.click(screen.getByLabelText(/J’accepte que mon avis/));
}

it('lists the published reviews with the average, stars, author, date, HTML text and small photos', async () => {
  const { calls } = renderTab({
    ProductReviews: () => ({
      productReviews: {
        __typename: 'PublicReviewPage',
        averageRating: 4.5,
        totalCount: 2,
        items: [
          review(2, 'Karim', 5, [{ displayUrl: '/media/r2/small.webp', largeUrl: '/media/r2/large.webp' }]),
          review(1, 'Nadia', 4),
        ],
      },
    }),
  });
  expect(await screen.findByText('4,5 sur 5 · 2 avis')).toBeInTheDocument();
  const items = screen.getAllByRole('listitem').filter((item) => item.classList.contains('review'));
  expect(items).toHaveLength(2);
  expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Note : 5 sur 5' })).toBeInTheDocument();
  expect(items[0]).toHaveTextContent('Karim');
  expect(items[0]).toHaveTextContent('14 mars 2026');
  expect(within(items[0] as HTMLElement).getByText('bonne').tagName).toBe('STRONG');
  const photo = within(items[0] as HTMLElement).getByRole('img', { name: 'Photo de Karim' });
  expect(photo).toHaveAttribute('width', '100');
  expect(photo).toHaveAttribute('height', '100');
  expect(photo.closest('a')).toHaveAttribute('href', '/media/r2/large.webp');
  expect(calls.find((c) => c.operationName === 'ProductReviews')?.variables).toEqual({
    productUuid: PRODUCT_UUID,
    page: 1,
    pageSize: 12,
    shopId: 'shop-uuid',
  });
});

it('pages through the reviews', async () => {
  const user = userEvent.setup();
  const { calls } = renderTab({
    ProductReviews: ({ page }) => ({
      productReviews: {
        __typename: 'PublicReviewPage',
        averageRating: 4,
        totalCount: 13,
        items: [review(Number(page), `Client ${String(page)}`, 4)],
      },
    }),
  });
  expect(await screen.findByText('Page 1 sur 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Avis plus récents' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Avis plus anciens' }));
  expect(await screen.findByText('Client 2')).toBeInTheDocument();
  expect(calls.filter((c) => c.operationName === 'ProductReviews').map((c) => c.variables['page'])).toEqual([
    1, 2,
  ]);
});

it('says there are no reviews yet', async () => {
  renderTab();
  expect(await screen.findByText(/Aucun avis pour le moment/)).toBeInTheDocument();
});

it('toggles the form, every input named by its key and labelled', async () => {
  const user = userEvent.setup();
  renderTab();
  expect(screen.queryByRole('group', { name: 'Votre avis sur ce produit' })).toBeNull();
  const form = await openForm(user);
  expect(screen.getByRole('button', { name: 'Annuler mon avis' })).toHaveAttribute('aria-expanded', 'true');
  const named = (name: string) => form.querySelector(`[name="${name}"]`);
  expect(named('name')).toBe(screen.getByLabelText('Votre nom'));
  expect(named('email')).toHaveAttribute('type', 'email');
  expect(named('phone')).toHaveAttribute('type', 'tel');
  expect(named('purchaseDate')).toHaveAttribute('type', 'date');
  expect(named('text')).toBe(screen.getByLabelText('Votre avis'));
  expect(named('boughtHere')).toHaveAttribute('type', 'checkbox');
  expect(named('acceptedPolicy')).toHaveAttribute('type', 'checkbox');
  expect(named('image')).toHaveAttribute('accept', 'image/*');
  expect(screen.getByLabelText('Une photo (facultatif)')).toBe(named('image'));
  const stars = within(screen.getByRole('group', { name: 'Votre note' })).getAllByRole('radio');
  expect(stars).toHaveLength(5);
  expect(stars[4]).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Annuler mon avis' }));
  expect(screen.queryByRole('group', { name: 'Votre avis sur ce produit' })).toBeNull();
});

it('picks the rating with the keyboard, as a radio group', async () => {
  const user = userEvent.setup();
  renderTab();
  await openForm(user);
  const five = screen.getByRole('radio', { name: '5 étoiles' });
  five.focus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
});

it('refuses an incomplete form with the "fill all fields" alert and sends nothing', async () => {
  const user = userEvent.setup();
  renderTab();
  await openForm(user);
  await fillForm(user);
  await user.click(screen.getByLabelText(/J’accepte que mon avis/)); // unticked again
  await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs');
  await user.clear(screen.getByLabelText('Votre nom'));
  await user.type(screen.getByLabelText('Votre nom'), '   ');
  await user.click(screen.getByLabelText(/J’accepte que mon avis/));
  await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs');
  expect(FakeXhr.sent).toHaveLength(0);
});

it('sends the multipart form with the bearer token, disabled while it goes, then resets and thanks', async () => {
  const user = userEvent.setup();
  renderTab();
  await openForm(user);
  await fillForm(user);
  const photo = new File(['png-bytes'], 'lampe.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Une photo (facultatif)'), photo);
  await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));

  const [request] = FakeXhr.sent;
  if (!request?.body) throw new Error('no request sent');
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/web/api/product/submit/review');
  expect(request.headers['Authorization']).toBe('Bearer public-token');
  expect(Object.fromEntries([...request.body.entries()].filter(([key]) => key !== 'image'))).toEqual({
    productUuid: PRODUCT_UUID,
    name: 'Amina B.',
    email: 'amina@example.dz',
    phone: '0550123456',
    purchaseDate: '2026-03-01',
    rating: '4',
    text: 'Lumière douce, bien emballée.',
    boughtHere: 'true',
    acceptedPolicy: 'true',
  });
  expect((request.body.get('image') as File).name).toBe('lampe.png');

  expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
  expect(screen.getByLabelText('Votre nom')).toBeDisabled();
  expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeDisabled();
  request.progress(50, 100);
  expect(screen.getByRole('progressbar')).toHaveAttribute('value', '0.5');

  await request.respond(200, { success: true, message: 'ok', data: { uuid: 'r1', status: 'PENDING' } });
  expect(screen.queryByRole('group', { name: 'Votre avis sur ce produit' })).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('apparaîtra ici dès qu’il aura été vérifié');
  await openForm(user);
  expect(screen.getByLabelText('Votre nom')).toHaveValue('');
  expect(screen.getByLabelText('J’ai acheté ce produit dans cette boutique')).not.toBeChecked();
  expect(screen.getByRole('radio', { name: '5 étoiles' })).toBeChecked();
});

it('keeps the form open and filled on a refusal, with the server’s fields flagged', async () => {
  const user = userEvent.setup();
  renderTab();
  await openForm(user);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
  await FakeXhr.sent[0]?.respond(400, {
    success: false,
    message: 'Invalid review',
    code: 'BAD_USER_INPUT',
    errors: { phone: ['must be a mobile number: 05, 06 or 07 and 8 more digits'] },
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Votre avis n’a pas pu être envoyé');
  const phone = screen.getByLabelText('Votre numéro de téléphone');
  expect(phone).toHaveValue('0550123456');
  expect(phone).toHaveAccessibleDescription('Un numéro de mobile : 05, 06 ou 07 suivi de 8 chiffres.');
  expect(screen.getByLabelText('Votre nom')).toHaveValue('Amina B.');
  expect(screen.getByRole('radio', { name: '4 étoiles' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Envoyer mon avis' })).toBeEnabled();
});

it('keeps the form filled when no answer comes', async () => {
  const user = userEvent.setup();
  renderTab();
  await openForm(user);
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
  await act(async () => FakeXhr.sent[0]?.onerror?.());
  expect(screen.getByRole('alert')).toHaveTextContent('Votre avis n’a pas pu être envoyé');
  expect(screen.getByLabelText('Votre avis')).toHaveValue('Lumière douce, bien emballée.');
});

it('takes only an image as the photo', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderTab();
  await openForm(user);
  await user.upload(
    screen.getByLabelText('Une photo (facultatif)'),
    new File(['%PDF'], 'facture.pdf', { type: 'application/pdf' }),
  );
  expect(screen.getByLabelText('Une photo (facultatif)')).toHaveAccessibleDescription(
    'Choisissez une image (JPEG, PNG, WebP…).',
  );
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Envoyer mon avis' }));
  expect(FakeXhr.sent[0]?.body?.get('image')).toBeNull();
});
