/**
 * Attributes ("Couleur", "Taille") and their values, which combinations are made of. A colour
 * attribute's values need their colour (#RRGGBB) for the storefront's swatches. An attribute or a
 * value that combinations use cannot be deleted: the combinations would silently lose a value and
 * two of them could become the same.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import { Attribute, AttributeKind } from '../taxonomy/attribute.entity';
import { AttributeValue } from '../taxonomy/attribute-value.entity';
import { writeCatalogue } from './catalogue-write';
import { findOr404 } from './lookups';
import { colorValue, FieldProblems } from './rules/field-checks';
import type { LabelsValue } from './rules/field-checks';
import { codeOf, listedPatch, namesOf } from './taxonomy-checks';

export interface AttributeInput {
  readonly code: string;
  readonly labels: LabelsValue;
  readonly kind?: AttributeKind | null;
  readonly position?: number | null;
}

export interface AttributeValueInput {
  readonly labels: LabelsValue;
  /** "#RRGGBB"; required for the values of a colour attribute. Null clears it. */
  readonly color?: string | null;
  readonly position?: number | null;
}

const USING_VALUE = 'select count(*) as used from combination_value where attribute_value_id = ?';
const USING_ATTRIBUTE =
  'select count(*) as used from combination_value cv ' +
  'join attribute_value av on av.id = cv.attribute_value_id where av.attribute_id = ?';

/** Whether a combination is made with this value (or a value of this attribute). */
async function usedByCombinations(em: EntityManager, kind: 'attribute' | 'value', id: number) {
  const sql = kind === 'attribute' ? USING_ATTRIBUTE : USING_VALUE;
  const rows = await em.getConnection().execute<{ used: string }[]>(sql, [id]);
  return Number(rows[0]?.used ?? 0) > 0;
}

function checkValue(input: AttributeValueInput, kind: AttributeKind, current: string | null) {
  const problems = new FieldProblems();
  const labels = namesOf(problems, 'labels', input.labels);
  const { position } = listedPatch(problems, input);
  const color =
    input.color === undefined ? current : input.color && colorValue(problems, 'color', input.color);
  if (kind === AttributeKind.COLOR && !color)
    problems.add('color', 'a colour attribute needs a colour per value');
  problems.assertNone();
  return { labels, color: color || null, ...(position === undefined ? {} : { position }) };
}

export class AttributeService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async saveAttribute(ctx: RequestContext, id: number | null, input: AttributeInput): Promise<Attribute> {
    const problems = new FieldProblems();
    const labels = namesOf(problems, 'labels', input.labels);
    const { position } = listedPatch(problems, input);
    if (input.kind && !Object.values(AttributeKind).includes(input.kind))
      problems.add('kind', 'is not a kind');
    problems.assertNone();
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const existing = id === null ? null : await findOr404(em, Attribute, id, 'Attribute');
      const code = await codeOf(em, Attribute, problems, input.code, existing?.id);
      problems.assertNone();
      const fields = {
        code,
        labels,
        ...(input.kind ? { kind: input.kind } : {}),
        ...(position === undefined ? {} : { position }),
      };
      return existing ? em.assign(existing, fields) : em.create(Attribute, fields);
    });
  }

  async createAttributeValue(ctx: RequestContext, attributeId: number, input: AttributeValueInput) {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const attribute = await findOr404(em, Attribute, attributeId, 'Attribute', 'attributeId');
      return em.create(AttributeValue, { attribute, ...checkValue(input, attribute.kind, null) });
    });
  }

  async updateAttributeValue(
    ctx: RequestContext,
    id: number,
    input: AttributeValueInput,
  ): Promise<AttributeValue> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const value = await findOr404(em, AttributeValue, id, 'Attribute value');
      const attribute = await value.attribute.loadOrFail();
      return em.assign(value, checkValue(input, attribute.kind, value.color));
    });
  }

  async delete(ctx: RequestContext, kind: 'attribute' | 'value', id: number): Promise<number> {
    return writeCatalogue(ctx, this.catalogue, async (em) => {
      const target =
        kind === 'attribute'
          ? await findOr404(em, Attribute, id, 'Attribute')
          : await findOr404(em, AttributeValue, id, 'Attribute value');
      if (await usedByCombinations(em, kind, id)) {
        const problems = new FieldProblems();
        problems.add('id', 'is used by combinations: change or delete them first');
        problems.assertNone('This is still in use');
      }
      em.remove(target);
      return id;
    });
  }
}
