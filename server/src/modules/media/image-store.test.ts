import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ErrorCode } from '@tijara/schema';
import { IMAGE_SIZE_BOX, IMAGE_SIZES, originalKey, variantDimensions, variantKey } from './image-sizes';
import { ImageRefusedError } from './image-inspect';
import { contentKey, imageObjectKeys, storeImage } from './image-store';
import { LocalDiskStorage } from './local-disk-storage';

let root: string;
let storage: LocalDiskStorage;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tijara-images-'));
  storage = new LocalDiskStorage(root);
});
afterEach(() => rm(root, { recursive: true, force: true }));

function picture(width: number, height: number): sharp.Sharp {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });
}

async function dimensionsOf(key: string) {
  const object = await storage.get(key);
  if (!object) throw new Error(`${key} was not written`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const metadata = await sharp(Buffer.concat(chunks)).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif };
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('storeImage', () => {
  it('writes the WebP original and the variants, each fitted inside its box', async () => {
    const input = await picture(2000, 1000).jpeg().toBuffer();
    const stored = await storeImage(storage, input, 'products/42');
    expect(stored).toEqual({
      storageKey: contentKey('products/42', input),
      mimeType: 'image/jpeg',
      width: 2000,
      height: 1000,
      byteSize: input.length,
    });
    expect(stored.storageKey).toMatch(/^products\/42\/[0-9a-f]{32}$/);
    expect(await dimensionsOf(originalKey(stored.storageKey))).toMatchObject({ format: 'webp', width: 2000 });
    for (const size of IMAGE_SIZES) {
      const box = IMAGE_SIZE_BOX[size];
      expect(await dimensionsOf(variantKey(stored.storageKey, size))).toMatchObject({
        format: 'webp',
        width: box.width,
        height: box.height / 2,
      });
    }
  });

  it('never enlarges a small image', async () => {
    const stored = await storeImage(storage, await picture(100, 60).png().toBuffer(), 'p');
    for (const key of imageObjectKeys(stored.storageKey)) {
      expect(await dimensionsOf(key)).toMatchObject({ width: 100, height: 60 });
    }
  });

  it('turns the picture upright by its EXIF orientation, then drops the metadata', async () => {
    const input = await picture(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await storeImage(storage, input, 'p');
    expect([stored.width, stored.height]).toEqual([20, 40]);
    expect(await dimensionsOf(originalKey(stored.storageKey))).toEqual({
      format: 'webp',
      width: 20,
      height: 40,
      exif: undefined,
    });
  });

  it('gives the same bytes the same key, and other bytes another', async () => {
    const a = await picture(30, 30).png().toBuffer();
    const b = await picture(31, 30).png().toBuffer();
    expect((await storeImage(storage, a, 'p')).storageKey).toBe(
      (await storeImage(storage, a, 'p')).storageKey,
    );
    expect(contentKey('p', a)).not.toBe(contentKey('p', b));
  });

  it.each([
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
    ['png', 'image/png'],
  ] as const)('accepts %s, detected from the bytes', async (format, mimeType) => {
    const stored = await storeImage(storage, await picture(50, 40).toFormat(format).toBuffer(), 'p');
    expect(stored.mimeType).toBe(mimeType);
  });

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  it.each([
    ['an SVG (it can carry script)', () => Promise.resolve(svg)],
    ['text named like an image', () => Promise.resolve(Buffer.from('just some notes, not a picture'))],
    ['a TIFF', () => picture(20, 20).tiff().toBuffer()],
    ['a truncated JPEG', async () => (await picture(300, 300).jpeg().toBuffer()).subarray(0, 400)],
  ])('refuses %s under `file`, writing nothing', async (_what, make) => {
    const error = (await storeImage(storage, await make(), 'p').catch(
      (e: unknown) => e,
    )) as ImageRefusedError;
    expect(error).toBeInstanceOf(ImageRefusedError);
    expect(error.code).toBe(ErrorCode.BAD_USER_INPUT);
    expect(error.fieldErrors['file']?.[0]).toMatch(/^The file /);
    expect(await filesUnder(root)).toEqual([]);
  });

  it('refuses a decompression bomb from its header (50 megapixels in a small PNG)', async () => {
    const bomb = await picture(10_000, 5_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const error = (await storeImage(storage, bomb, 'p').catch((e: unknown) => e)) as ImageRefusedError;
    expect(error.fieldErrors).toEqual({ file: ['The file is 50 megapixels, more than the 40 allowed'] });
    expect(error.forFile('plan.png').fieldErrors).toEqual({
      file: ['"plan.png" is 50 megapixels, more than the 40 allowed'],
    });
    expect(await filesUnder(root)).toEqual([]);
  });
});

describe('variantDimensions', () => {
  it('says the size the resize makes, for odd shapes too', async () => {
    for (const [width, height] of [
      [2000, 1000],
      [999, 1333],
      [1201, 7],
      [333, 100],
      [100, 60],
    ] as const) {
      const stored = await storeImage(storage, await picture(width, height).png().toBuffer(), 'p');
      for (const size of IMAGE_SIZES) {
        const made = await dimensionsOf(variantKey(stored.storageKey, size));
        const said = variantDimensions(width, height, size);
        expect([width, height, size, made.width, made.height]).toEqual([
          width,
          height,
          size,
          said.width,
          said.height,
        ]);
      }
    }
  });
});
