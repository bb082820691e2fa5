/** Stops the test run's PostgreSQL and removes its folder (see global-setup.mjs). */
import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__TIJARA_TEST_PG__;
  if (!state) return;
  await state.pg.stop();
  rmSync(state.dir, { recursive: true, force: true });
}
