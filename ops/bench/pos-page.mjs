/* global window, document, requestAnimationFrame, MutationObserver, indexedDB -- page code run by Playwright in the browser */
/**
 * What the till group (pos.mjs) runs inside the till's page: the device database read and written
 * with IndexedDB itself (the app's Dexie is out of reach: its items, the outbox's states, a backlog
 * cloned from a recorded sale by the browser journeys' own code, clients/e2e/till-device-db.cjs),
 * and the stamps that time a keystroke (its keydown) against the first frame drawn after
 * the part of the screen watched changed.
 */

import { createRequire } from 'node:module';

// The journeys' page code (plain CommonJS, so this file and the TypeScript journeys share it).
const deviceDb = createRequire(import.meta.url)('../../clients/e2e/till-device-db.cjs');

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
  return page.evaluate(deviceDb.saleStates, DATABASE);
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

/** Page code: clones the newest sale as recordSale writes a sale. */
export function cloneNewestSale(page, count) {
  return page.evaluate(deviceDb.cloneNewestSale, { name: DATABASE, count });
}
