/**
 * Catalogue writes move the revision only once committed, a failed write does not move it, and an
 * instance learns of another's writes by refreshing from the shared row.
 */
import { systemClock } from '../src/core/clock';
import { createLogger } from '../src/core/logger';
import { createRequestContext } from '../src/core/request-context';
import { CatalogueChanges, Category } from '../src/modules/catalog';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

function context() {
  return createRequestContext({
    orm: server.orm,
    clock: systemClock,
    locale: 'fr',
    log: createLogger('silent'),
  });
}

describe('CatalogueChanges', () => {
  it('commits the work with the bump, and tells listeners after the commit', async () => {
    const changes = new CatalogueChanges();
    const heard: number[] = [];
    let seenByListener: Promise<{ revision: number; committed: number }> | undefined;
    changes.onChange((revision) => {
      heard.push(revision);
      // What a listener reads from another connection as it is told: the row must be there already.
      seenByListener = server.orm.em
        .fork()
        .count(Category, { slug: 'robes' })
        .then((committed) => ({ revision, committed }));
    });
    const before = await changes.refresh(server.orm.em.fork());
    await changes.write(context(), async (em) => {
      em.create(Category, { slug: 'robes', names: { fr: 'Robes', ar: 'فساتين' } });
    });
    expect(changes.revision).toBe(before + 1);
    expect(heard).toEqual([before + 1]);
    expect(await seenByListener).toEqual({ revision: before + 1, committed: 1 });
  });

  it('leaves the revision and the data alone when the work fails', async () => {
    const changes = new CatalogueChanges();
    const before = await changes.refresh(server.orm.em.fork());
    await expect(
      changes.write(context(), async (em) => {
        em.create(Category, { slug: 'vestes', names: { fr: 'Vestes' } });
        await em.flush();
        throw new Error('refused half-way');
      }),
    ).rejects.toThrow('refused half-way');
    expect(changes.revision).toBe(before);
    expect(await server.orm.em.fork().count(Category, { slug: 'vestes' })).toBe(0);
  });

  it("learns of another instance's writes from the shared row", async () => {
    const writer = new CatalogueChanges();
    const reader = new CatalogueChanges();
    await reader.refresh(server.orm.em.fork());
    const heard: number[] = [];
    reader.onChange((revision) => heard.push(revision));
    await writer.write(context(), async (em) => {
      em.create(Category, { slug: 'hijabs', names: { fr: 'Hijabs' } });
    });
    const revision = await reader.refresh(server.orm.em.fork());
    expect(heard).toEqual([revision]);
    expect(await reader.refresh(server.orm.em.fork())).toBe(revision);
    expect(heard).toHaveLength(1);
  });

  it('bumps on the transaction of the work: more concurrent writes than pooled connections all finish', async () => {
    const changes = new CatalogueChanges();
    const before = await changes.refresh(server.orm.em.fork());
    await Promise.all(
      Array.from({ length: 15 }, () =>
        changes.write(context(), async (em) => {
          await em.execute('select pg_sleep(0.05)');
        }),
      ),
    );
    expect(await changes.refresh(server.orm.em.fork())).toBe(before + 15);
  });
});
