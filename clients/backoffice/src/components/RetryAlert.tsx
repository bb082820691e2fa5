/** A read that failed, said as an alert with a button to ask the server again. */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';

interface Props {
  readonly message: MessageDescriptor;
  readonly onRetry: () => void;
}

export function RetryAlert({ message, onRetry }: Props) {
  const intl = useIntl();
  return (
    <p role="alert" className="note note--error">
      {intl.formatMessage(message)}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {intl.formatMessage(sharedMessages.retry)}
      </button>
    </p>
  );
}
