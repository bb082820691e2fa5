/** One part on the receive screen: its figures and, while receivable, the quantity arriving now. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ExpeditionItemFieldsFragment } from '../../__generated__/expeditions/graphql';
import { productLabel } from './AvailableProductsPanel';
import { PART_STATUS_LABELS } from './labels';
import { messages } from './messages';

interface Props {
  readonly part: ExpeditionItemFieldsFragment;
  readonly receivable: boolean;
  readonly enabled: boolean;
  readonly text: string;
  /** The last entry broke the rule (more than 0, at most the remainder). */
  readonly invalid: boolean;
  readonly onType: (text: string) => void;
  readonly onReceive: () => void;
}

export function ReceptionRow({ part, receivable, enabled, text, invalid, onType, onReceive }: Props) {
  const intl = useIntl();
  const alertId = useId();
  const product = productLabel(part);
  const open = receivable && part.remainingQuantity > 0;
  return (
    <tr>
      <td>{product}</td>
      <td>{intl.formatMessage(PART_STATUS_LABELS[part.status])}</td>
      <td>{intl.formatNumber(part.quantity)}</td>
      <td>{intl.formatNumber(part.receivedQuantity)}</td>
      <td>{intl.formatNumber(part.remainingQuantity)}</td>
      {receivable ? (
        <td>
          {open ? (
            <form
              className="expeditions-stepper"
              onSubmit={(event) => {
                event.preventDefault();
                onReceive();
              }}
            >
              <input
                className="expeditions-quantity"
                inputMode="numeric"
                aria-label={intl.formatMessage(messages.receivedOf, { product })}
                aria-invalid={invalid}
                aria-describedby={invalid ? alertId : undefined}
                value={text}
                onChange={(event) => onType(event.target.value)}
              />
              <button
                type="submit"
                className="button"
                aria-label={intl.formatMessage(messages.receiveProduct, { product })}
                disabled={!enabled}
              >
                {intl.formatMessage(messages.receive)}
              </button>
            </form>
          ) : null}
          {invalid ? (
            <p
              id={alertId}
              role="alert"
              className="expeditions-alert expeditions-alert--danger expeditions-row-alert"
            >
              {intl.formatMessage(messages.keyInvalidData)}
            </p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
