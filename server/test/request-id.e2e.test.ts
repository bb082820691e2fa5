/**
 * The request id through the real app on real PostgreSQL: a sane X-Request-Id is kept and echoed, an
 * odd one or none replaced by a fresh UUID; the id is on the request's log lines, its SQL statement
 * lines, and in front of each statement sent (the statement-tag comment), and on no other request's.
 */
import { logSink, until } from './helpers/observability-fixtures';
import type { LogLine } from './helpers/observability-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const WILAYAS = '{ wilayas { code } }';

let server: TestApp;
const sink = logSink();

beforeAll(async () => {
  server = await createTestApp({ log: sink.log });
});
afterAll(() => server.close());

function linesOf(requestId: string): LogLine[] {
  return sink.lines().filter((line) => line.requestId === requestId);
}

async function askWithId(requestId: string): Promise<void> {
  const response = await server.graphql(WILAYAS, {}, { 'x-request-id': requestId });
  expect(response.status).toBe(200);
}

describe('X-Request-Id', () => {
  it('keeps a sane id, echoes it, and puts it on the request line and on every statement the request ran', async () => {
    const id = 'edge-7f3a9c21-0001';
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': id },
      body: JSON.stringify({ query: WILAYAS }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(id);
    await until(() => linesOf(id).some((line) => line.msg === 'request'), 'the request line');

    const lines = linesOf(id);
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({
      component: 'http',
      method: 'POST',
      path: '/graphql',
      status: 200,
    });
    const statements = lines.filter((line) => line.namespace === 'query');
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement).toMatchObject({ component: 'orm', level: 20 });
      if (!/^(begin|commit|rollback|savepoint|release)/i.test(statement.msg)) {
        expect(statement.msg.startsWith(`/* request_id=${id} */ `)).toBe(true);
      }
    }
    expect(statements.some((line) => /^\/\* request_id=[^*]+ \*\/ select/i.test(line.msg))).toBe(true);
  });

  it('replaces an odd id, and makes one when none is sent, different for each request', async () => {
    const ids: string[] = [];
    for (const sent of ['has spaces */ drop', 'x'.repeat(200), undefined, undefined]) {
      const response = await fetch(`${server.url}/healthz`, {
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      ids.push(response.headers.get('x-request-id') ?? '');
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the ids of concurrent requests apart, in the log and in front of their statements', async () => {
    const ids = ['concurrent-a-000001', 'concurrent-b-000002', 'concurrent-c-000003'];
    await Promise.all(ids.map((id) => askWithId(id)));
    for (const id of ids) {
      await until(() => linesOf(id).some((line) => line.msg === 'request'), `the request line of ${id}`);
      const statements = linesOf(id).filter(
        (line) => line.namespace === 'query' && line.msg.startsWith('/*'),
      );
      expect(statements.length).toBeGreaterThan(0);
      for (const statement of statements) expect(statement.msg).toContain(`/* request_id=${id} */`);
    }
    const tagged = sink
      .lines()
      .filter((line) => line.namespace === 'query' && line.msg.startsWith('/* request_id='));
    for (const line of tagged) expect(line.msg).toContain(`/* request_id=${line.requestId ?? 'none'} */`);
  });
});
