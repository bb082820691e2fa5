/**
 * A sample of the storefront painted with the colours as typed (the last valid value of each):
 * its header in the brand colour, headings and text, a product card with its price, the four
 * badges and the primary and secondary buttons, on a light or dark background. The variables are
 * set on the sample alone (inline custom properties), never on the back office around it. It is an
 * illustration: its links and buttons do nothing and are out of the tab order.
 */
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { THEME_VARIABLES } from '@tijara/schema';
import type { ThemeValues } from '@tijara/schema';
import { useFormatMoney } from '@tijara/shared';
import { messages } from './messages';
import { PREVIEW_SURFACES } from './theme-colors';
import type { PreviewMode } from './theme-colors';

const SAMPLE_PRICE = 459_000;
const SAMPLE_OLD_PRICE = 573_750;

function variablesOf(values: ThemeValues, mode: PreviewMode): CSSProperties {
  const style: Record<string, string> = {};
  for (const variable of THEME_VARIABLES) style[variable.cssName] = values[variable.name];
  if (mode === 'dark') {
    // Dark surfaces change the text and the page, never the brand (as the back office's own dark mode).
    style['--color-text'] = PREVIEW_SURFACES.darkText;
    style['--color-heading'] = PREVIEW_SURFACES.darkHeading;
    style['--preview-page'] = values.colorGrey1;
  } else {
    style['--preview-page'] = PREVIEW_SURFACES.lightBackground;
  }
  return style as CSSProperties;
}

export function ThemePreview({ values, mode }: { values: ThemeValues; mode: PreviewMode }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const say = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <div
      className={`theme-preview theme-preview--${mode}`}
      style={variablesOf(values, mode)}
      data-testid="theme-preview"
    >
      <div className="theme-preview__header">
        <strong>{say(messages.sampleShop)}</strong>
        <span className="theme-preview__nav">
          <span>{say(messages.sampleNavHome)}</span>
          <span>{say(messages.sampleNavNew)}</span>
          <span>{say(messages.sampleNavBlog)}</span>
        </span>
      </div>
      <div className="theme-preview__body">
        <p className="theme-preview__heading">{say(messages.sampleHeading)}</p>
        <p className="theme-preview__text">{say(messages.sampleText)}</p>
        <div className="theme-preview__card">
          <div className="theme-preview__badges">
            <span className="theme-preview__badge theme-preview__badge--warning">
              {say(messages.sampleWarning)}
            </span>
            <span className="theme-preview__badge theme-preview__badge--danger">
              {say(messages.sampleDanger)}
            </span>
            <span className="theme-preview__badge theme-preview__badge--success">
              {say(messages.sampleSuccess)}
            </span>
            <span className="theme-preview__badge theme-preview__badge--info">
              {say(messages.sampleInfo)}
            </span>
          </div>
          <p className="theme-preview__product">{say(messages.sampleProduct)}</p>
          <p className="theme-preview__prices">
            <span className="theme-preview__price">{money(SAMPLE_PRICE)}</span>{' '}
            <s className="theme-preview__old-price">{money(SAMPLE_OLD_PRICE)}</s>
          </p>
          <div className="theme-preview__buttons">
            <span className="theme-preview__button theme-preview__button--primary">
              {say(messages.sampleBuy)}
            </span>
            <span className="theme-preview__button theme-preview__button--secondary">
              {say(messages.sampleMore)}
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
