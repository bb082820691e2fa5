/**
 * The features form: a fieldset per feature type, a box per value, saved as one list
 * (setProductFeatures replaces the product's values). The ticks are kept on the device as they
 * change (useFormDraft), so choices made while the connection drops are still there to send once it
 * is back; a restored draft says so and can be dropped. The form also answers the editor's "save
 * all" when it has changes.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { commonMessages, errorMessage, serverVerdict } from '@tijara/shared';
import type { FeaturePanelQuery } from '../../__generated__/product-features/graphql';
import { FeatureSetProductValuesDocument } from '../../__generated__/product-features/graphql';
import { DraftNote } from '../../components/DraftNote';
import { OutcomeLine } from '../../components/OutcomeLine';
import type { FormOutcome } from '../../components/OutcomeLine';
import { useFlash } from '../../components/Flash';
import { useSaveAllForm } from '../../components/SaveAll';
import type { SaveOutcome } from '../../components/SaveAll';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormDraft } from '../../components/use-form-draft';
import { messages } from './messages';

type FeatureType = FeaturePanelQuery['featureTypes'][number];

interface Props {
  readonly productId: number;
  readonly types: readonly FeatureType[];
  /** The values saved now, as the server answered. */
  readonly saved: readonly number[];
  /** Online with CATALOG_WRITE. */
  readonly writable: boolean;
  /** Shown but not changeable (no CATALOG_WRITE). */
  readonly readOnly: boolean;
  readonly onReload: () => void;
}

type Failure = {
  readonly message: MessageDescriptor;
  readonly lines: readonly string[];
  readonly stale: boolean;
};

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

function useFeatureSave({ productId, saved, writable }: Props) {
  const intl = useIntl();
  const flash = useFlash();
  const draft = useFormDraft<number[]>(`product:${productId}:features`, [...saved]);
  const [mutate] = useMutation(FeatureSetProductValuesDocument);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const dirty = !sameSet(draft.value, saved);

  const submit = async (): Promise<SaveOutcome> => {
    if (!dirty) return 'unchanged';
    if (!writable || sending) return false;
    setFailure(null);
    setSending(true);
    try {
      await mutate({ variables: { productId, featureValueIds: draft.value } });
      await draft.clear();
      flash('success', intl.formatMessage(messages.saved));
      return true;
    } catch (error) {
      const verdict = serverVerdict(error);
      const lines = Object.values(verdict?.fieldErrors ?? {}).flat();
      setFailure({ message: errorMessage(verdict), lines, stale: verdict?.code === 'CONFLICT' });
      return false;
    } finally {
      setSending(false);
    }
  };
  useSaveAllForm(`product-features-${productId}`, submit);
  return { draft, dirty, sending, failure, submit };
}

export function FeatureForm(props: Props) {
  const intl = useIntl();
  const idBase = useId();
  const { types, writable, readOnly } = props;
  const { draft, dirty, sending, failure, submit } = useFeatureSave(props);
  const chosen = new Set(draft.value);
  const toggle = (id: number, on: boolean) =>
    draft.setValue((ids) =>
      on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id),
    );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="features-form" onSubmit={onSubmit} noValidate>
      <DraftNote restored={draft.restored} savedAt={draft.savedAt} onDiscard={() => void draft.discard()} />
      {types.map((type) => {
        const count = type.values.filter((value) => chosen.has(value.id)).length;
        return (
          <fieldset key={type.id} className="features-type" aria-describedby={`${idBase}-${type.id}-count`}>
            <legend>{type.name}</legend>
            <p id={`${idBase}-${type.id}-count`} className="muted features-type__count">
              {intl.formatMessage(messages.chosenCount, { count })}
            </p>
            {type.values.length === 0 ? (
              <p className="muted">{intl.formatMessage(messages.noValues)}</p>
            ) : null}
            <div className="features-type__values">
              {type.values.map((value) => (
                <label key={value.id}>
                  <input
                    type="checkbox"
                    name="featureValueIds"
                    value={value.id}
                    checked={chosen.has(value.id)}
                    disabled={readOnly}
                    onChange={(event) => toggle(value.id, event.target.checked)}
                  />{' '}
                  {value.name}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {readOnly ? null : (
        <div className="features-form__submit">
          <SubmitButton submitting={sending} disabled={!writable || !dirty}>
            {intl.formatMessage(commonMessages.save)}
          </SubmitButton>
          {dirty ? <span className="muted">{intl.formatMessage(messages.unsaved)}</span> : null}
        </div>
      )}
      {/* After a conflict the server's values win: the draft goes before the form starts over. */}
      <FailureLine failure={failure} onReload={() => void draft.discard().then(props.onReload)} />
    </form>
  );
}

function FailureLine({ failure, onReload }: { failure: Failure | null; onReload: () => void }) {
  const intl = useIntl();
  const outcome: FormOutcome | null = !failure
    ? null
    : failure.stale
      ? { kind: 'stale' }
      : {
          kind: 'failed',
          message: commonMessages.saveFailed,
          details: [intl.formatMessage(failure.message), ...failure.lines],
        };
  return <OutcomeLine outcome={outcome} staleMessage={messages.stale} onReload={onReload} />;
}
