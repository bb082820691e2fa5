/**
 * Whom the promotion is for: the sales channels (all five offered, eCommerce ticked for a new one),
 * a coupon code (upper-cased as it is typed: codes are compared that way at a till or on a phone)
 * and single use, which only means something with a code.
 */
import { useIntl } from 'react-intl';
import type { SalesChannel } from '../../__generated__/promotions/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { SectionProps } from './form-section';
import { CHANNEL_LABELS } from './labels';
import { messages } from './messages';
import { CHANNELS } from './vocabulary';

export function ConditionFields({ draft, change, errors, idBase }: SectionProps) {
  const intl = useIntl();
  const fieldId = (field: string) => `${idBase}-${field}`;
  const hasCode = draft.couponCode.trim() !== '';
  const toggleChannel = (channel: SalesChannel, on: boolean) =>
    change({ channels: CHANNELS.filter((c) => (c === channel ? on : draft.channels.includes(c))) });

  return (
    <fieldset className="card promotions-section">
      <legend>{intl.formatMessage(messages.sectionConditions)}</legend>
      <fieldset
        className="promotions-picker"
        aria-describedby={errors['channels']?.length ? `${fieldId('channels')}-error` : undefined}
      >
        <legend>{intl.formatMessage(messages.channels)}</legend>
        <div className="promotions-checks">
          {CHANNELS.map((channel) => (
            <label key={channel}>
              <input
                type="checkbox"
                checked={draft.channels.includes(channel)}
                onChange={(event) => toggleChannel(channel, event.target.checked)}
              />
              {intl.formatMessage(CHANNEL_LABELS[channel])}
            </label>
          ))}
        </div>
        <FieldError id={`${fieldId('channels')}-error`} lines={errors['channels']} />
      </fieldset>
      <div className="promotions-field">
        <label htmlFor={fieldId('couponCode')}>{intl.formatMessage(messages.couponCode)}</label>
        <input
          id={fieldId('couponCode')}
          dir="ltr"
          autoCapitalize="characters"
          spellCheck={false}
          value={draft.couponCode}
          {...invalidProps(errors, idBase, 'couponCode')}
          onChange={(event) => {
            const couponCode = event.target.value.toUpperCase();
            change(couponCode.trim() ? { couponCode } : { couponCode, singleUse: false });
          }}
        />
        <FieldError id={`${fieldId('couponCode')}-error`} lines={errors['couponCode']} />
      </div>
      <div className="promotions-field">
        <label>
          <input
            type="checkbox"
            checked={hasCode && draft.singleUse}
            disabled={!hasCode}
            {...invalidProps(
              errors,
              idBase,
              'singleUse',
              hasCode ? undefined : `${fieldId('singleUse')}-hint`,
            )}
            onChange={(event) => change({ singleUse: event.target.checked })}
          />
          {intl.formatMessage(messages.singleUse)}
        </label>
        {hasCode ? null : (
          <p id={`${fieldId('singleUse')}-hint`} className="muted">
            {intl.formatMessage(messages.singleUseNeedsCode)}
          </p>
        )}
        <FieldError id={`${fieldId('singleUse')}-error`} lines={errors['singleUse']} />
      </div>
    </fieldset>
  );
}
