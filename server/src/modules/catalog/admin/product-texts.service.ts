/**
 * The product language form: a product's texts in one language, written whole (the form sends
 * every field). Checked and cleaned by rules/product-texts.ts before the transaction opens.
 */
import { isLocale, LOCALES } from '@tijara/schema';
import { BadUserInputError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { Product } from '../product/product.entity';
import { ProductTranslation } from '../product/product-translation.entity';
import { writeCatalogue } from './catalogue-write';
import { findOr404 } from './lookups';
import { checkProductTexts } from './rules/product-texts';
import type { ProductTextsInput } from './rules/product-texts';

export class ProductTextsService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async setProductTranslation(
    ctx: RequestContext,
    productId: number,
    locale: string,
    input: ProductTextsInput,
  ): Promise<ProductTranslation> {
    if (!isLocale(locale)) {
      throw new BadUserInputError({ locale: [`must be one of ${LOCALES.join(', ')}`] }, 'Unknown language');
    }
    const texts = checkProductTexts(input);
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const product = await findOr404(em, Product, productId, 'Product', 'productId');
      const existing = await em.findOne(ProductTranslation, { product, locale });
      if (existing) return em.assign(existing, texts);
      return em.create(ProductTranslation, { product, locale, ...texts });
    });
  }
}
