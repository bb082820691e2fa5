/** The bulk actions over the chosen rows: how many are chosen, then activate or deactivate them. */
import { useIntl } from 'react-intl';
import { messages } from './messages';

interface Props {
  readonly count: number;
  /** Offline or a change on its way: the buttons wait. */
  readonly disabled: boolean;
  readonly onApply: (active: boolean) => void;
}

export function BulkBar({ count, disabled, onApply }: Props) {
  const intl = useIntl();
  const idle = disabled || count === 0;
  return (
    <div role="group" className="product-list__bulk" aria-label={intl.formatMessage(messages.bulkActions)}>
      <span aria-live="polite">{intl.formatMessage(messages.selection, { count })}</span>
      <button type="button" className="button" disabled={idle} onClick={() => onApply(true)}>
        {intl.formatMessage(messages.activate)}
      </button>
      <button
        type="button"
        className="button product-list__secondary"
        disabled={idle}
        onClick={() => onApply(false)}
      >
        {intl.formatMessage(messages.deactivate)}
      </button>
    </div>
  );
}
