/** How a block stands on the shop, in words: an old type, switched off, or shown within a window. */
import type { IntlShape } from 'react-intl';
import { SHOP_TIME_ZONE } from '@tijara/schema';
import type { ContentBlockFieldsFragment } from '../../__generated__/content-pages/graphql';
import { messages } from './messages';

/** Dates of the window in the shop's time, like the form that sets them. */
const shopDateTime = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

/** null: shown, with no window. */
export function stateOf(intl: IntlShape, block: ContentBlockFieldsFragment): string | null {
  if (!block.knownType) return intl.formatMessage(messages.stateOldType);
  if (!block.active) return intl.formatMessage(messages.stateInactive);
  const from = block.visibleFrom ? shopDateTime(intl, block.visibleFrom) : null;
  const until = block.visibleUntil ? shopDateTime(intl, block.visibleUntil) : null;
  if (from && until) return intl.formatMessage(messages.stateWindow, { from, until });
  if (from) return intl.formatMessage(messages.stateFrom, { from });
  return until ? intl.formatMessage(messages.stateUntil, { until }) : null;
}
