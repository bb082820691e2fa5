/**
 * The quiet note over a page drawn from the device's copy because the network did not answer: when
 * it was seen, and a way to ask again. Polite live region: announced, never interrupting.
 */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import './device-copy.css';

interface Props {
  readonly savedAt: number | undefined;
  readonly onRetry?: () => void;
}

export function DeviceCopyNote({ savedAt, onRetry }: Props) {
  const intl = useIntl();
  const text =
    savedAt === undefined
      ? intl.formatMessage(messages.offlineCopyUndated)
      : intl.formatMessage(messages.offlineCopy, {
          date: intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }),
        });
  return (
    <p className="device-copy" role="status">
      <span>{text}</span>
      {onRetry && (
        <button type="button" className="device-copy__retry" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </button>
      )}
    </p>
  );
}
