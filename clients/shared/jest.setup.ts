/** Runs before every client test file: DOM matchers, and an in-memory IndexedDB for Dexie. */
import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
