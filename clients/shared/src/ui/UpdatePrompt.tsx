import { useIntl } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';
import './shared-ui.css';

interface Props {
  /** A new service worker is installed and waiting. */
  needRefresh: boolean;
  onUpdate: () => void;
  onDismiss: () => void;
  /**
   * The POS rule: while the outbox holds unsent entries the update waits, so no
   * queued sale is replayed by code it was not written for. The app passes true then.
   */
  blocked?: boolean;
}

export function UpdatePrompt({ needRefresh, onUpdate, onDismiss, blocked = false }: Props) {
  const intl = useIntl();
  if (!needRefresh) return null;
  return (
    <div className="tijara-update" role="status" aria-live="polite">
      <p>
        {intl.formatMessage(sharedMessages.updateAvailable)}
        {blocked ? ` ${intl.formatMessage(sharedMessages.updateBlocked)}` : null}
      </p>
      {blocked ? null : (
        <button type="button" onClick={onUpdate}>
          {intl.formatMessage(sharedMessages.updateNow)}
        </button>
      )}
      <button type="button" onClick={onDismiss}>
        {intl.formatMessage(sharedMessages.updateLater)}
      </button>
    </div>
  );
}
