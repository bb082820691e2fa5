/**
 * A segment's name and kind; a rule segment also takes its minimum orders and minimum spent. The
 * draft is checked before sending; the server's field errors show under the same fields.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages, errorMessages } from '@tijara/shared';
import type { SegmentFieldsFragment, SegmentKind } from '../../__generated__/customer-segments/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import { linesOutside, translatedErrors } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { KIND_HINTS, KIND_LABELS, SEGMENT_KINDS } from './labels';
import { messages } from './messages';
import { EMPTY_SEGMENT, checkSegment, segmentDraftOf } from './segment-draft';
import type { SegmentDraft } from './segment-draft';
import { refusalText } from './segment-problems';
import { useSaveSegment } from './use-segment-writes';

interface Props {
  /** null: a new segment. */
  readonly segment: SegmentFieldsFragment | null;
  readonly shopUuid: string;
  readonly writable: boolean;
  readonly onCreated: (id: number) => void;
}

type Outcome = { readonly ok: boolean; readonly text: string };

/** The fields that show their own errors; the server's errors about any other are told with the outcome. */
const PLACED_FIELDS: ReadonlySet<string> = new Set(['name', 'minOrders', 'minSpent']);

/** The draft, checked before sending; the answer as the saved segment, or as errors and a refusal. */
function useSegmentForm({ segment, shopUuid, onCreated }: Omit<Props, 'writable'>) {
  const intl = useIntl();
  const save = useSaveSegment();
  const [draft, setDraft] = useState<SegmentDraft>(() => (segment ? segmentDraftOf(segment) : EMPTY_SEGMENT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<SegmentDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const format = (descriptor: MessageDescriptor, values?: Record<string, string>) =>
    intl.formatMessage(descriptor, values);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const check = checkSegment(draft);
    if (!check.ok) {
      setErrors(translatedErrors(check.problems, format));
      setOutcome({ ok: false, text: format(errorMessages.BAD_USER_INPUT) });
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await save(segment?.id ?? null, shopUuid, check.input);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      const others = linesOutside(result.fieldErrors, PLACED_FIELDS);
      setOutcome({ ok: false, text: [refusalText(result, format), ...others].join('\n') });
      return;
    }
    if (!segment) {
      onCreated(result.segment.id);
      return;
    }
    setDraft(segmentDraftOf(result.segment));
    setOutcome({ ok: true, text: format(messages.saved) });
  };
  return { draft, change, errors, outcome, saving, submit };
}

export function SegmentForm({ segment, writable, ...rest }: Props) {
  const intl = useIntl();
  const id = useId();
  const { draft, change, errors, outcome, saving, submit } = useSegmentForm({ segment, ...rest });
  return (
    <form className="card segments-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="segments-field">
        <label htmlFor={`${id}-name`}>{intl.formatMessage(commonMessages.name)}</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          {...invalidProps(errors, id, 'name')}
          onChange={(event) => change({ name: event.target.value })}
        />
        <FieldError id={`${id}-name-error`} lines={errors['name']} />
      </div>
      <KindFields
        draft={draft}
        change={change}
        errors={errors}
        idBase={id}
        savedKind={segment?.kind ?? null}
      />
      <div className="segments-submit">
        <button type="submit" className="button" disabled={!writable || saving}>
          {intl.formatMessage(
            saving ? commonMessages.saving : segment ? commonMessages.save : messages.create,
          )}
        </button>
        {outcome ? (
          <p
            role={outcome.ok ? 'status' : 'alert'}
            className={outcome.ok ? 'note note--success' : 'note note--error segments-lines'}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}

interface KindFieldsProps {
  readonly draft: SegmentDraft;
  readonly change: (patch: Partial<SegmentDraft>) => void;
  readonly errors: FieldErrors;
  readonly idBase: string;
  /** The kind as saved; null for a new segment. */
  readonly savedKind: SegmentKind | null;
}

/** The kind (each explained) and, for a rule, its minimum orders and minimum spent. */
function KindFields({ draft, change, errors, idBase, savedKind }: KindFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <fieldset className="segments-kinds">
        <legend>{intl.formatMessage(messages.kind)}</legend>
        {SEGMENT_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name={`${idBase}-kind`}
              value={kind}
              checked={draft.kind === kind}
              onChange={() => change({ kind })}
            />
            <span>
              <strong>{intl.formatMessage(KIND_LABELS[kind])}</strong>
              <span className="muted segments-hint">{intl.formatMessage(KIND_HINTS[kind])}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {savedKind === 'MEMBERS' && draft.kind === 'RULE' ? (
        <p role="status" className="note note--offline">
          {intl.formatMessage(messages.kindChangeEmpties)}
        </p>
      ) : null}
      {draft.kind === 'RULE' ? (
        <div className="segments-row">
          {(['minOrders', 'minSpent'] as const).map((field) => (
            <div className="segments-field" key={field}>
              <label htmlFor={`${idBase}-${field}`}>{intl.formatMessage(messages[field])}</label>
              <input
                id={`${idBase}-${field}`}
                inputMode={field === 'minOrders' ? 'numeric' : 'decimal'}
                dir="ltr"
                value={draft[field]}
                {...invalidProps(errors, idBase, field)}
                onChange={(event) => {
                  const value = event.target.value;
                  change(field === 'minOrders' ? { minOrders: value } : { minSpent: value });
                }}
              />
              <FieldError id={`${idBase}-${field}-error`} lines={errors[field]} />
            </div>
          ))}
        </div>
      ) : null}
    </>
  );
}
