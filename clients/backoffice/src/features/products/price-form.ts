/**
 * The price tab's form: the pricing texts (price-fields-state.ts) plus the wholesale minimum order
 * quantity, which travels with the prices (ProductPricesInput) and needs the same PRICES permission.
 * Checked before sending: a selling price, valid amounts and rate, a whole MOQ from 1.
 */
import type { MessageDescriptor } from 'react-intl';
import { basisPointsToTaxPercent } from '@tijara/schema';
import { formatCurrencyInput } from '@tijara/shared';
import type { ProductEditorFieldsFragment, ProductPricesInput } from '../../__generated__/products/graphql';
import { componentMessages } from '../../components/messages';
import { parseWholeNumber } from '../../components/whole-number';
import { messages } from './messages';
import { HT_FIELDS, priceFigures } from './price-fields-state';
import type { PriceTexts } from './price-fields-state';

export interface PriceForm {
  readonly texts: PriceTexts;
  readonly wholesaleMoq: string;
}

const amountText = (centimes: number | null) => (centimes === null ? '' : formatCurrencyInput(centimes));

export function priceFormOf(product: ProductEditorFieldsFragment): PriceForm {
  return {
    texts: {
      priceHt: amountText(product.priceHt),
      tax: String(product.taxPercent).replace('.', ','),
      supplyPriceHt: amountText(product.supplyPriceHt),
      wholeSalePriceHt: amountText(product.wholesalePriceHt),
    },
    wholesaleMoq: product.wholesaleMoq === null ? '' : String(product.wholesaleMoq),
  };
}

export type PriceCheck =
  | { readonly ok: true; readonly input: ProductPricesInput }
  | { readonly ok: false; readonly problems: Readonly<Record<string, MessageDescriptor>> };

export function checkPriceForm(form: PriceForm): PriceCheck {
  const figures = priceFigures(form.texts);
  const problems: Record<string, MessageDescriptor> = {};
  for (const field of HT_FIELDS) {
    if (figures.ht[field] === undefined) problems[field] = messages.invalidAmount;
  }
  if (figures.ht.priceHt === null) problems['priceHt'] = messages.priceRequired;
  if (figures.taxBasisPoints === undefined) problems['tax'] = messages.invalidTax;
  const moq = form.wholesaleMoq.trim() === '' ? null : parseWholeNumber(form.wholesaleMoq);
  if (moq === 0 || (moq === null && form.wholesaleMoq.trim() !== '')) {
    problems['wholesaleMoq'] = componentMessages.wholeNumber;
  }
  const { priceHt, supplyPriceHt, wholeSalePriceHt } = figures.ht;
  if (
    Object.keys(problems).length > 0 ||
    typeof priceHt !== 'number' ||
    figures.taxBasisPoints === undefined
  ) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    input: {
      priceHt,
      taxPercent: basisPointsToTaxPercent(figures.taxBasisPoints),
      supplyPriceHt: supplyPriceHt ?? null,
      wholesalePriceHt: wholeSalePriceHt ?? null,
      wholesaleMoq: moq,
    },
  };
}
