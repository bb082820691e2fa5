/**
 * Runs before every client test file: DOM matchers, an in-memory IndexedDB for Dexie, and deadlines
 * fit for a loaded CI machine. `findBy…` and `waitFor` poll for what the user would see; their
 * default 1 s deadline was met on an idle machine and missed on a busy one (a component waiting on
 * fake-indexeddb and a mocked answer). A working screen answers in milliseconds either way: only a
 * failing test waits out the longer deadline.
 */
import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
// The test's own limit stays above the polls' deadline, so a failure names what was not seen.
jest.setTimeout(30_000);
