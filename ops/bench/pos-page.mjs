/* global window, document, requestAnimationFrame, MutationObserver, indexedDB -- page code run by Playwright in the browser */
/**
 * What the till group (pos.mjs) runs inside the till's page: the device database read and written
 * with IndexedDB itself (the app's Dexie is out of reach: its items, the outbox's states, a backlog
 * cloned from a recorded sale, as clients/backoffice/e2e/pos-outbox.ts does for the browser
 * journeys), and the stamps that time a keystroke (its keydown) against the first frame drawn after
 * the part of the screen watched changed.
 */

export const DATABASE = 'tijara-backoffice';
/** A keystroke whose results have not changed after this long changed nothing shown. */
export const QUIET_MS = 400;

/** What the till holds: product names and item codes, read from its own tables. */
export function tillItems(page) {
  return page.evaluate(async (name) => {
    const db = await new Promise((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    try {
      return await new Promise((resolve, reject) => {
        const all = db.transaction('tillItems').objectStore('tillItems').getAll();
        all.onsuccess = () =>
          resolve(
            all.result.map((item) => ({
              key: item.key,
              productId: item.productId,
              combinationId: item.combinationId,
              name: item.productName.fr,
              sku: item.sku,
            })),
          );
        all.onerror = () => reject(all.error);
      });
    } finally {
      db.close();
    }
  }, DATABASE);
}

/**
 * Stamps, in the page: each keydown in the search field, and the first frame after each change of
 * the part watched ('results': the search's section, 'cart': the cart's).
 */
export async function watch(page, part) {
  await page.evaluate((part) => {
    const sections = [...document.querySelectorAll('section')];
    const section =
      part === 'results'
        ? document.querySelector('[role="listbox"]')?.closest('section')
        : sections.find((candidate) => /^Panier/.test(candidate.querySelector('h2')?.textContent ?? ''));
    if (!section) throw new Error(`No ${part} section on the page`);
    window.__pos?.observer.disconnect();
    const marks = { keys: [], frames: [], observer: null };
    marks.observer = new MutationObserver(() =>
      requestAnimationFrame(() => marks.frames.push(performance.now())),
    );
    marks.observer.observe(section, { childList: true, subtree: true, characterData: true });
    window.__pos = marks;
    if (window.__posKeys) return;
    window.__posKeys = true;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.target?.getAttribute?.('name') === 'search') window.__pos?.keys.push(event.timeStamp);
      },
      true,
    );
  }, part);
}

/** The first frame after the keydown `index` shows a change; null when none came within QUIET_MS. */
export async function latencyOf(page, index) {
  const answer = await page
    .waitForFunction(
      ({ index, quiet }) => {
        const key = window.__pos.keys[index];
        if (key === undefined) return false;
        const frame = window.__pos.frames.find((stamp) => stamp >= key);
        if (frame !== undefined) return { ms: frame - key };
        return performance.now() - key > quiet ? { ms: null } : false;
      },
      { index, quiet: QUIET_MS },
      { polling: 'raf', timeout: 10_000 },
    )
    .then((handle) => handle.jsonValue());
  return answer.ms;
}

/** Page code: posSale entries by state. */
export function saleStates(page) {
  return page.evaluate(async (name) => {
    const db = await new Promise((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    try {
      const entries = await new Promise((resolve, reject) => {
        const all = db.transaction('outbox').objectStore('outbox').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
      const states = {};
      for (const entry of entries.filter((e) => e.kind === 'posSale'))
        states[entry.state] = (states[entry.state] ?? 0) + 1;
      return states;
    } finally {
      db.close();
    }
  }, DATABASE);
}

/** Page code: outbox entries still waiting or being sent, counted on the state index (cheap to ask often). */
export function unsentCount(page) {
  return page.evaluate(async (name) => {
    const db = await new Promise((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    try {
      const states = db.transaction('outbox').objectStore('outbox').index('state');
      const count = (state) =>
        new Promise((resolve, reject) => {
          const asked = states.count(state);
          asked.onsuccess = () => resolve(asked.result);
          asked.onerror = () => reject(asked.error);
        });
      return (await count('pending')) + (await count('sending'));
    } finally {
      db.close();
    }
  }, DATABASE);
}

/** Page code: clones the newest sale as recordSale writes a sale (clients/backoffice/e2e/pos-outbox.ts). */
export function cloneNewestSale(page, count) {
  return page.evaluate(
    async ({ name, count }) => {
      const request = (asked) =>
        new Promise((resolve, reject) => {
          asked.onsuccess = () => resolve(asked.result);
          asked.onerror = () => reject(asked.error);
        });
      const db = await new Promise((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      try {
        const tx = db.transaction(
          ['outbox', 'meta', 'localOrders', 'tillSessions', 'tillStock'],
          'readwrite',
        );
        const store = (table) => tx.objectStore(table);
        const entries = (await request(store('outbox').getAll())).filter((entry) => entry.kind === 'posSale');
        const template = entries.sort((a, b) => b.deviceSeq - a.deviceSeq)[0];
        const record = await request(store('localOrders').get(template.recordId));
        const session = await request(store('tillSessions').get(record.data.sessionUuid));
        const meta = async (key) => (await request(store('meta').get(key)))?.value ?? 0;
        let deviceSeq = await meta('deviceSeq');
        let saleSequence = await meta('till:saleSequence');
        const sold = new Map();
        const ids = [];
        for (let n = 0; n < count; n++) {
          const id = crypto.randomUUID();
          const now = Date.now();
          const sequence = session.nextSequence;
          const receiptNumber = `${record.data.deviceCode}-${String(record.data.sessionNumber).padStart(3, '0')}-${String(sequence).padStart(4, '0')}`;
          deviceSeq += 1;
          saleSequence += 1;
          const sale = {
            ...record.data,
            id,
            receiptNumber,
            sequence,
            createdAt: now,
            printCount: 0,
            lastPrintedAt: null,
          };
          store('localOrders').add({
            ...record,
            id,
            data: sale,
            status: 'pending',
            createdAt: now,
            serverRef: null,
          });
          store('outbox').add({
            ...template,
            id: crypto.randomUUID(),
            payload: {
              ...template.payload,
              clientOrderId: id,
              idempotencyKey: id,
              deviceSequence: saleSequence,
              receiptNumber,
              createdAt: new Date(now).toISOString(),
            },
            idempotencyKey: id,
            deviceSeq,
            createdAt: now,
            state: 'pending',
            attempts: 0,
            nextAttemptAt: now,
            leaseUntil: null,
            lastError: null,
            serverRef: null,
            ackedAt: null,
            recordId: id,
          });
          session.nextSequence = sequence + 1;
          session.saleIds = [...session.saleIds, id];
          for (const line of sale.lines) {
            const key = `${line.productId}:${line.combinationId ?? 0}`;
            sold.set(key, (sold.get(key) ?? 0) + line.quantity);
          }
          ids.push(id);
        }
        store('tillSessions').put(session);
        store('meta').put({ key: 'deviceSeq', value: deviceSeq });
        store('meta').put({ key: 'till:saleSequence', value: saleSequence });
        for (const [key, units] of sold) {
          const row = await request(store('tillStock').get(key));
          if (row) store('tillStock').put({ ...row, sold: row.sold + units });
        }
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
        return ids;
      } finally {
        db.close();
      }
    },
    { name: DATABASE, count },
  );
}
