/** Full screen on and off (the tablet shows the till alone); not offered where the browser cannot. */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { useFullscreen } from './use-fullscreen';

export function FullscreenToggle() {
  const intl = useIntl();
  const { supported, active, toggle } = useFullscreen();
  if (!supported) return null;
  return (
    <button type="button" className="pos-button pos-button--quiet" onClick={toggle}>
      {intl.formatMessage(active ? messages.exitFullscreen : messages.fullscreen)}
    </button>
  );
}
