/**
 * Batches lookups that sibling GraphQL fields make in the same tick into one query, per request, the
 * way MikroORM's dataloader batches references and collections. It serves the lookups that have no
 * mapped relation to load (the values of every feature type or attribute in a list, products'
 * default images). The batch lives with the request's EntityManager fork, so it is never shared
 * between requests or users.
 */
type Load<K, V> = (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>;

interface Waiter<K, V> {
  readonly key: K;
  readonly resolve: (value: V | undefined) => void;
  readonly reject: (error: unknown) => void;
}

class Batch<K, V> {
  private waiting: Waiter<K, V>[] = [];

  constructor(private readonly load: Load<K, V>) {}

  get(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      // After the current promise jobs: graphql-js starts every sibling field before this runs.
      if (this.waiting.length === 1) void Promise.resolve().then(() => process.nextTick(() => this.run()));
    });
  }

  private run(): void {
    const waiting = this.waiting;
    this.waiting = [];
    this.load([...new Set(waiting.map((w) => w.key))]).then(
      (found) => waiting.forEach((w) => w.resolve(found.get(w.key))),
      (error: unknown) => waiting.forEach((w) => w.reject(error)),
    );
  }
}

const batchesByScope = new WeakMap<object, Map<string, Batch<unknown, unknown>>>();

/** The batch named `name` for this request (`scope`: its EntityManager fork). */
export function batchOf<K, V>(
  scope: object,
  name: string,
  load: Load<K, V>,
): (key: K) => Promise<V | undefined> {
  let batches = batchesByScope.get(scope);
  if (!batches) {
    batches = new Map();
    batchesByScope.set(scope, batches);
  }
  let batch = batches.get(name) as Batch<K, V> | undefined;
  if (!batch) {
    batch = new Batch(load);
    batches.set(name, batch as Batch<unknown, unknown>);
  }
  const found = batch;
  return (key) => found.get(key);
}

/** Rows by key, in their order: what a batch loader answers each of its keys with. */
export function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}
