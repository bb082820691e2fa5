/**
 * One image of the gallery: its thumbnail with the default star, its name and size, delete (asked
 * first), the combinations it is shown on (when the product has any) and its alternative texts.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage, useLocale } from '@tijara/shared';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import type { ImageSize } from '../../__generated__/product-images/graphql';
import { useFlash } from '../../components/Flash';
import { AltTextsForm } from './AltTextsForm';
import { CombinationLinks } from './CombinationLinks';
import { DefaultStar } from './DefaultStar';
import { messages } from './messages';
import { useDeleteImage, useSetDefaultImage } from './use-image-writes';
import type { WriteOutcome } from './use-image-writes';
import type { GalleryCombination, GalleryImage } from './use-product-images';

interface Props {
  readonly productId: number;
  readonly image: GalleryImage;
  readonly combinations: readonly GalleryCombination[];
  /** The staff holds CATALOG_WRITE: the controls are drawn. */
  readonly canWrite: boolean;
  /** ...and the network is up: they can be used. */
  readonly writable: boolean;
}

/** The grid variant, with the small one for narrow cells (variants are fitted inside these widths). */
function thumbnailOf(image: GalleryImage) {
  const url = (size: ImageSize) => image.sizes.find((variant) => variant.size === size)?.url;
  const grid = url('GRID_DISPLAY');
  const small = url('SMALL_PRODUCT');
  return {
    src: grid ?? small,
    srcSet: grid && small ? `${small} 160w, ${grid} 480w` : undefined,
  };
}

export function ImageCard({ productId, image, combinations, canWrite, writable }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const flash = useFlash();
  const setDefault = useSetDefaultImage(productId);
  const deleteImage = useDeleteImage(productId);
  const [busy, setBusy] = useState(false);
  const { name } = image;
  const alt = image.alts[locale] ?? image.alts.fr ?? name;
  const thumbnail = thumbnailOf(image);

  /** Runs one write of the card; says how it went. */
  const run = async (write: () => Promise<WriteOutcome>, success: string): Promise<boolean> => {
    setBusy(true);
    const outcome = await write();
    setBusy(false);
    flash(
      outcome.ok ? 'success' : 'danger',
      outcome.ok ? success : intl.formatMessage(errorMessage(outcome.verdict)),
    );
    return outcome.ok;
  };

  return (
    <li
      className={
        image.isDefault ? 'product-images__card product-images__card--default' : 'product-images__card'
      }
    >
      <figure className="product-images__figure">
        {thumbnail.src ? (
          <img
            src={thumbnail.src}
            srcSet={thumbnail.srcSet}
            sizes="(max-width: 30rem) 45vw, 16rem"
            alt={alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <figcaption>
          <span className="product-images__name" dir="auto">
            {name}
          </span>
          <span className="muted">
            {intl.formatMessage(messages.dimensions, { width: image.width, height: image.height })}
          </span>
          {image.isDefault ? <strong>{intl.formatMessage(messages.isDefault)}</strong> : null}
        </figcaption>
      </figure>
      <div className="product-images__actions">
        <DefaultStar
          name={name}
          isDefault={image.isDefault}
          canWrite={canWrite}
          disabled={!writable || busy}
          onMakeDefault={() =>
            void run(() => setDefault(image), intl.formatMessage(messages.defaultSet, { name }))
          }
        />
        {canWrite ? (
          <ConfirmDelete
            name={name}
            messages={messages}
            disabled={!writable || busy}
            busy={busy}
            onConfirm={() => run(() => deleteImage(image), intl.formatMessage(messages.deleted, { name }))}
          />
        ) : null}
      </div>
      {combinations.length > 0 ? (
        <CombinationLinks image={image} combinations={combinations} canWrite={canWrite} writable={writable} />
      ) : null}
      <AltTextsForm image={image} canWrite={canWrite} writable={writable} />
    </li>
  );
}
