/**
 * Categories: a tree edited by staff (never a loop), from the full form or the quick-create modal of
 * the product form. A category still holding sub-categories or being some product's main category
 * cannot be deleted: staff move those first, so nothing is re-filed behind their back.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ref } from '@mikro-orm/core';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { Product } from '../product/product.entity';
import { Category } from '../taxonomy/category.entity';
import { writeCatalogue } from './catalogue-write';
import { findOr404, slugFor } from './lookups';
import { createsCycle } from './rules/category-tree';
import { FieldProblems, requiredText } from './rules/field-checks';
import type { LabelsValue } from './rules/field-checks';
import { descriptionsOf, listedPatch, namesOf } from './taxonomy-checks';
import type { ListedInput } from './taxonomy-checks';

export interface CategoryInput extends ListedInput {
  readonly names: LabelsValue;
  readonly slug?: string | null;
  readonly descriptions?: LabelsValue | null;
  /** Null or absent on creation: a root category. On update, absent keeps the parent, null makes it a root. */
  readonly parentId?: number | null;
}

async function parentCycle(em: EntityManager, categoryId: number, parentId: number): Promise<boolean> {
  const rows = await em
    .createQueryBuilder(Category)
    .select(['id', 'parent'] as never)
    .execute<{ id: number; parent: number | null }[]>('all');
  return createsCycle(categoryId, parentId, new Map(rows.map((row) => [row.id, row.parent])));
}

export class CategoryService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async createCategory(ctx: RequestContext, input: CategoryInput): Promise<Category> {
    const problems = new FieldProblems();
    const names = namesOf(problems, 'names', input.names);
    const descriptions = descriptionsOf(problems, input.descriptions) ?? null;
    const listed = listedPatch(problems, input);
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const slug = await slugFor(
        em,
        Category,
        { typed: input.slug, name: names.fr, fallback: 'category' },
        problems,
      );
      const { parentId } = input;
      const parent =
        parentId === undefined || parentId === null
          ? null
          : await findOr404(em, Category, parentId, 'Category', 'parentId');
      problems.assertNone();
      return em.create(Category, { slug, names, descriptions, parent, ...listed });
    });
  }

  /** The quick-create modal: a French name, optionally a parent and a slug. */
  async quickCreate(
    ctx: RequestContext,
    input: { name: string; parentId?: number | null; slug?: string | null },
  ) {
    const problems = new FieldProblems();
    const name = requiredText(problems, 'name', input.name);
    problems.assertNone();
    return this.createCategory(ctx, { names: { fr: name }, parentId: input.parentId, slug: input.slug });
  }

  async updateCategory(ctx: RequestContext, id: number, input: CategoryInput): Promise<Category> {
    const problems = new FieldProblems();
    const names = namesOf(problems, 'names', input.names);
    const descriptions = descriptionsOf(problems, input.descriptions);
    const listed = listedPatch(problems, input);
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const category = await findOr404(em, Category, id, 'Category');
      if (input.slug !== undefined && input.slug !== null) {
        category.slug = await slugFor(
          em,
          Category,
          { typed: input.slug, name: '', fallback: '', selfId: id },
          problems,
        );
      }
      if (input.parentId === null) category.parent = null;
      else if (input.parentId !== undefined) {
        const parent = await findOr404(em, Category, input.parentId, 'Category', 'parentId');
        if (await parentCycle(em, id, parent.id)) {
          problems.add('parentId', 'cannot be the category itself or one of its sub-categories');
        }
        category.parent = ref(parent);
      }
      problems.assertNone();
      return em.assign(category, {
        names,
        ...(descriptions === undefined ? {} : { descriptions }),
        ...listed,
      });
    });
  }

  async deleteCategory(ctx: RequestContext, id: number): Promise<number> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const category = await findOr404(em, Category, id, 'Category');
      const problems = new FieldProblems();
      if ((await em.count(Category, { parent: category })) > 0) {
        problems.add('id', 'has sub-categories: move or delete them first');
      }
      if ((await em.count(Product, { mainCategory: category })) > 0) {
        problems.add('id', 'is the main category of products: change theirs first');
      }
      problems.assertNone('This category is still in use');
      em.remove(category);
      return id;
    });
  }
}
