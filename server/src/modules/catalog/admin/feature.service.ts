/**
 * Feature types ("Matière") and their values ("Coton"), listed on product pages and used by the
 * storefront filters. Deleting a type deletes its values and unlinks them from products.
 */
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { FeatureType } from '../taxonomy/feature-type.entity';
import { FeatureValue } from '../taxonomy/feature-value.entity';
import { writeCatalogue } from './catalogue-write';
import { findOr404 } from './lookups';
import { FieldProblems } from './rules/field-checks';
import type { LabelsValue } from './rules/field-checks';
import { codeOf, listedPatch, namesOf } from './taxonomy-checks';

export interface FeatureTypeInput {
  readonly code: string;
  readonly labels: LabelsValue;
  readonly position?: number | null;
}

export interface FeatureValueInput {
  readonly labels: LabelsValue;
  readonly position?: number | null;
}

function checkLabelled(input: { labels: LabelsValue; position?: number | null }) {
  const problems = new FieldProblems();
  const labels = namesOf(problems, 'labels', input.labels);
  const { position } = listedPatch(problems, input);
  problems.assertNone();
  return { problems, labels, ...(position === undefined ? {} : { position }) };
}

export class FeatureService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async saveFeatureType(
    ctx: RequestContext,
    id: number | null,
    input: FeatureTypeInput,
  ): Promise<FeatureType> {
    const { problems, ...fields } = checkLabelled(input);
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const existing = id === null ? null : await findOr404(em, FeatureType, id, 'Feature type');
      const code = await codeOf(em, FeatureType, problems, input.code, existing?.id);
      problems.assertNone();
      if (existing) return em.assign(existing, { code, ...fields });
      return em.create(FeatureType, { code, ...fields });
    });
  }

  async createFeatureValue(
    ctx: RequestContext,
    typeId: number,
    input: FeatureValueInput,
  ): Promise<FeatureValue> {
    const { labels, position } = checkLabelled(input);
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const type = await findOr404(em, FeatureType, typeId, 'Feature type', 'typeId');
      return em.create(FeatureValue, {
        type,
        values: labels,
        ...(position === undefined ? {} : { position }),
      });
    });
  }

  async updateFeatureValue(ctx: RequestContext, id: number, input: FeatureValueInput): Promise<FeatureValue> {
    const { labels, position } = checkLabelled(input);
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const value = await findOr404(em, FeatureValue, id, 'Feature value');
      return em.assign(value, { values: labels, ...(position === undefined ? {} : { position }) });
    });
  }

  async delete(ctx: RequestContext, kind: 'type' | 'value', id: number): Promise<number> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      if (kind === 'type') em.remove(await findOr404(em, FeatureType, id, 'Feature type'));
      else em.remove(await findOr404(em, FeatureValue, id, 'Feature value'));
      return id;
    });
  }
}
