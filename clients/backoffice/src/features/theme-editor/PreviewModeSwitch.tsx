/** The preview's light or dark background, two radio buttons drawn as one segmented control. */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import type { PreviewMode } from './theme-colors';

const MODES = [
  { mode: 'light', label: messages.previewLight },
  { mode: 'dark', label: messages.previewDark },
] as const;

export function PreviewModeSwitch({
  mode,
  onChange,
}: {
  mode: PreviewMode;
  onChange: (mode: PreviewMode) => void;
}) {
  const intl = useIntl();
  return (
    <div role="radiogroup" aria-label={intl.formatMessage(messages.previewMode)} className="segmented">
      {MODES.map((choice) => (
        <button
          key={choice.mode}
          type="button"
          role="radio"
          aria-checked={mode === choice.mode}
          onClick={() => onChange(choice.mode)}
        >
          {intl.formatMessage(choice.label)}
        </button>
      ))}
    </div>
  );
}
