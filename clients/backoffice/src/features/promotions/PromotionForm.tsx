/**
 * The promotion editor's form, for a new promotion or a saved one. The draft is checked before
 * anything is sent (checkDraft); the server's field errors then show under the same fields. An
 * update sends the version the form was filled from: a CONFLICT means someone else saved meanwhile,
 * and the form offers a reload rather than overwrite their change. The banner is not part of the
 * form: the server leaves the version alone when it changes, so the form keeps its own.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, errorMessages } from '@tijara/shared';
import type { PromotionFieldsFragment } from '../../__generated__/promotions/graphql';
import { linesOutside, translatedErrors } from '../../components/field-errors';
import { OutcomeLine } from '../../components/OutcomeLine';
import type { FormOutcome } from '../../components/OutcomeLine';
import type { FieldErrors } from '../../components/field-errors';
import { BannerPanel } from './BannerPanel';
import { ConditionFields } from './ConditionFields';
import { DiscountFields } from './DiscountFields';
import { GeneralFields } from './GeneralFields';
import { messages } from './messages';
import { checkDraft, draftOf, emptyDraft } from './promotion-draft';
import type { PromotionDraft } from './promotion-draft';
import { ScopeFields } from './ScopeFields';
import { TextsTabs } from './TextsTabs';
import type { Refusal } from './promotion-problems';
import { useSavePromotion } from './use-promotion-writes';

interface Props {
  /** null: a new promotion. */
  readonly promotion: PromotionFieldsFragment | null;
  readonly shopUuid: string;
  readonly writable: boolean;
  readonly onCreated: (id: number) => void;
  /** Loads the promotion again and starts the form over from it. */
  readonly onReload: () => void;
}

/** The fields that show their own errors; the server's errors about any other are told with the outcome. */
const PLACED_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'startsAt',
  'endsAt',
  'priority',
  'translations',
  'targetIds',
  'paymentMethods',
  'value',
  'combinability',
  'minimumSubtotal',
  'channels',
  'couponCode',
  'singleUse',
]);

/** A refusal as the form tells it: a stale version offers a reload, anything else says why. */
function refusalOutcome(result: Refusal, saved: boolean): FormOutcome {
  if (result.conflict && !result.explained && saved) return { kind: 'stale' };
  return {
    kind: 'failed',
    message: result.message,
    details: linesOutside(result.fieldErrors, PLACED_FIELDS),
  };
}

/** The draft and the version it was filled from, checked before sending, then saved or refused. */
function usePromotionForm({
  promotion,
  shopUuid,
  onCreated,
}: Pick<Props, 'promotion' | 'shopUuid' | 'onCreated'>) {
  const intl = useIntl();
  const save = useSavePromotion();
  const [draft, setDraft] = useState<PromotionDraft>(() => (promotion ? draftOf(promotion) : emptyDraft()));
  const [version, setVersion] = useState(promotion?.version ?? 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (patch: Partial<PromotionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(translatedErrors(check.problems, (m) => intl.formatMessage(m)));
      setOutcome({ kind: 'failed', message: errorMessages.BAD_USER_INPUT });
      return;
    }
    setErrors({});
    setSaving(true);
    const existing = promotion ? { id: promotion.id, version } : null;
    const result = await save({ existing, shopUuid, scope: draft.scope }, check.input);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setOutcome(refusalOutcome(result, promotion !== null));
    } else if (!promotion) {
      onCreated(result.promotion.id);
    } else {
      setDraft(draftOf(result.promotion));
      setVersion(result.promotion.version);
      setOutcome({ kind: 'saved', message: messages.saved });
    }
  };
  return { draft, change, errors, outcome, saving, submit };
}

export function PromotionForm({ promotion, writable, onReload, ...rest }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const { draft, change, errors, outcome, saving, submit } = usePromotionForm({ promotion, ...rest });
  const sections = { draft, change, errors, idBase };
  return (
    <form className="promotions-form" onSubmit={(event) => void submit(event)} noValidate>
      <GeneralFields {...sections} />
      <TextsTabs {...sections} />
      {promotion ? (
        <BannerPanel promotion={promotion} writable={writable} />
      ) : (
        <p className="card muted">{intl.formatMessage(messages.bannerAfterSave)}</p>
      )}
      <ScopeFields {...sections} scopeLocked={promotion !== null} disabled={!writable} />
      <DiscountFields {...sections} />
      <ConditionFields {...sections} />
      <div className="promotions-submit">
        <button type="submit" className="button" disabled={!writable || saving}>
          {intl.formatMessage(
            saving ? commonMessages.saving : promotion ? commonMessages.save : messages.create,
          )}
        </button>
        <OutcomeLine outcome={outcome} staleMessage={messages.stale} onReload={onReload} />
      </div>
    </form>
  );
}
