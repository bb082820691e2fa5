/**
 * The product's photos: a main slider (CSS scroll-snap, so a thumb swipes it on a phone with no
 * library) and a strip of thumbnails, four in view. The first photo is the page's largest paint:
 * eager with fetchpriority high; the others load lazily. Scrolling the slider moves the current
 * thumbnail; a thumbnail or the arrows scroll the slider. Right to left, the slider runs the other
 * way (scrollLeft is negative there), which the index arithmetic takes as an absolute value.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PRODUCT_GALLERY_IMAGE_SIZES } from '@tijara/schema';
import { ResponsiveImage } from '../product-card';
import { messages } from './messages';
import './gallery.css';
import type { ProductImage } from './product-view';

interface Props {
  readonly images: readonly ProductImage[];
  /** The product's name, the images' alternative text when they have none of their own. */
  readonly name: string;
}

/** Drawn full width on a phone, half the page beside the buy box (the server preloads it so). */
const MAIN_SIZES = PRODUCT_GALLERY_IMAGE_SIZES;
/** A thumbnail is a quarter of the gallery. */
const THUMB_SIZES = '(min-width: 64rem) 12vw, 25vw';

export function ProductGallery({ images, name }: Props) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const count = images.length;

  // The current thumbnail stays in the strip's view (a fifth photo scrolls the strip along), as long
  // as the strip itself is on screen: the page is never scrolled for it.
  useEffect(() => {
    const strip = thumbs.current;
    const thumb = strip?.children[active];
    if (!strip || !(thumb instanceof HTMLElement)) return;
    const box = strip.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) return;
    thumb.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [active]);

  if (count === 0) {
    return (
      <div className="gallery gallery--empty" role="img" aria-label={intl.formatMessage(messages.noImage)} />
    );
  }

  const show = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setActive(next);
    const slide = track.current?.children[next];
    // Only the slider scrolls: the page stays where the shopper is reading.
    if (slide instanceof HTMLElement && track.current) {
      const direction = getComputedStyle(track.current).direction === 'rtl' ? -1 : 1;
      track.current.scrollTo?.({ left: direction * slide.offsetWidth * next, behavior: 'smooth' });
    }
  };

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(Math.abs(element.scrollLeft) / element.clientWidth);
    if (index !== active && index >= 0 && index < count) setActive(index);
  };

  const alt = (image: ProductImage) => image.alt || name;
  return (
    <div className="gallery" role="group" aria-label={intl.formatMessage(messages.gallery)}>
      <div className="gallery__main">
        <ul className="gallery__track" ref={track} onScroll={onScroll}>
          {images.map((image, index) => (
            <li
              key={image.id}
              className="gallery__slide"
              aria-label={intl.formatMessage(messages.imageOf, { index: index + 1, count })}
              aria-hidden={index === active ? undefined : true}
            >
              <ResponsiveImage
                variants={image.sizes}
                alt={alt(image)}
                sizes={MAIN_SIZES}
                preferred="PRODUCT_PAGE_LARGE"
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--previous"
              onClick={() => show(active - 1)}
              disabled={active === 0}
              aria-label={intl.formatMessage(messages.previousImage)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__arrow gallery__arrow--next"
              onClick={() => show(active + 1)}
              disabled={active === count - 1}
              aria-label={intl.formatMessage(messages.nextImage)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" ref={thumbs}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-current={index === active ? 'true' : undefined}
                aria-label={intl.formatMessage(messages.showImage, { index: index + 1 })}
                onClick={() => show(index)}
              >
                <ResponsiveImage
                  variants={image.sizes}
                  alt=""
                  sizes={THUMB_SIZES}
                  preferred="SMALL_PRODUCT"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
