/** Server tests start apps on real PostgreSQL: hooks and tests get more than Jest's default 5 s. */
jest.setTimeout(30_000);
