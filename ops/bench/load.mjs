/**
 * One measurement: autocannon against a base URL for a number of seconds and connections, rotating
 * through a list of requests (one shared turn for all connections, so concurrent connections ask for
 * different URLs rather than walking the list in step), answering req/s and p50/p99 latency. Anything but 200 fails the whole bench loudly, naming the status and the path: a figure
 * measured on error pages would be meaningless.
 */
import autocannon from 'autocannon';

/** GETs each request once in turn until one does not answer 200; throws naming it. */
export async function assertAllOk(baseUrl, requests, what) {
  for (const request of requests) {
    const response = await fetch(`${baseUrl}${request.path}`, { headers: request.headers });
    if (response.status !== 200) {
      const body = (await response.text()).slice(0, 300);
      throw new Error(`${what}: GET ${request.path} answered ${response.status}: ${body}`);
    }
    await response.arrayBuffer().catch(() => undefined);
  }
}

/** One autocannon request that takes the next of `requests` each time it is sent. */
function rotating(requests) {
  let turn = 0;
  return {
    method: 'GET',
    setupRequest: (raw) => {
      const next = requests[turn++ % requests.length];
      return { ...raw, path: next.path, headers: { ...raw.headers, ...next.headers } };
    },
  };
}

export async function measure({ name, baseUrl, requests, connections, seconds }) {
  const [only] = requests;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    // A single URL is built once; a rotation is rebuilt per request (a few microseconds).
    requests:
      requests.length === 1
        ? [{ method: 'GET', path: only.path, headers: only.headers }]
        : [rotating(requests)],
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    // Find the request at fault, for the message.
    await assertAllOk(baseUrl, requests, name);
    throw new Error(
      `${name} at ${connections} connections: ${result.non2xx} answers were not 2xx, ${result.errors} errors, ` +
        `${result.timeouts} timeouts (statuses ${statuses})`,
    );
  }
  return {
    name,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}
