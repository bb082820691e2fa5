/**
 * The demo catalogue's pictures, drawn here rather than downloaded: one per kind and colour in use
 * (a few dozen), the colour as background, a simple outline of the kind (a dress, a phone, a fridge)
 * and its name. Drawn as SVG, rasterised to PNG by sharp (librsvg, generic font), then stored through
 * the upload pipeline (storeImage: original and variants, content-addressed keys) so the shop serves
 * them exactly like staff uploads. Every product showing a picture points at the same stored key.
 */
import sharp from 'sharp';
import { storeImage } from '../../../modules/media';
import type { MediaStorage, StoredImage } from '../../../modules/media';
import type { Shape } from './kinds';
import type { PlannedImage } from './planned';

/** Where the demo pictures are stored (uploads go under products/<id>; these are shared). */
export const DEMO_IMAGE_PREFIX = 'products/demo';
/** Pixels of a picture; the drawings below are laid out on an 800-unit square. */
const SIZE = 512;
const DRAWING = 800;
/** Pictures rendered at once: sharp works on the libuv pool, so a few overlap well. */
const CONCURRENCY = 3;

const OUTLINES: Readonly<Record<Shape, string>> = {
  dress:
    '<path d="M340 140 L460 140 L485 260 L590 560 L210 560 L315 260 Z"/>' +
    '<polyline points="250,470 290,430 330,470 370,430 410,470 450,430 490,470 530,430 560,470" fill="none" stroke-width="14"/>',
  robe: '<path d="M350 110 Q400 70 450 110 L470 190 L560 230 L575 600 L225 600 L240 230 L330 190 Z"/>',
  veil: '<path d="M400 110 C300 110 255 210 268 320 L220 570 L580 570 L532 320 C545 210 500 110 400 110 Z"/><ellipse cx="400" cy="250" rx="70" ry="90" class="cut"/>',
  tunic:
    '<path d="M330 130 L470 130 L610 220 L575 285 L505 250 L515 600 L285 600 L295 250 L225 285 L190 220 Z"/>',
  jeans: '<path d="M300 120 L500 120 L535 600 L430 600 L400 290 L370 600 L265 600 Z"/>',
  shoe: '<path d="M190 470 L195 370 Q270 350 330 310 L430 290 Q470 380 570 395 Q630 405 630 470 Z"/><rect x="180" y="470" width="460" height="40" rx="16"/>',
  tee: '<path d="M300 150 L360 130 Q400 175 440 130 L500 150 L610 240 L555 305 L500 270 L500 570 L300 570 L300 270 L245 305 L190 240 Z"/>',
  phone:
    '<rect x="290" y="90" width="220" height="460" rx="34"/><rect x="308" y="130" width="184" height="380" rx="10" class="cut"/><circle cx="400" cy="112" r="8" class="cut"/>',
  fridge:
    '<rect x="275" y="80" width="250" height="500" rx="18"/><rect x="275" y="250" width="250" height="8" class="cut"/><rect x="490" y="120" width="12" height="90" rx="6" class="cut"/><rect x="490" y="290" width="12" height="140" rx="6" class="cut"/>',
  'air-conditioner':
    '<rect x="150" y="220" width="500" height="170" rx="34"/><rect x="190" y="340" width="420" height="10" rx="5" class="cut"/><rect x="190" y="362" width="420" height="10" rx="5" class="cut"/>',
  washer:
    '<rect x="240" y="110" width="320" height="440" rx="22"/><rect x="240" y="190" width="320" height="8" class="cut"/><circle cx="400" cy="370" r="120" class="cut"/><circle cx="400" cy="370" r="90"/>',
  cooker:
    '<rect x="240" y="140" width="320" height="420" rx="14"/><circle cx="330" cy="200" r="34" class="cut"/><circle cx="470" cy="200" r="34" class="cut"/><rect x="275" y="290" width="250" height="230" rx="10" class="cut"/>',
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Light backgrounds get a dark drawing, dark ones a light drawing (relative luminance of #RRGGBB). */
function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.55;
}

export function pictureSvg(image: PlannedImage): string {
  const background = image.colour.color ?? '#9E9E9E';
  const ink = isLight(background) ? '#263238' : '#FFFFFF';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${DRAWING} ${DRAWING}">` +
    `<style>.cut{fill:${background};fill-opacity:1;stroke:none}</style>` +
    `<rect width="${DRAWING}" height="${DRAWING}" fill="${background}"/>` +
    `<g fill="${ink}" fill-opacity="0.85" stroke="${ink}">${OUTLINES[image.kind.shape]}</g>` +
    `<text x="400" y="680" font-family="DejaVu Sans, Arial, sans-serif" font-size="60" font-weight="bold" ` +
    `text-anchor="middle" fill="${ink}">${escapeXml(image.kind.noun.fr)}</text>` +
    `<text x="400" y="745" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" text-anchor="middle" ` +
    `fill="${ink}" fill-opacity="0.8">${escapeXml(image.colour.labels.fr)}</text></svg>`
  );
}

export async function renderPicture(image: PlannedImage): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(image)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Renders and stores every picture; answers the stored image of each picture key. */
export async function storePictures(
  storage: MediaStorage,
  images: readonly PlannedImage[],
): Promise<Map<string, StoredImage>> {
  const stored = new Map<string, StoredImage>();
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let image = images[next++]; image !== undefined; image = images[next++]) {
      stored.set(image.key, await storeImage(storage, await renderPicture(image), DEMO_IMAGE_PREFIX));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return stored;
}
