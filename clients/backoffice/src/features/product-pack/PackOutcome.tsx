/**
 * Why the pack was not saved: the refusal's lines about the pack as a whole (its rows carry their
 * own), or, when someone else saved meanwhile (CONFLICT), a reload rather than an overwrite.
 */
import { OutcomeLine } from '../../components/OutcomeLine';
import type { PackRefusal } from './pack-refusals';
import { messages } from './messages';

export function PackOutcome({ refusal, onReload }: { refusal: PackRefusal | null; onReload: () => void }) {
  const outcome = !refusal
    ? null
    : refusal.conflict
      ? ({ kind: 'stale' } as const)
      : ({ kind: 'failed', message: messages.refused, details: refusal.pack } as const);
  return <OutcomeLine outcome={outcome} staleMessage={messages.stale} onReload={onReload} />;
}
