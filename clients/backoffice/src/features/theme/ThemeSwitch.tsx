import { useIntl } from 'react-intl';
import { messages } from './messages';
import type { ThemeChoice } from './theme-preference';

const CHOICES: ThemeChoice[] = ['light', 'dark', 'auto'];

export function ThemeSwitch({
  choice,
  onChoose,
}: {
  choice: ThemeChoice;
  onChoose: (c: ThemeChoice) => void;
}) {
  const intl = useIntl();
  return (
    <div role="radiogroup" aria-label={intl.formatMessage(messages.label)} className="segmented">
      {CHOICES.map((c) => (
        <button key={c} type="button" role="radio" aria-checked={choice === c} onClick={() => onChoose(c)}>
          {intl.formatMessage(messages[c])}
        </button>
      ))}
    </div>
  );
}
