import { messages } from './messages';
import { commonMessages } from '@tijara/shared';
import { checkSegment, segmentDraftOf } from './segment-draft';
import { segment } from './segments.mocks';

it('sends no thresholds for a list of customers', () => {
  expect(checkSegment({ name: ' VIP ', kind: 'MEMBERS', minOrders: '3', minSpent: '' })).toEqual({
    ok: true,
    input: { name: 'VIP', kind: 'MEMBERS', minOrders: null, minSpent: null },
  });
});

it('reads a rule’s minimum orders and minimum spent (in DA, sent in centimes)', () => {
  expect(checkSegment({ name: 'Fidèles', kind: 'RULE', minOrders: '٣', minSpent: '10 000,50' })).toEqual({
    ok: true,
    input: { name: 'Fidèles', kind: 'RULE', minOrders: 3, minSpent: 1_000_050 },
  });
  expect(checkSegment({ name: 'Gros paniers', kind: 'RULE', minOrders: '', minSpent: '0' })).toMatchObject({
    ok: true,
    input: { minOrders: null, minSpent: 0 },
  });
});

it('needs a name, and a rule with at least one threshold, each well typed', () => {
  expect(checkSegment({ name: '', kind: 'RULE', minOrders: '', minSpent: '' })).toEqual({
    ok: false,
    problems: { name: [commonMessages.nameRequired], minOrders: [messages.ruleNeedsOne] },
  });
  expect(checkSegment({ name: 'X', kind: 'RULE', minOrders: '0', minSpent: '12,345' })).toEqual({
    ok: false,
    problems: { minOrders: [messages.badOrders], minSpent: [messages.badAmount] },
  });
});

it('fills the fields back the way they are typed', () => {
  expect(segmentDraftOf(segment({ kind: 'RULE', minOrders: 2, minSpent: 1_500_000 }))).toEqual({
    name: 'Clients VIP',
    kind: 'RULE',
    minOrders: '2',
    minSpent: '15 000,00',
  });
});
