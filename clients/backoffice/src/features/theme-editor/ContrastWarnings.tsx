/**
 * The readable pairs that fall under WCAG AA (4.5:1) with the colours shown, each in a sentence
 * giving the ratio; said politely as they appear (a live region), nothing when all is readable.
 */
import { useIntl } from 'react-intl';
import type { ThemeValues } from '@tijara/schema';
import { messages } from './messages';
import { contrastProblems } from './theme-colors';
import type { ContrastPair, PreviewMode } from './theme-colors';

const SENTENCES: Readonly<Record<ContrastPair, typeof messages.contrastTextOnPrimary>> = {
  textOnPrimary: messages.contrastTextOnPrimary,
  textOnBackground: messages.contrastTextOnBackground,
};

export function ContrastWarnings({ values, mode }: { values: ThemeValues; mode: PreviewMode }) {
  const intl = useIntl();
  const problems = contrastProblems(values, mode);
  return (
    <div className="theme-editor__warnings" aria-live="polite">
      {problems.map(({ pair, ratio }) => (
        <p key={pair} className="note note--warning">
          {intl.formatMessage(SENTENCES[pair], {
            // Rounded down: 4.46 must not read as the 4.5 it misses.
            ratio: intl.formatNumber(Math.floor(ratio * 10) / 10, { maximumFractionDigits: 1 }),
          })}
        </p>
      ))}
    </div>
  );
}
