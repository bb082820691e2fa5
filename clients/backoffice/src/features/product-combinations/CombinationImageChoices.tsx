/**
 * The combination's own images: a box per image of the product (its thumbnail as the label), the
 * ones shown when shoppers choose this combination. Images are uploaded in the Images tab; here
 * they are only attached or detached.
 */
import { useIntl } from 'react-intl';
import type { CombinationImageFragment } from '../../__generated__/product-combinations/graphql';
import { formMessages } from './form-messages';
import { messages } from './messages';

/** The thumbnail of an image (160 px), else whichever variant it has. */
export function thumbOf(image: CombinationImageFragment): string | null {
  return (image.sizes.find((variant) => variant.size === 'SMALL_PRODUCT') ?? image.sizes[0])?.url ?? null;
}

interface Props {
  readonly idBase: string;
  /** undefined: not loaded yet. */
  readonly images: readonly CombinationImageFragment[] | undefined;
  readonly chosen: ReadonlySet<number>;
  readonly onChosen: (ids: ReadonlySet<number>) => void;
  readonly disabled: boolean;
}

export function CombinationImageChoices({ idBase, images, chosen, onChosen, disabled }: Props) {
  const intl = useIntl();
  if (images === undefined) return null;
  const hintId = `${idBase}-images-hint`;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChosen(next);
  };
  return (
    <fieldset className="combination-form__images" aria-describedby={hintId}>
      <legend>{intl.formatMessage(formMessages.images)}</legend>
      <p id={hintId} className="muted">
        {intl.formatMessage(images.length === 0 ? formMessages.noImages : formMessages.imagesHint)}
      </p>
      <ul className="combination-thumbs">
        {images.map((image) => {
          const name = intl.formatMessage(messages.imageOf, {
            position: image.position + 1,
            name: image.name,
          });
          const thumb = thumbOf(image);
          return (
            <li key={image.id}>
              <label className="combination-thumbs__choice">
                <input
                  type="checkbox"
                  name="imageIds"
                  value={image.id}
                  checked={chosen.has(image.id)}
                  disabled={disabled}
                  onChange={(event) => toggle(image.id, event.target.checked)}
                />
                {thumb ? <img src={thumb} alt="" width={64} height={64} /> : null}
                <span className="visually-hidden">{name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
