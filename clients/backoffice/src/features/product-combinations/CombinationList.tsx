/**
 * The product's combinations, one card each: name (and its values when it has its own name),
 * reference, TTC price and the HT difference, the default's star, its own images; and, for staff who
 * may write, edit, make default and delete (asked first). Cards rather than a table so a 412 px
 * phone shows every figure without scrolling sideways.
 */
import { useIntl } from 'react-intl';
import { commonMessages, ltrIsolate, useFormatMoney } from '@tijara/shared';
import type {
  CombinationFieldsFragment,
  CombinationImageFragment,
} from '../../__generated__/product-combinations/graphql';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { thumbOf } from './CombinationImageChoices';
import { formMessages } from './form-messages';
import { messages } from './messages';

interface Props {
  readonly combinations: readonly CombinationFieldsFragment[];
  readonly images: readonly CombinationImageFragment[] | undefined;
  /** null: read only (no action shown). */
  readonly actions: RowActions | null;
}

export interface RowActions {
  /** Offline or a change under way: shown but disabled. */
  readonly disabled: boolean;
  readonly busyId: number | null;
  readonly onEdit: (combination: CombinationFieldsFragment) => void;
  readonly onMakeDefault: (combination: CombinationFieldsFragment) => void;
  readonly onDelete: (combination: CombinationFieldsFragment) => Promise<boolean>;
}

export function CombinationList({ combinations, images, actions }: Props) {
  const intl = useIntl();
  if (combinations.length === 0) {
    return <p className="muted">{intl.formatMessage(messages.empty)}</p>;
  }
  return (
    <ul className="combination-list" aria-label={intl.formatMessage(messages.title)}>
      {combinations.map((combination) => (
        <CombinationRow
          key={combination.id}
          combination={combination}
          images={images?.filter((image) => image.combinationIds.includes(combination.id)) ?? []}
          actions={actions}
        />
      ))}
    </ul>
  );
}

interface RowProps {
  readonly combination: CombinationFieldsFragment;
  readonly images: readonly CombinationImageFragment[];
  readonly actions: RowActions | null;
}

function CombinationRow({ combination, images, actions }: RowProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const impact = combination.priceImpactHt;
  return (
    <li className="combination-card">
      <div className="combination-card__head">
        {combination.isDefault ? (
          <span
            className="combination-card__star"
            role="img"
            aria-label={intl.formatMessage(messages.isDefault)}
          >
            ★
          </span>
        ) : null}
        <strong>{combination.name}</strong>
        {combination.name !== combination.label ? <span className="muted">{combination.label}</span> : null}
        {combination.active ? null : (
          <span className="badge badge--off">{intl.formatMessage(messages.inactive)}</span>
        )}
      </div>
      <dl className="combination-card__facts">
        <div>
          <dt>{intl.formatMessage(formMessages.reference)}</dt>
          <dd>{combination.reference ?? '—'}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.columnPrice)}</dt>
          <dd>
            {formatMoney(combination.priceTtc)}
            {impact === 0 ? null : (
              <small className="muted combination-card__impact">
                {intl.formatMessage(messages.impactLine, {
                  impact: signed(impact, formatMoney(Math.abs(impact)), intl.locale),
                })}
              </small>
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.columnImages)}</dt>
          <dd>
            <Thumbnails images={images} />
          </dd>
        </div>
      </dl>
      {actions ? <RowButtons combination={combination} actions={actions} /> : null}
    </li>
  );
}

/** "+150,00 DA": in Arabic the sign stays before the amount only inside one left-to-right run. */
function signed(impact: number, amount: string, locale: string): string {
  const text = `${impact > 0 ? '+' : '−'}${amount}`;
  return locale.startsWith('ar') ? ltrIsolate(text) : text;
}

function Thumbnails({ images }: { images: readonly CombinationImageFragment[] }) {
  const intl = useIntl();
  if (images.length === 0) return <span className="muted">{intl.formatMessage(messages.noImage)}</span>;
  return (
    <span className="combination-card__thumbs">
      {images.map((image) => {
        const thumb = thumbOf(image);
        const name = intl.formatMessage(messages.imageOf, { position: image.position + 1, name: image.name });
        return thumb ? <img key={image.id} src={thumb} alt={name} width={40} height={40} /> : null;
      })}
    </span>
  );
}

function RowButtons({
  combination,
  actions,
}: {
  combination: CombinationFieldsFragment;
  actions: RowActions;
}) {
  const intl = useIntl();
  const busy = actions.busyId === combination.id;
  const disabled = actions.disabled || actions.busyId !== null;
  return (
    <div className="combination-card__actions">
      <button
        type="button"
        className="link-button"
        disabled={disabled}
        aria-label={intl.formatMessage(commonMessages.editOf, { name: combination.name })}
        onClick={() => actions.onEdit(combination)}
      >
        {intl.formatMessage(messages.edit)}
      </button>
      {combination.isDefault ? null : (
        <button
          type="button"
          className="link-button"
          disabled={disabled}
          aria-label={intl.formatMessage(messages.makeDefaultOf, { name: combination.name })}
          onClick={() => actions.onMakeDefault(combination)}
        >
          {intl.formatMessage(messages.makeDefault)}
        </button>
      )}
      <ConfirmDelete
        name={combination.name}
        messages={messages}
        disabled={disabled}
        busy={busy}
        onConfirm={() => actions.onDelete(combination)}
      />
    </div>
  );
}
