/**
 * What a content list says above its rows: how the last action went, a failed read with a retry,
 * "Loading…" until the first answer, and its empty sentence when the answer has no rows. A list
 * already shown stays shown when a later read fails (cache-and-network), so the alert is only for
 * a list that has nothing to show.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { NoticeLine } from '../../components/NoticeLine';
import type { Notice } from '../../components/NoticeLine';
import { RetryAlert } from '../../components/RetryAlert';

interface Props {
  readonly notice: Notice | null;
  /** The list's query: whether its last read failed, and how to ask again. */
  readonly list: { readonly error?: unknown; readonly refetch: () => Promise<unknown> };
  /** Rows in the answer; undefined until there is an answer. */
  readonly count: number | undefined;
  readonly failed: MessageDescriptor;
  /** Said when the answer has no rows; left out where the list is never empty (the home is always there). */
  readonly empty?: MessageDescriptor;
}

export function ListStatus({ notice, list, count, failed, empty }: Props) {
  const intl = useIntl();
  return (
    <>
      <NoticeLine notice={notice} />
      {list.error && count === undefined ? (
        <RetryAlert message={failed} onRetry={() => void list.refetch().catch(() => undefined)} />
      ) : null}
      {count === undefined && !list.error ? (
        <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
      ) : null}
      {count === 0 && empty ? <p className="muted">{intl.formatMessage(empty)}</p> : null}
    </>
  );
}
