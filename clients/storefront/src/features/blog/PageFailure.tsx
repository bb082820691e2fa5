/** A blog page that could not be read and has no copy on the device: why, and a way to ask again. */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, sharedMessages } from '@tijara/shared';
import type { GraphqlRequestError } from '../../app/data';

interface Props {
  readonly title: MessageDescriptor;
  readonly error: GraphqlRequestError;
  readonly onRetry: () => void;
}

export function PageFailure({ title, error, onRetry }: Props) {
  const intl = useIntl();
  return (
    <section className="route-message" role="alert">
      <h1>{intl.formatMessage(title)}</h1>
      <p>{intl.formatMessage(errorMessage(error.verdict))}</p>
      <button type="button" className="button" onClick={onRetry}>
        {intl.formatMessage(sharedMessages.retry)}
      </button>
    </section>
  );
}

/** The page's box while its first answer is awaited: as tall as a screen, so the footer stays put. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      {intl.formatMessage(sharedMessages.loading)}
    </div>
  );
}
