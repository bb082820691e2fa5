/** "Update Product Stocks": 'Updating...' with a spinner while the check runs, then its raw answer. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, errorMessages } from '@tijara/shared';
import { messages } from './messages';
import { useStockCheck } from './use-stock-check';

export function StockCheck({ warehouseId, disabled }: { warehouseId: string; disabled: boolean }) {
  const intl = useIntl();
  const id = useId();
  const { state, run } = useStockCheck(warehouseId);
  const running = state.status === 'running';
  return (
    <div className="stock-check">
      <button
        type="button"
        className="button"
        disabled={disabled || running}
        aria-busy={running}
        onClick={() => void run()}
      >
        {running ? <span className="spinner" aria-hidden="true" /> : null}
        {intl.formatMessage(running ? commonMessages.updating : messages.updateStocks)}
      </button>
      <p id={id} className="visually-hidden">
        {intl.formatMessage(messages.output)}
      </p>
      <output className="stock-check__output" aria-labelledby={id}>
        {state.status === 'answered' ? <pre dir="ltr">{state.json}</pre> : null}
        {state.status === 'failed' ? (
          <span className="note--error">
            {intl.formatMessage(messages.networkNotOk, { status: state.httpStatus })}
          </span>
        ) : null}
        {state.status === 'unreachable' ? (
          <span className="note--error">{intl.formatMessage(errorMessages.unreachable)}</span>
        ) : null}
      </output>
    </div>
  );
}
