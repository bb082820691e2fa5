/** The shop's name, or the generic one until the settings are known (first visit, offline). */
import { useIntl } from 'react-intl';
import { messages } from './messages';
import { useShop } from './use-shop';

export function useShopName(): string {
  const intl = useIntl();
  return useShop()?.name ?? intl.formatMessage(messages.fallbackName);
}
