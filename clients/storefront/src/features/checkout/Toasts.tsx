import { useIntl } from 'react-intl';
import { messages } from './messages';
import type { Toast } from './use-toasts';

export function Toasts({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  return (
    <div className="toasts" aria-live="assertive">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
        >
          <span>{toast.text}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={intl.formatMessage(messages.closeNotice)}
            onClick={() => onDismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
