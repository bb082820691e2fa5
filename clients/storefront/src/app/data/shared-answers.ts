/**
 * The page's catalogue answers in memory, by mirror key: a question on the wire is asked once however
 * many components want it (the header's and the home's menu), and its answer is reused for
 * ANSWER_FRESH_MS by whoever mounts next (the home's carousels after the header, the page the entry
 * started reading before its chunk came, a listing the shopper goes back to). A failure is forgotten
 * at once, so the next ask goes to the network; `fresh` (a retry) skips what is kept.
 */

/** A catalogue changes on staff's time, not the shopper's: half a minute is not stale. */
export const ANSWER_FRESH_MS = 30_000;

interface Kept {
  readonly answer: Promise<unknown>;
  /** Set when the answer arrived; kept until then plus ANSWER_FRESH_MS, then dropped. */
  answeredAt?: number;
  /** Whoever saves the answer on the device has said so (one copy per answer, with its own time). */
  saveClaimed?: boolean;
}

const kept = new Map<string, Kept>();

function usable(entry: Kept | undefined, now: number): entry is Kept {
  return entry !== undefined && (entry.answeredAt === undefined || now - entry.answeredAt < ANSWER_FRESH_MS);
}

export function sharedAnswer<R>(
  key: string,
  ask: () => Promise<R>,
  options: { fresh?: boolean } = {},
): Promise<R> {
  const entry = kept.get(key);
  if (!options.fresh && usable(entry, Date.now())) return entry.answer as Promise<R>;
  const answer = ask();
  const record: Kept = { answer };
  kept.set(key, record);
  answer.then(
    () => {
      record.answeredAt = Date.now();
      // Dropped once stale, so a session of browsing does not keep every page it saw in memory.
      setTimeout(() => {
        if (kept.get(key) === record) kept.delete(key);
      }, ANSWER_FRESH_MS);
    },
    () => {
      if (kept.get(key) === record) kept.delete(key);
    },
  );
  return answer;
}

/**
 * True for the first caller holding this answer: that one saves it on the device. Later takers of a
 * kept answer (another component, a page gone back to) would save the same data with a newer time.
 */
export function claimSave(key: string, answer: Promise<unknown>): boolean {
  const entry = kept.get(key);
  if (!entry || entry.answer !== answer) return true;
  if (entry.saveClaimed) return false;
  entry.saveClaimed = true;
  return true;
}

/** Forgets every kept answer (tests: each starts with an empty page). */
export function forgetAnswers(): void {
  kept.clear();
}
