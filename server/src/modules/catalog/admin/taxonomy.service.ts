/**
 * Collections, tags and suppliers: small lists staff maintain beside the tree. Deleting one unlinks
 * it from its products (collections and tags) or leaves them without a supplier.
 */
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { CatalogCollection } from '../taxonomy/collection.entity';
import { Supplier } from '../taxonomy/supplier.entity';
import { Tag } from '../taxonomy/tag.entity';
import { writeCatalogue } from './catalogue-write';
import { findOr404, slugFor } from './lookups';
import { FieldProblems, optionalText, requiredText } from './rules/field-checks';
import type { LabelsValue } from './rules/field-checks';
import { listedPatch, namesOf } from './taxonomy-checks';
import type { ListedInput } from './taxonomy-checks';

export interface CollectionInput extends ListedInput {
  readonly names: LabelsValue;
  readonly slug?: string | null;
}

export interface TagInput {
  readonly names: LabelsValue;
  readonly slug?: string | null;
}

export interface SupplierInput {
  readonly name: string;
  readonly phone?: string | null;
  readonly email?: string | null;
  readonly active?: boolean | null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkSupplier(input: SupplierInput) {
  const problems = new FieldProblems();
  const fields: Partial<Pick<Supplier, 'name' | 'phone' | 'email' | 'active'>> = {
    name: requiredText(problems, 'name', input.name),
  };
  if (input.phone !== undefined) fields.phone = optionalText(problems, 'phone', input.phone, 40);
  if (input.email !== undefined) {
    fields.email = optionalText(problems, 'email', input.email);
    if (fields.email !== null && !EMAIL_PATTERN.test(fields.email))
      problems.add('email', 'must be an e-mail address');
  }
  if (input.active !== undefined && input.active !== null) fields.active = input.active;
  problems.assertNone();
  return { ...fields, name: fields.name ?? '' };
}

export class TaxonomyService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async saveCollection(
    ctx: RequestContext,
    id: number | null,
    input: CollectionInput,
  ): Promise<CatalogCollection> {
    const problems = new FieldProblems();
    const names = namesOf(problems, 'names', input.names);
    const listed = listedPatch(problems, input);
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const existing = id === null ? null : await findOr404(em, CatalogCollection, id, 'Collection');
      const typed = input.slug ?? (existing ? existing.slug : undefined);
      const options = { typed, name: names.fr, fallback: 'collection', selfId: existing?.id };
      const slug = await slugFor(em, CatalogCollection, options, problems);
      problems.assertNone();
      if (existing) return em.assign(existing, { slug, names, ...listed });
      return em.create(CatalogCollection, { slug, names, ...listed });
    });
  }

  async saveTag(ctx: RequestContext, id: number | null, input: TagInput): Promise<Tag> {
    const problems = new FieldProblems();
    const names = namesOf(problems, 'names', input.names);
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const existing = id === null ? null : await findOr404(em, Tag, id, 'Tag');
      const typed = input.slug ?? (existing ? existing.slug : undefined);
      const slug = await slugFor(
        em,
        Tag,
        { typed, name: names.fr, fallback: 'tag', selfId: existing?.id },
        problems,
      );
      problems.assertNone();
      if (existing) return em.assign(existing, { slug, names });
      return em.create(Tag, { slug, names });
    });
  }

  async saveSupplier(ctx: RequestContext, id: number | null, input: SupplierInput): Promise<Supplier> {
    const fields = checkSupplier(input);
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      if (id === null) return em.create(Supplier, fields);
      return em.assign(await findOr404(em, Supplier, id, 'Supplier'), fields);
    });
  }

  async delete(ctx: RequestContext, kind: 'collection' | 'tag' | 'supplier', id: number): Promise<number> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      if (kind === 'collection') em.remove(await findOr404(em, CatalogCollection, id, 'Collection'));
      else if (kind === 'tag') em.remove(await findOr404(em, Tag, id, 'Tag'));
      else em.remove(await findOr404(em, Supplier, id, 'Supplier'));
      return id;
    });
  }
}
