/**
 * The storefront's legacy product JSON (listings, the product page, cross-selling) from a card.
 * Money: the legacy fields carry dinars with 2 decimals (priceHt is the HT price, the legacy
 * "effective" price while no promotion applies), plus exact centimes (priceHtCentimes,
 * priceTtcCentimes) and the TTC price.
 * productPriceAfterPromotion (HT, dinars) and promotionRead {value, ruleType} come from the
 * promotions engine (catalogue promotions for the storefront): value is the percent or the dinars
 * taken off, so priceHt minus it (or minus its percent) is productPriceAfterPromotion.
 */
import { centimesToDinars, LOCALES, priceTtc } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import {
  badgeValue,
  combinationLabel,
  combinationPromotionOf,
  combinationLabels,
  combinationPriceHt,
  isAvailable,
  langValues,
  promotionOf,
  translationIn,
} from '../storefront';
import { IMAGE_SIZES, ImageSize, variantUrl } from '../images/image-sizes';
import { labelIn, labelList } from '../labels';
import type {
  CardCombination,
  CardImage,
  CardPackItem,
  CardPromotion,
  ProductCardRow,
  ShopCardPricing,
} from '../storefront';

export function legacyImage(image: CardImage, displaySize: ImageSize) {
  const isThumb = image.isDefault;
  return {
    id: image.id,
    isThumb,
    displayUrl: variantUrl(image.storageKey, displaySize),
    sizes: IMAGE_SIZES.map((size) => {
      const url = variantUrl(image.storageKey, size);
      return { size, displayUrl: url, url, isThumb };
    }),
  };
}

function legacyValue(value: CardCombination['values'][number], locale: Locale) {
  return {
    type: value.attributeCode,
    type_label: labelIn(value.attributeLabels, locale),
    value: labelIn(value.labels, locale),
    ...(value.color ? { color: value.color } : {}),
    ...(value.imageKey ? { image: variantUrl(value.imageKey, ImageSize.SMALL_PRODUCT) } : {}),
    valueLangs: langValues(value.labels),
  };
}

interface PricedOwner {
  readonly priceHt: number;
  readonly taxRateBp: number;
  readonly images?: readonly CardImage[];
}

export function legacyCombination(
  combination: CardCombination,
  owner: PricedOwner,
  locale: Locale,
  promotion: CardPromotion | null = null,
) {
  const ht = combinationPriceHt(owner.priceHt, combination);
  const ttc = priceTtc(ht, owner.taxRateBp);
  const images = (owner.images ?? []).filter((image) => combination.imageIds.includes(image.id));
  return {
    id: combination.id,
    isDefault: combination.isDefault,
    priceHt: centimesToDinars(ht),
    priceHtCentimes: ht,
    priceTtc: centimesToDinars(ttc),
    priceTtcCentimes: ttc,
    priceAfterPromotion: promotion ? centimesToDinars(promotion.priceHtAfter) : null,
    available: isAvailable(combination),
    displayName: combinationLabel(combination, locale),
    values: combination.values.map((value) => legacyValue(value, locale)),
    combinationLangsRead: combinationLabels(combination).map((l) => ({
      languageCode: l.locale,
      name: l.name,
    })),
    images: images.map((image) => legacyImage(image, ImageSize.GRID_DISPLAY)),
  };
}

function legacyPack(card: ProductCardRow, locale: Locale) {
  const strict = card.packMode === 'strict';
  const items = card.packItems.map((item: CardPackItem) => {
    const fixed = item.combinations.find((c) => c.id === item.combinationId) ?? null;
    const choices = (item.combinationId === null ? item.combinations : fixed ? [fixed] : []).map((c) =>
      legacyCombination(c, item, locale),
    );
    return {
      productId: item.productId,
      productUid: item.productUuid,
      slug: item.slug,
      name: translationIn(item.names, locale),
      quantity: item.quantity,
      thumb: item.thumbKey ? variantUrl(item.thumbKey, ImageSize.SMALL_PRODUCT) : null,
      combinationId: item.combinationId,
      combinationName: fixed ? combinationLabel(fixed, locale) : null,
      ...(item.combinationId === null ? { combinations: choices } : { combination: choices[0] ?? null }),
      choices,
    };
  });
  return {
    productsInPackSerialized: items.map(({ choices: _choices, ...item }) => item),
    strictPackCombinations: strict
      ? items.map((item) => ({
          productId: item.productId,
          combinationId: item.combinationId,
          combinationName: item.combinationName,
          quantity: item.quantity,
        }))
      : [],
    availableCombinationsByProduct: Object.fromEntries(
      items.map((item) => [String(item.productId), item.choices]),
    ),
  };
}

export function legacyProduct(
  card: ProductCardRow,
  locale: Locale,
  pricing: ShopCardPricing,
  displaySize: ImageSize = ImageSize.GRID_DISPLAY,
) {
  const promotion = promotionOf(card, pricing);
  const ttc = priceTtc(card.priceHt, card.taxRateBp);
  const grid = (image: CardImage | undefined) =>
    image ? variantUrl(image.storageKey, ImageSize.GRID_DISPLAY) : null;
  const byLocale = (locale: Locale) => card.translations.find((t) => t.locale === locale);
  return {
    id: card.id,
    uid: card.uuid,
    slug: card.slug,
    name: translationIn(card.translations, locale),
    priceHt: centimesToDinars(card.priceHt),
    priceHtCentimes: card.priceHt,
    priceTtc: centimesToDinars(ttc),
    priceTtcCentimes: ttc,
    productPriceAfterPromotion: promotion ? centimesToDinars(promotion.priceHtAfter) : null,
    promotionRead: promotion ? { value: badgeValue(promotion.value), ruleType: promotion.ruleType } : null,
    featured: card.featured,
    onSale: card.onSale,
    packMode: card.packMode,
    tagsRead: card.tags.map((tag) => ({ name: labelIn(tag.names, locale) })),
    mainCategoryRead: {
      slug: card.mainCategory.slug,
      name: labelIn(card.mainCategory.names, locale),
      uuid: card.mainCategory.uuid,
      langs: labelList(card.mainCategory.names),
    },
    brandRead: card.brand && {
      name: card.brand.name,
      slug: card.brand.slug,
      logo: card.brand.logoKey ? variantUrl(card.brand.logoKey, ImageSize.SMALL_PRODUCT) : null,
      uuid: card.brand.uuid,
    },
    brandLineRead: card.brandLine && { name: labelIn(card.brandLine.names, locale) },
    imagesIdsAndSizes: card.images.map((image) => legacyImage(image, displaySize)),
    gridDisplayImagesForWeb: { thumb: grid(card.images[0]), secondImage: grid(card.images[1]) },
    productLangsRead: LOCALES.flatMap((code) => {
      const t = byLocale(code);
      return t
        ? [
            {
              languageCode: code,
              longDescription: t.longDescription,
              name: t.name,
              shortDescription: t.shortDescription,
            },
          ]
        : [];
    }),
    productLangsReadTransaction: card.translations.map((t) => ({ languageCode: t.locale, name: t.name })),
    featureValuesRead: card.features.map((feature) => ({
      id: feature.id,
      type: feature.typeCode,
      value: labelIn(feature.values, locale),
      typeLabel: langValues(feature.typeLabels).map(({ lang, value }) => ({ lang, label: value })),
      locale: langValues(feature.values),
    })),
    combinationsMini: card.combinations.map((combination) =>
      legacyCombination(combination, card, locale, combinationPromotionOf(card, combination, pricing)),
    ),
    ...legacyPack(card, locale),
  };
}
