/**
 * Reading and checking what combinations are made of: their labels in a language (values in the
 * attributes' order), and whether a set of values may make a combination of a product.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import type { Combination } from '../product/combination.entity';
import { AttributeValue } from '../taxonomy/attribute-value.entity';
import { findAllOr404 } from './lookups';
import { combinationLabel, duplicatesAnother, valueSetProblem } from './rules/combination-rules';
import type { FieldProblems } from './rules/field-checks';

/** Its values in the attributes' order (as its label reads them), loaded through the dataloader. */
export async function orderedValues(combination: Combination): Promise<AttributeValue[]> {
  const values = (await combination.values.load()).getItems();
  const attributes = await Promise.all(values.map((value) => value.attribute.loadOrFail()));
  return values
    .map((value, index) => ({ value, attribute: attributes[index] }))
    .sort(
      (a, b) =>
        (a.attribute?.position ?? 0) - (b.attribute?.position ?? 0) ||
        a.value.attribute.id - b.value.attribute.id ||
        a.value.position - b.value.position,
    )
    .map(({ value }) => value);
}

/** "Rouge - XL" in the locale. Values and attributes come through the dataloader (no N+1 in lists). */
export async function labelOf(combination: Combination, locale: Locale): Promise<string> {
  const values = await orderedValues(combination);
  const labelled = values.map((value) => ({
    labels: value.labels,
    position: value.position,
    attribute: { id: value.attribute.id, position: value.attribute.getEntity().position },
  }));
  return combinationLabel(labelled, locale);
}

const VALUES_OF_PRODUCT =
  'select cv.combination_id, cv.attribute_value_id from combination_value cv ' +
  'join combination c on c.id = cv.combination_id where c.product_id = ?';

/** The value ids of each other combination of the product (read from the pivot, as stored). */
async function otherValueSets(em: EntityManager, productId: number, selfId: number | null) {
  const rows = await em
    .getConnection()
    .execute<{ combination_id: number; attribute_value_id: number }[]>(VALUES_OF_PRODUCT, [productId]);
  const sets = new Map<number, number[]>();
  for (const row of rows) {
    if (row.combination_id === selfId) continue;
    const set = sets.get(row.combination_id) ?? [];
    set.push(row.attribute_value_id);
    sets.set(row.combination_id, set);
  }
  return [...sets.values()];
}

/** The values to store: known (else NOT_FOUND), one per attribute, not another combination's set. */
export async function checkedValues(
  em: EntityManager,
  problems: FieldProblems,
  request: { productId: number; selfId: number | null; valueIds: readonly number[] },
): Promise<AttributeValue[]> {
  const values = await findAllOr404(em, AttributeValue, request.valueIds, 'Attribute value', 'valueIds');
  const problem = valueSetProblem(values.map((v) => ({ valueId: v.id, attributeId: v.attribute.id })));
  if (problem) problems.add('valueIds', problem);
  else {
    const others = await otherValueSets(em, request.productId, request.selfId);
    const ids = values.map((v) => v.id);
    if (duplicatesAnother(ids, others))
      problems.add('valueIds', 'another combination of this product has these values');
  }
  return values;
}
