/**
 * What a screen shows in place of one that failed to render: a message in the user's language, a way
 * to try again and the way home, never a blank screen. No router here: the home link is a plain
 * address (a full load, so nothing of the failed screen survives), and each app passes its own.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '../i18n/shared-messages';
import './shared-ui.css';

export interface FailureHome {
  /** Where the home link goes: '/' in the storefront, '/dashboard/' in the back office. */
  readonly href: string;
  readonly label: MessageDescriptor;
}

interface Props {
  readonly home: FailureHome;
  readonly onRetry: () => void;
  /** 'retry' renders the screen again; 'reload' loads the page again (a chunk that failed to load). */
  readonly action?: 'retry' | 'reload';
}

export function ErrorFallback({ home, onRetry, action = 'retry' }: Props) {
  const intl = useIntl();
  return (
    <section className="tijara-failure" role="alert">
      <h1>{intl.formatMessage(sharedMessages.failureTitle)}</h1>
      <p>{intl.formatMessage(sharedMessages.failureText)}</p>
      <div className="tijara-failure__actions">
        <button type="button" onClick={onRetry}>
          {intl.formatMessage(action === 'retry' ? sharedMessages.retry : sharedMessages.reload)}
        </button>
        <a href={home.href}>{intl.formatMessage(home.label)}</a>
      </div>
    </section>
  );
}
