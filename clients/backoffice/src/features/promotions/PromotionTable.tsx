/**
 * The promotion rows: name (opens the editor), scope, discount, period, status badge, coupon, the
 * active switch and a delete that asks first. A refused delete (409: a coupon of it was consumed)
 * says why, by its messageKey or else in the server's words; deactivating is then the way to stop it.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { PromotionFieldsFragment } from '../../__generated__/promotions/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import type { Notice } from '../../components/NoticeLine';
import { discountLabel, SCOPE_LABELS, STATUS_LABELS } from './labels';
import { messages } from './messages';
import type { PromotionNavigate } from './navigation';
import { useDeletePromotion, useSetPromotionActive } from './use-promotion-writes';

interface Props {
  readonly promotions: readonly PromotionFieldsFragment[];
  readonly writable: boolean;
  readonly onNavigate: PromotionNavigate;
  readonly onNotice: (notice: Notice) => void;
}

export function PromotionTable({ promotions, ...rowProps }: Props) {
  const intl = useIntl();
  return (
    <table className="table promotions-table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(commonMessages.name)}</th>
          <th scope="col">{intl.formatMessage(messages.scope)}</th>
          <th scope="col">{intl.formatMessage(messages.sectionDiscount)}</th>
          <th scope="col">{intl.formatMessage(messages.colDates)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.status)}</th>
          <th scope="col">{intl.formatMessage(messages.colCoupon)}</th>
          <th scope="col">{intl.formatMessage(messages.active)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.actions)}</th>
        </tr>
      </thead>
      <tbody>
        {promotions.map((promotion) => (
          <PromotionRow key={promotion.id} promotion={promotion} {...rowProps} />
        ))}
      </tbody>
    </table>
  );
}

const DATE_TIME = { dateStyle: 'short', timeStyle: 'short' } as const;

type RowProps = Omit<Props, 'promotions'> & { promotion: PromotionFieldsFragment };

/** The row's writes: the active switch and the delete, each told in a notice; busy while one runs. */
function useRowWrites({ promotion, onNotice }: Pick<RowProps, 'promotion' | 'onNotice'>) {
  const intl = useIntl();
  const setActive = useSetPromotionActive();
  const remove = useDeletePromotion();
  const [busy, setBusy] = useState(false);
  const { id, name } = promotion;

  const toggle = async (active: boolean) => {
    setBusy(true);
    const outcome = await setActive(id, active);
    setBusy(false);
    const text = outcome.ok
      ? intl.formatMessage(active ? messages.activated : messages.deactivated, { name })
      : intl.formatMessage(outcome.message);
    onNotice({ ok: outcome.ok, text });
  };
  const confirmDelete = async (): Promise<boolean> => {
    setBusy(true);
    const outcome = await remove(id);
    if (outcome.ok) {
      onNotice({ ok: true, text: intl.formatMessage(messages.deleted, { name }) });
      return true;
    }
    setBusy(false);
    const text =
      outcome.conflict && !outcome.explained && outcome.serverMessage
        ? intl.formatMessage(commonMessages.deleteRefused, { reason: outcome.serverMessage })
        : intl.formatMessage(outcome.message);
    onNotice({ ok: false, text });
    return false;
  };
  return { busy, toggle, confirmDelete };
}

function PromotionRow({ promotion, writable, onNavigate, onNotice }: RowProps) {
  const intl = useIntl();
  const { busy, toggle, confirmDelete } = useRowWrites({ promotion, onNotice });
  const { id, name } = promotion;
  return (
    <tr>
      <th scope="row">
        <button
          type="button"
          className="link-button"
          aria-label={intl.formatMessage(commonMessages.editOf, { name })}
          onClick={() => onNavigate({ name: 'promotion', id })}
        >
          {name}
        </button>
      </th>
      <PromotionCells promotion={promotion} />
      <td>
        <input
          type="checkbox"
          checked={promotion.active}
          disabled={!writable || busy}
          aria-label={intl.formatMessage(messages.activeOf, { name })}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </td>
      <td className="promotions-actions">
        <ConfirmDelete
          name={name}
          messages={messages}
          disabled={!writable || busy}
          busy={busy}
          onConfirm={confirmDelete}
        />
      </td>
    </tr>
  );
}

/** What the row tells about the promotion: scope, discount, period, status and coupon. */
function PromotionCells({ promotion }: { promotion: PromotionFieldsFragment }) {
  const intl = useIntl();
  return (
    <>
      <td>{intl.formatMessage(SCOPE_LABELS[promotion.scope])}</td>
      <td>{discountLabel(intl, promotion.discountType, promotion.value)}</td>
      <td>
        {intl.formatMessage(messages.period, {
          start: intl.formatDate(promotion.startsAt, DATE_TIME),
          end: intl.formatDate(promotion.endsAt, DATE_TIME),
        })}
      </td>
      <td>
        <span className={`badge promotions-badge promotions-badge--${promotion.status.toLowerCase()}`}>
          {intl.formatMessage(STATUS_LABELS[promotion.status])}
        </span>
      </td>
      <td>
        {promotion.couponCode ? <code>{promotion.couponCode}</code> : intl.formatMessage(messages.noCoupon)}
        {promotion.singleUse ? (
          <span className="muted promotions-single-use">
            {intl.formatMessage(messages.singleUseTag, { count: promotion.redemptionCount })}
          </span>
        ) : null}
      </td>
    </>
  );
}
