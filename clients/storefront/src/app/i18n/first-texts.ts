/**
 * What the entry gives I18nProvider: the first page's texts in French (the source, from the
 * descriptors), and their en and ar in a chunk of their own (translated.ts), loaded with the
 * language: a French visit, the default, downloads no translation. index.ts keeps the whole
 * catalogues for the tests; catalogues.test.ts checks that both name the same texts.
 */
import { catalogueFromDescriptors, errorMessages, translationSource } from '@tijara/shared';
import type { Catalogues } from '@tijara/shared';
import { frenchTexts as cart } from '../../features/cart';
import { frenchTexts as carousel } from '../../features/carousel';
import { frenchTexts as deviceCopy } from '../../features/device-copy';
import { frenchTexts as listing } from '../../features/listing';
import { frenchTexts as productCard } from '../../features/product-card';
import { frenchTexts as productPage } from '../../features/product-page';
import { frenchTexts as shell } from '../../features/shell';
import { frenchTexts as shop } from '../../features/shop';

export const firstTexts: Catalogues = {
  fr: Object.assign(
    catalogueFromDescriptors([errorMessages]),
    cart,
    carousel,
    deviceCopy,
    listing,
    productCard,
    productPage,
    shell,
    shop,
  ),
  en: {},
  ar: {},
};

export const firstTranslations = translationSource(() =>
  import('./translated').then((chunk) => chunk.translated),
);
