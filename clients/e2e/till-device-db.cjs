/* global indexedDB -- page code: run by Playwright inside the till's page */
/**
 * The till's device database (IndexedDB "tijara-backoffice", the app's Dexie being out of reach from a
 * test) read and written from its page, by the browser journeys (clients/backoffice/e2e/pos-outbox.ts)
 * and the bench's pos group (ops/bench/pos-page.mjs): plain CommonJS so both runtimes load the same
 * code. Each function is handed to page.evaluate whole: it may use nothing from outside itself.
 */

/** posSale entries by state ({ pending: 3, acked: 2 }). */
async function saleStates(name) {
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
}

/**
 * Clones the till's newest sale `count` times as recordSale writes a sale
 * (clients/backoffice/src/features/till-data/record-sale.ts), in ONE transaction: each clone a
 * localOrders record (kind posSale, id = client order id), its outbox entry (payload = the
 * SyncOrderInput, key = the client order id, the next deviceSeq), the session's next receipt
 * sequence, the device's sale sequence and the units taken from the stock. Answers the clones'
 * client order ids. Writes nothing else: the sync leader is not woken.
 */
async function cloneNewestSale({ name, count }) {
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
    const tx = db.transaction(['outbox', 'meta', 'localOrders', 'tillSessions', 'tillStock'], 'readwrite');
    const store = (table) => tx.objectStore(table);
    const entries = (await request(store('outbox').getAll())).filter((entry) => entry.kind === 'posSale');
    const template = entries.sort((a, b) => b.deviceSeq - a.deviceSeq)[0];
    if (!template) throw new Error('The till has recorded no sale to clone');
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
}

module.exports = { saleStates, cloneNewestSale };
