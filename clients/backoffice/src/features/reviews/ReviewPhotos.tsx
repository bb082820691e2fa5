/**
 * The photos a shopper attached, as thumbnails (the small variant, at most 100 x 100); each opens the
 * large variant in a modal, so the moderator looks closer without leaving the queue.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReviewCardFieldsFragment } from '../../__generated__/reviews/graphql';
import { Modal } from '../../components/Modal';
import { messages } from './messages';

interface Props {
  readonly images: ReviewCardFieldsFragment['images'];
  readonly author: string;
}

export function ReviewPhotos({ images, author }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const label = (index: number) => intl.formatMessage(messages.photoOf, { author, index: index + 1 });
  const shown = open === null ? undefined : images[open];
  return (
    <>
      <ul className="reviews__photos" aria-label={intl.formatMessage(messages.photos)}>
        {images.map((image, index) => (
          <li key={image.largeUrl}>
            <button type="button" className="reviews__photo" onClick={() => setOpen(index)}>
              <img src={image.displayUrl} alt={label(index)} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={shown !== undefined}
        title={open === null ? '' : label(open)}
        onClose={() => setOpen(null)}
        wide
      >
        {shown ? <img className="reviews__photo-large" src={shown.largeUrl} alt={label(open ?? 0)} /> : null}
      </Modal>
    </>
  );
}
