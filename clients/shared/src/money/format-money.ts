/** Money on screen: centimes to "1 234,50 DA" in the user's Intl locale; 0 delivery reads "free". */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { formatMoney } from '@tijara/schema';
import type { Centimes } from '@tijara/schema';
import { sharedMessages } from '../i18n/shared-messages';

/** (centimes) => label with 2 decimals and "DA", in the IntlProvider's locale (fr-DZ, ar-DZ...). */
export function useFormatMoney(): (amount: Centimes | number) => string {
  const { locale } = useIntl();
  return useCallback((amount: Centimes | number) => formatMoney(amount, locale), [locale]);
}

export function formatDeliveryPrice(intl: IntlShape, price: Centimes | number): string {
  return price === 0 ? intl.formatMessage(sharedMessages.freeDelivery) : formatMoney(price, intl.locale);
}

export function useFormatDeliveryPrice(): (price: Centimes | number) => string {
  const intl = useIntl();
  return useCallback((price: Centimes | number) => formatDeliveryPrice(intl, price), [intl]);
}
