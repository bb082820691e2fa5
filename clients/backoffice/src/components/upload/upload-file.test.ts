import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import type { MockedResponse } from '@apollo/client/testing';
import { pageNetworkStatus, reportNetworkSuccess } from '@tijara/shared';
import { CSRF_TOKEN, FakeXhr, csrfMock, installFakeXhr } from './upload.mocks';
import { uploadFile } from './upload-file';
import type { UploadResult } from './upload-file';

installFakeXhr();

const URL = '/dashboard/api/product/12/images';
const photo = () => new File(['jpeg bytes'], 'photo.jpg', { type: 'image/jpeg' });

function clientWith(mocks: MockedResponse[] = [csrfMock()]) {
  return new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
}

/** The index-th request once its token has come back (the first by default). */
async function sentRequest(index = 0): Promise<FakeXhr> {
  for (let tries = 0; tries < 50; tries += 1) {
    const request = FakeXhr.sent[index];
    if (request) return request;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('No upload was sent');
}

async function answered(status: number, body: unknown, field?: string): Promise<UploadResult> {
  const index = FakeXhr.sent.length;
  const pending = uploadFile({ client: clientWith(), url: URL, file: photo(), ...(field ? { field } : {}) });
  (await sentRequest(index)).answer(status, body);
  return pending;
}

afterEach(() => reportNetworkSuccess());

it('sends the file in `file` with the session’s CSRF token and reports its progress in percent', async () => {
  const progress: number[] = [];
  const file = photo();
  const pending = uploadFile({ client: clientWith(), url: URL, file, onProgress: (p) => progress.push(p) });
  const request = await sentRequest();

  expect(request.target).toBe(`POST ${URL}`);
  expect(request.headers['X-CSRF-Token']).toBe(CSRF_TOKEN);
  expect(request.withCredentials).toBe(true);
  expect(request.fileIn()).toBe(file);
  request.progress(1, 3);
  request.progress(3, 3);
  const image = { id: 5, name: 'photo.jpg', size: 10, removeUrl: '/x/5', path: '/m/5.webp', alt: 'Tajine' };
  request.answer(200, [image]);

  expect(progress).toEqual([33, 100]);
  expect(await pending).toEqual({ ok: true, status: 200, body: [image], images: [image], data: null });
});

it('reads the generic form answer’s data', async () => {
  const data = { id: 3, path: '/m/3.webp' };
  expect(await answered(200, { success: true, message: 'ok', data, errors: {} })).toMatchObject({
    ok: true,
    images: [],
    data,
  });
});

it('names the field it is told to', async () => {
  const pending = uploadFile({ client: clientWith(), url: URL, file: photo(), field: 'image' });
  const request = await sentRequest();
  expect(request.fileIn('image')).not.toBeNull();
  request.answer(200, { success: true });
  expect((await pending).ok).toBe(true);
});

it('gives the server’s code and what it said about the file when it refuses it', async () => {
  const result = await answered(400, {
    success: false,
    message: '"photo.jpg" is not an image',
    code: 'BAD_USER_INPUT',
    errors: { file: ['"photo.jpg" is not an image'] },
  });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.problem.verdict).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  expect(result.problem.fileErrors).toEqual(['"photo.jpg" is not an image']);
});

it('reads a refusal from the status when the body says nothing, and a 200 that says success:false', async () => {
  const forbidden = await answered(403, '<html>Forbidden</html>');
  expect(!forbidden.ok && forbidden.problem.verdict?.code).toBe('FORBIDDEN');
  const refusedForm = await answered(200, { success: false, errors: { file: ['too small'] } });
  expect(!refusedForm.ok && refusedForm.problem).toMatchObject({
    verdict: { code: 'BAD_USER_INPUT' },
    fileErrors: ['too small'],
  });
});

it('says no answer came when the request fails or a gateway answers, and marks the network down', async () => {
  const pending = uploadFile({ client: clientWith(), url: URL, file: photo() });
  (await sentRequest()).fail();
  expect(await pending).toEqual({ ok: false, problem: { verdict: null, fileErrors: [] } });
  expect(pageNetworkStatus().getSnapshot().online).toBe(false);

  reportNetworkSuccess();
  expect(await answered(504, null)).toEqual({ ok: false, problem: { verdict: null, fileErrors: [] } });
  expect(pageNetworkStatus().getSnapshot().online).toBe(false);
});

it('sends nothing without a session', async () => {
  const result = await uploadFile({ client: clientWith([csrfMock(1, null)]), url: URL, file: photo() });
  expect(!result.ok && result.problem.verdict?.code).toBe('UNAUTHENTICATED');
  expect(FakeXhr.sent).toEqual([]);
});
