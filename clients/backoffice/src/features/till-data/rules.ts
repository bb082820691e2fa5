/**
 * The shop's promotion rules as the engine reads them, from promotionRules (the POS rule set:
 * active and not ended, every channel; the engine keeps the POS ones). Fetched whole at each
 * refresh and replaced in one transaction: the set is small.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { Combinability, DiscountType, PaymentType, PromotionScope, SalesChannel } from '@tijara/schema';
import type { TillPromotionRulesQuery } from '../../__generated__/till-data/graphql';
import { valueOfName } from './graphql-enums';
import type { TillDb } from './till-db';
import type { PromotionRuleRow } from './types';

type RuleData = TillPromotionRulesQuery['promotionRules'][number];

export function ruleRowOf(rule: RuleData): PromotionRuleRow {
  return {
    id: rule.id,
    title: rule.title,
    scope: valueOfName(PromotionScope, rule.scope),
    targetIds: rule.targetIds,
    paymentMethods: rule.paymentMethods.map((name) => valueOfName(PaymentType, name)),
    priority: rule.priority,
    // promotionRules answers only active promotions.
    active: true,
    startsAt: Date.parse(rule.startsAt),
    endsAt: Date.parse(rule.endsAt),
    couponCode: rule.couponCode,
    singleUse: rule.singleUse,
    discountType: valueOfName(DiscountType, rule.discountType),
    value: rule.valueHundredths,
    combinability: valueOfName(Combinability, rule.combinability),
    channels: rule.channels.map((name) => valueOfName(SalesChannel, name)),
    minimumSubtotal: rule.minimumSubtotal,
  };
}

export async function replaceRules(db: TillDb, rules: readonly PromotionRuleRow[]): Promise<void> {
  await db.transaction('rw', db.tillRules, async () => {
    await db.tillRules.clear();
    await db.tillRules.bulkPut([...rules]);
  });
}

/** The cached rule set; undefined while Dexie answers. */
export function useTillRules(db: TillDb): PromotionRuleRow[] | undefined {
  return useLiveQuery(() => db.tillRules.toArray(), [db]);
}
