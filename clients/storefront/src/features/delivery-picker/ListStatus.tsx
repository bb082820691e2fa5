/** Loading, failure and "kept on this device" notes under a list, worded for what the shopper can do. */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import type { MirrorRefresh } from '@tijara/shared';
import { messages } from './messages';

interface Props {
  readonly refresh: MirrorRefresh;
  readonly cached: boolean;
  readonly failed: MessageDescriptor;
}

export function ListStatus({ refresh, cached, failed }: Props) {
  const intl = useIntl();
  if (refresh.refreshing && !cached)
    return (
      <p className="hint" role="status">
        {intl.formatMessage(sharedMessages.loading)}
      </p>
    );
  if (!refresh.failed) return null;
  const text = cached
    ? intl.formatMessage(messages.fromCache)
    : `${intl.formatMessage(failed)} ${intl.formatMessage(messages.offlineNotCached)}`;
  return (
    <p className={cached ? 'hint' : 'hint hint--error'} role={cached ? 'status' : 'alert'}>
      {text}{' '}
      <button type="button" className="link-button" onClick={refresh.retry}>
        {intl.formatMessage(sharedMessages.retry)}
      </button>
    </p>
  );
}
