import { RevisionCache } from './revision-cache';

function cache(maxEntries = 3, maxWeight = 100) {
  return new RevisionCache<string>({ maxEntries, maxWeight, weigh: (value) => value.length });
}

describe('RevisionCache', () => {
  it('answers an entry only under the revision it was built for', () => {
    const c = cache();
    c.set('a', 1, 'alpha');
    expect(c.get('a', 1)).toBe('alpha');
    expect(c.get('a', 2)).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('evicts the least recently used entry beyond the entry bound', () => {
    const c = cache(2);
    c.set('a', 1, 'a');
    c.set('b', 1, 'b');
    expect(c.get('a', 1)).toBe('a');
    c.set('c', 1, 'c');
    expect([c.get('a', 1), c.get('b', 1), c.get('c', 1)]).toEqual(['a', undefined, 'c']);
  });

  it('keeps the total weight under its bound and refuses a value heavier than the bound', () => {
    const c = cache(10, 10);
    c.set('a', 1, 'xxxxxx');
    c.set('b', 1, 'yyyyyy');
    expect([c.get('a', 1), c.get('b', 1), c.weight]).toEqual([undefined, 'yyyyyy', 6]);
    c.set('huge', 1, 'z'.repeat(11));
    expect([c.get('huge', 1), c.size]).toEqual([undefined, 1]);
    c.set('b', 1, 'yy');
    expect(c.weight).toBe(2);
  });

  it('shares one build among concurrent misses and stores its value', async () => {
    const c = cache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await Promise.resolve();
      return 'built';
    };
    const answers = await Promise.all([c.getOrBuild('k', 4, build), c.getOrBuild('k', 4, build)]);
    expect([answers, builds, c.get('k', 4)]).toEqual([['built', 'built'], 1, 'built']);
    expect(await c.getOrBuild('k', 4, build)).toBe('built');
    expect(builds).toBe(1);
  });

  it('stores nothing when the build fails, and the next call builds again', async () => {
    const c = cache();
    await expect(c.getOrBuild('k', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await c.getOrBuild('k', 1, async () => 'ok')).toBe('ok');
  });

  it('forgets everything on clear', () => {
    const c = cache();
    c.set('a', 1, 'a');
    c.clear();
    expect([c.get('a', 1), c.size, c.weight]).toEqual([undefined, 0, 0]);
  });
});
