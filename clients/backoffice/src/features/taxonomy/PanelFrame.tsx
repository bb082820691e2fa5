/**
 * The frame of one tab: its heading with the button that opens a new record (shown to staff who may
 * write, disabled offline), then what the list's read came to: loading, failed with a retry, drawn
 * from the device's copy, or the list itself (children, given the data).
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { RetryAlert } from '../../components/RetryAlert';
import type { Access } from './access';
import { messages } from './messages';
import type { TaxonomyList } from './use-taxonomy-list';

interface Props<TData> {
  readonly title: MessageDescriptor;
  readonly access: Access;
  readonly list: TaxonomyList<TData>;
  /** The new record's button; absent when the tab creates elsewhere (a line under its brand). */
  readonly create?: { readonly label: MessageDescriptor; readonly onClick: () => void };
  readonly children: (data: TData) => ReactNode;
  /** The tab's open form, drawn whatever the list's state (a modal over it). */
  readonly dialog?: ReactNode;
}

export function PanelFrame<TData>({ title, access, list, create, children, dialog }: Props<TData>) {
  const intl = useIntl();
  return (
    <section className="taxonomy-panel" aria-labelledby="taxonomy-panel-title">
      <div className="list-heading">
        <h2 id="taxonomy-panel-title">{intl.formatMessage(title)}</h2>
        {create && access.canWrite ? (
          <button type="button" className="button" disabled={!access.writable} onClick={create.onClick}>
            {intl.formatMessage(create.label)}
          </button>
        ) : null}
      </div>
      {list.fromDevice ? (
        <div className="taxonomy-device-copy">
          <DeviceCopyNote savedAt={list.savedAt} />
          <button type="button" className="link-button" onClick={list.retry}>
            {intl.formatMessage(sharedMessages.retry)}
          </button>
        </div>
      ) : null}
      {list.failed ? <RetryAlert message={messages.listFailed} onRetry={list.retry} /> : null}
      {list.loading ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {list.data === undefined ? null : children(list.data)}
      {dialog}
    </section>
  );
}
