/**
 * The combination form in a modal, for a new combination or a saved one. The draft is checked
 * before anything is sent; a refusal keeps the modal open with the spec's alert ("error while
 * saving the combination"), the reason, and the server's field errors under their fields. Once the
 * combination is saved its image boxes are applied; a CONFLICT offers a reload instead of
 * overwriting someone else's change.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages, errorMessages, useLocale } from '@tijara/shared';
import type {
  CombinationFieldsFragment,
  CombinationImageFragment,
} from '../../__generated__/product-combinations/graphql';
import { linesOutside, translatedErrors } from '../../components/field-errors';
import { OutcomeLine } from '../../components/OutcomeLine';
import type { FormOutcome } from '../../components/OutcomeLine';
import type { FieldErrors } from '../../components/field-errors';
import { useFlash } from '../../components/Flash';
import { ModalForm } from '../../components/ModalForm';
import { checkDraft, draftOf, emptyDraft } from './combination-draft';
import type { CombinationDraft } from './combination-draft';
import { CombinationFields } from './CombinationFields';
import { formMessages } from './form-messages';
import { messages } from './messages';
import { imagesOf, useSyncCombinationImages } from './use-combination-images';
import { useSaveCombination } from './use-combination-writes';

interface Props {
  readonly productId: number;
  readonly product: { readonly priceHt: number; readonly taxPercent: number };
  /** null: a new combination. */
  readonly combination: CombinationFieldsFragment | null;
  readonly images: readonly CombinationImageFragment[] | undefined;
  readonly writable: boolean;
  readonly canPrice: boolean;
  readonly onClose: () => void;
  /** Closes the form and asks the server again (after a CONFLICT). */
  readonly onReload: () => void;
}

type Failure = {
  readonly message: MessageDescriptor;
  readonly details: readonly string[];
  readonly stale: boolean;
};

const PLACED_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'valueIds',
  'combinationPrice',
  'productPrice',
  'reference',
  'barcode',
  'isDefault',
]);

function useCombinationSubmit({ productId, product, combination, images, canPrice }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const flash = useFlash();
  const save = useSaveCombination(productId);
  const syncImages = useSyncCombinationImages();
  const [draft, setDraft] = useState<CombinationDraft>(() =>
    combination ? draftOf(combination, locale) : emptyDraft(product.priceHt),
  );
  const [before] = useState(() => imagesOf(images, combination?.id ?? null));
  const [imageIds, setImageIds] = useState<ReadonlySet<number>>(before);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (): Promise<boolean> => {
    setFailure(null);
    const check = checkDraft(draft, {
      productHt: product.priceHt,
      locale,
      names: combination?.names ?? null,
      canPrice,
    });
    if (!check.ok) {
      setErrors(translatedErrors(check.problems, (m) => intl.formatMessage(m)));
      setFailure({ message: errorMessages.BAD_USER_INPUT, details: [], stale: false });
      return false;
    }
    const result = await save(combination?.id ?? null, check.input);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      const details = linesOutside(result.fieldErrors, PLACED_FIELDS);
      setFailure({ message: result.message, details, stale: result.conflict });
      return false;
    }
    setErrors({});
    const imagesDone = await syncImages(result.combination.id, before, imageIds);
    flash('success', intl.formatMessage(combination ? messages.saved : messages.created));
    if (!imagesDone) flash('warning', intl.formatMessage(formMessages.imagesFailed));
    return true;
  };
  return { draft, setDraft, imageIds, setImageIds, errors, failure, submit };
}

export function CombinationEditor(props: Props) {
  const intl = useIntl();
  const idBase = useId();
  const { combination, writable, onClose, onReload } = props;
  const form = useCombinationSubmit(props);
  const title = combination
    ? intl.formatMessage(messages.editTitle, { name: combination.name })
    : intl.formatMessage(messages.newTitle);
  return (
    <ModalForm
      open
      wide
      title={title}
      onClose={onClose}
      onSubmit={form.submit}
      submitLabel={intl.formatMessage(commonMessages.save)}
      submitDisabled={!writable}
    >
      <CombinationFields
        idBase={idBase}
        draft={form.draft}
        onDraft={form.setDraft}
        label={combination?.label ?? null}
        wasDefault={combination?.isDefault ?? false}
        product={props.product}
        images={props.images}
        imageIds={form.imageIds}
        onImageIds={form.setImageIds}
        writable={writable}
        canPrice={props.canPrice}
        errors={form.errors}
      />
      <FailureLine failure={form.failure} onReload={onReload} />
    </ModalForm>
  );
}

/** The spec's alert first, then the reason and the server's lines no field carries. */
function FailureLine({ failure, onReload }: { failure: Failure | null; onReload: () => void }) {
  const intl = useIntl();
  const outcome: FormOutcome | null = !failure
    ? null
    : failure.stale
      ? { kind: 'stale' }
      : {
          kind: 'failed',
          message: messages.saveFailed,
          details: [intl.formatMessage(failure.message), ...failure.details],
        };
  return <OutcomeLine outcome={outcome} staleMessage={messages.stale} onReload={onReload} />;
}
