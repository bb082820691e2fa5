/**
 * Brands (a proper-noun name, translated descriptions) and their lines (translated names). Deleting
 * a brand deletes its lines; products keep existing without a brand (the database sets it null).
 */
import { ref } from '@mikro-orm/core';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { Product } from '../product/product.entity';
import { Brand } from '../taxonomy/brand.entity';
import { BrandLine } from '../taxonomy/brand-line.entity';
import { writeCatalogue } from './catalogue-write';
import { findOr404, slugFor } from './lookups';
import { FieldProblems, requiredText } from './rules/field-checks';
import type { LabelsValue } from './rules/field-checks';
import { descriptionsOf, listedPatch, namesOf } from './taxonomy-checks';
import type { ListedInput } from './taxonomy-checks';

export interface BrandInput extends ListedInput {
  readonly name: string;
  readonly slug?: string | null;
  readonly descriptions?: LabelsValue | null;
}

export interface BrandLineInput extends ListedInput {
  readonly brandId: number;
  readonly names: LabelsValue;
  readonly slug?: string | null;
}

function checkBrand(input: BrandInput) {
  const problems = new FieldProblems();
  const name = requiredText(problems, 'name', input.name);
  const descriptions = descriptionsOf(problems, input.descriptions);
  const listed = listedPatch(problems, input);
  problems.assertNone();
  return { problems, name, descriptions, listed };
}

export class BrandService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async createBrand(ctx: RequestContext, input: BrandInput): Promise<Brand> {
    const { problems, name, descriptions, listed } = checkBrand(input);
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const slug = await slugFor(em, Brand, { typed: input.slug, name, fallback: 'brand' }, problems);
      problems.assertNone();
      return em.create(Brand, { slug, name, descriptions: descriptions ?? null, ...listed });
    });
  }

  async updateBrand(ctx: RequestContext, id: number, input: BrandInput): Promise<Brand> {
    const { problems, name, descriptions, listed } = checkBrand(input);
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const brand = await findOr404(em, Brand, id, 'Brand');
      if (input.slug !== undefined && input.slug !== null) {
        brand.slug = await slugFor(
          em,
          Brand,
          { typed: input.slug, name, fallback: '', selfId: id },
          problems,
        );
      }
      problems.assertNone();
      return em.assign(brand, { name, ...(descriptions === undefined ? {} : { descriptions }), ...listed });
    });
  }

  async deleteBrand(ctx: RequestContext, id: number): Promise<number> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      em.remove(await findOr404(em, Brand, id, 'Brand'));
      return id;
    });
  }

  async createBrandLine(ctx: RequestContext, input: BrandLineInput): Promise<BrandLine> {
    const problems = new FieldProblems();
    const names = namesOf(problems, 'names', input.names);
    const listed = listedPatch(problems, input);
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const brand = await findOr404(em, Brand, input.brandId, 'Brand', 'brandId');
      const slugName = `${brand.name} ${names.fr}`;
      const slug = await slugFor(
        em,
        BrandLine,
        { typed: input.slug, name: slugName, fallback: 'line' },
        problems,
      );
      problems.assertNone();
      return em.create(BrandLine, { slug, brand, names, ...listed });
    });
  }

  async updateBrandLine(ctx: RequestContext, id: number, input: BrandLineInput): Promise<BrandLine> {
    const problems = new FieldProblems();
    const names = namesOf(problems, 'names', input.names);
    const listed = listedPatch(problems, input);
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const line = await findOr404(em, BrandLine, id, 'Brand line');
      const brand = await findOr404(em, Brand, input.brandId, 'Brand', 'brandId');
      if (brand.id !== line.brand.id && (await em.count(Product, { brandLine: line })) > 0) {
        problems.add('brandId', "has products: a line's products belong to its brand, move them first");
      }
      line.brand = ref(brand);
      if (input.slug !== undefined && input.slug !== null) {
        line.slug = await slugFor(
          em,
          BrandLine,
          { typed: input.slug, name: '', fallback: '', selfId: id },
          problems,
        );
      }
      problems.assertNone();
      return em.assign(line, { names, ...listed });
    });
  }

  async deleteBrandLine(ctx: RequestContext, id: number): Promise<number> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      em.remove(await findOr404(em, BrandLine, id, 'Brand line'));
      return id;
    });
  }
}
