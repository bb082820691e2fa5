/**
 * Which combinations show the image (the storefront swaps the gallery when a shopper picks one):
 * one box per combination, ticked = attached. Each change is sent at once and shows at once; a
 * refusal puts the box back and says why. Read only, the attached ones are named in one line.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '@tijara/shared';
import { useFlash } from '../../components/Flash';
import { messages } from './messages';
import { useToggleCombination } from './use-image-writes';
import type { GalleryCombination, GalleryImage } from './use-product-images';

interface Props {
  readonly image: GalleryImage;
  readonly combinations: readonly GalleryCombination[];
  readonly writable: boolean;
  readonly canWrite: boolean;
}

/** Its own name when it has one, with the values it stands for ("Pack été (Rouge - XL)"). */
export function combinationText({ name, label }: GalleryCombination): string {
  return name === label ? label : `${name} (${label})`;
}

export function CombinationLinks({ image, combinations, writable, canWrite }: Props) {
  const intl = useIntl();
  const flash = useFlash();
  const toggle = useToggleCombination();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  if (!canWrite) {
    const attached = combinations.filter((one) => image.combinationIds.includes(one.id));
    return (
      <p className="product-images__links">
        {attached.length === 0
          ? intl.formatMessage(messages.noCombination)
          : intl.formatMessage(messages.attachedTo, {
              combinations: attached.map(combinationText).join(' / '),
            })}
      </p>
    );
  }

  const onToggle = async (combination: GalleryCombination, shown: boolean) => {
    setPending((current) => new Set(current).add(combination.id));
    const outcome = await toggle(image, combination.id, shown);
    setPending((current) => new Set([...current].filter((one) => one !== combination.id)));
    const name = combinationText(combination);
    if (outcome.ok)
      flash('success', intl.formatMessage(shown ? messages.attached : messages.detached, { name }));
    else flash('danger', intl.formatMessage(errorMessage(outcome.verdict)));
  };

  return (
    <fieldset className="product-images__links">
      <legend>{intl.formatMessage(messages.combinations)}</legend>
      <ul>
        {combinations.map((combination) => (
          <li key={combination.id}>
            <label>
              <input
                type="checkbox"
                name="combinationIds"
                value={combination.id}
                checked={image.combinationIds.includes(combination.id)}
                disabled={!writable || pending.has(combination.id)}
                onChange={(event) => void onToggle(combination, event.target.checked)}
              />{' '}
              {combinationText(combination)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
