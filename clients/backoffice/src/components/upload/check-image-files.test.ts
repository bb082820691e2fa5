import { MAX_UPLOAD_BYTES } from '@tijara/schema';
import { MAX_UPLOAD_MEGABYTES, checkImageFiles } from './check-image-files';

const sized = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type });

it('accepts images up to the limit and refuses the rest, saying why, in the order given', () => {
  const photo = sized('photo.jpg', 'image/jpeg', 1200);
  const limit = sized('limit.png', 'image/png', MAX_UPLOAD_BYTES);
  const heavy = sized('heavy.webp', 'image/webp', MAX_UPLOAD_BYTES + 1);
  const pdf = sized('tarifs.pdf', 'application/pdf', 300);
  const unknown = sized('scan', '', 300);

  const { accepted, refused } = checkImageFiles([photo, pdf, limit, heavy, unknown]);

  expect(accepted).toEqual([photo, limit]);
  expect(refused).toEqual([
    { file: pdf, reason: 'notImage' },
    { file: heavy, reason: 'tooLarge' },
    { file: unknown, reason: 'notImage' },
  ]);
});

it('refuses an empty file as holding no image', () => {
  const empty = sized('empty.png', 'image/png', 0);
  expect(checkImageFiles([empty]).refused).toEqual([{ file: empty, reason: 'notImage' }]);
});

it('states the limit in megabytes', () => {
  expect(MAX_UPLOAD_MEGABYTES).toBe(2);
});
