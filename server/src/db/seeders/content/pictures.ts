/**
 * The demo content's pictures, drawn rather than downloaded: three wide banners (a zellige-like star
 * pattern behind a pictogram of the slide's theme: clothing, appliances, delivery) and three blog
 * pictures, without words so they read the same in every language (the alt texts carry the words).
 * Rasterised by sharp and stored through the content upload's pipeline, so the shop serves them as
 * it serves staff uploads.
 */
import sharp from 'sharp';
import { storeImage } from '../../../modules/media';
import type { MediaStorage, StoredImage } from '../../../modules/media';

export type DemoPicture = 'clothing' | 'appliances' | 'delivery' | 'guides' | 'fashion' | 'home';

const PICTOGRAMS: Readonly<Record<DemoPicture, string>> = {
  clothing:
    '<path d="M560 70 L640 70 L660 150 L730 350 L470 350 L540 150 Z"/><path d="M760 90 L840 90 L940 150 L915 195 L865 170 L870 350 L730 350 L735 170 L685 195 L660 150 Z" opacity="0.8"/>',
  appliances:
    '<rect x="470" y="60" width="150" height="300" rx="14"/><rect x="470" y="160" width="150" height="6" class="cut"/><rect x="660" y="150" width="260" height="210" rx="16" opacity="0.85"/><circle cx="790" cy="255" r="70" class="cut"/>',
  delivery:
    '<rect x="440" y="150" width="300" height="150" rx="12"/><path d="M740 190 L840 190 L900 250 L900 300 L740 300 Z" opacity="0.85"/><circle cx="520" cy="320" r="36" class="cut"/><circle cx="820" cy="320" r="36" class="cut"/>',
  guides:
    '<rect x="310" y="70" width="180" height="240" rx="10"/><rect x="340" y="110" width="120" height="12" class="cut"/><rect x="340" y="150" width="120" height="12" class="cut"/><rect x="340" y="190" width="80" height="12" class="cut"/>',
  fashion: '<path d="M360 60 Q400 30 440 60 L455 120 L520 150 L530 330 L270 330 L280 150 L345 120 Z"/>',
  home: '<path d="M400 50 L560 170 L520 170 L520 330 L280 330 L280 170 L240 170 Z"/><rect x="370" y="240" width="60" height="90" class="cut"/>',
};

const COLOURS: Readonly<Record<DemoPicture, readonly [string, string]>> = {
  clothing: ['#820869', '#B0358F'],
  appliances: ['#0A2FA8', '#3D5FD1'],
  delivery: ['#05795A', '#05BC77'],
  guides: ['#180882', '#4B3BC4'],
  fashion: ['#A1123F', '#D64C75'],
  home: ['#8A4B08', '#C77D2A'],
};

/** Eight-pointed stars in rows, the pattern of Algerian tilework. */
function stars(width: number, height: number): string {
  const star = (x: number, y: number) =>
    `<rect x="${x - 18}" y="${y - 18}" width="36" height="36"/><rect x="${x - 18}" y="${y - 18}" width="36" height="36" transform="rotate(45 ${x} ${y})"/>`;
  const shapes: string[] = [];
  for (let y = 40; y < height; y += 90)
    for (let x = 40 + ((y / 90) % 2) * 45; x < width; x += 90) shapes.push(star(x, y));
  return `<g fill="#FFFFFF" fill-opacity="0.12">${shapes.join('')}</g>`;
}

export function pictureSvg(kind: DemoPicture, width: number, height: number): string {
  const [dark, light] = COLOURS[kind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/>` +
    `<stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<style>.cut{fill:${dark};fill-opacity:1}</style>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${stars(width, height)}` +
    `<g fill="#FFFFFF" fill-opacity="0.92">${PICTOGRAMS[kind]}</g></svg>`
  );
}

/** Banners are 1200 x 420, blog pictures 800 x 400 (their pictograms drawn for each box). */
export async function storeDemoPicture(
  storage: MediaStorage,
  shopUuid: string,
  kind: DemoPicture,
): Promise<StoredImage> {
  const banner = kind === 'clothing' || kind === 'appliances' || kind === 'delivery';
  const [width, height] = banner ? [1200, 420] : [800, 400];
  const png = await sharp(Buffer.from(pictureSvg(kind, width, height)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return storeImage(storage, png, `content/${shopUuid}`);
}
