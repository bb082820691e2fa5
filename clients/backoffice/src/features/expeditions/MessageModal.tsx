/** Shows one Notice under its tone's title: Success, Error, Warning or Message. */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { Dialog } from './Dialog';
import { messages } from './messages';
import type { Notice, NoticeTone } from './notice';

const TITLES: Readonly<Record<NoticeTone, MessageDescriptor>> = {
  success: messages.titleSuccess,
  error: messages.titleError,
  warning: messages.titleWarning,
  info: messages.titleInfo,
};

export function MessageModal({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const intl = useIntl();
  if (!notice) return null;
  return (
    <Dialog
      title={intl.formatMessage(TITLES[notice.tone])}
      tone={notice.tone}
      onDismiss={onClose}
      actions={
        <button type="button" className="button" data-autofocus onClick={onClose}>
          {intl.formatMessage(commonMessages.close)}
        </button>
      }
    >
      <p
        role={notice.tone === 'error' || notice.tone === 'warning' ? 'alert' : 'status'}
        className={`expeditions-alert expeditions-alert--${notice.tone}`}
      >
        {intl.formatMessage(notice.message, notice.values)}
        {notice.detail ? ` ${intl.formatMessage(notice.detail)}` : null}
      </p>
    </Dialog>
  );
}
