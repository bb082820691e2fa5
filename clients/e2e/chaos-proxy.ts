/**
 * A loopback HTTP proxy between the browser and the test server: the network a till lives on. The
 * browser loads everything through it (its origin is the proxy's), and a policy decides, request by
 * request, what that network does:
 *   - deliver the server's answer (the default);
 *   - lose it: the request reaches the server, the server answers (so it committed), and the
 *     connection to the browser is destroyed before a byte of the answer arrives;
 *   - duplicate it: the same request sent to the server again, after the original was answered or
 *     racing it, as a flaky network or a retrying middlebox would; the browser sees one answer;
 *   - hold the answer the server gave until the test says (it closes the tab meanwhile).
 * `cut()` is the network gone (connections refused, open ones reset) and `restore()` brings it back on
 * the same port, so the page's origin, its IndexedDB and its service worker stay the same. Stopping
 * the server instead would bring it back on another port: another origin, an empty device.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface ProxiedRequest {
  /** 0 for the first request the proxy received. */
  readonly index: number;
  readonly method: string;
  /** Path and query, as the browser asked. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface Duplicate {
  /** What the duplicate carries; the original's body when absent. */
  readonly body?: Buffer;
  /** Sent together with the original (racing it) instead of after its answer. */
  readonly racing?: boolean;
}

export interface ProxyPlan {
  /** 'lose': the server answers, the browser gets a reset connection instead. */
  readonly answer?: 'deliver' | 'lose';
  readonly duplicates?: readonly Duplicate[];
  /** The answer (delivered or lost) waits for this, after the server gave it: a tab closed meanwhile never gets it. */
  readonly holdAnswerUntil?: Promise<unknown>;
}

export type ChaosPolicy = (request: ProxiedRequest) => ProxyPlan;

export interface ServerAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** An answer's body as text, whatever compression the server chose for it (content-encoding). */
export function answerText(answer: ServerAnswer): string {
  const encoding = String(answer.headers['content-encoding'] ?? 'identity');
  const decode: Record<string, (body: Buffer) => Buffer> = {
    br: brotliDecompressSync,
    gzip: gunzipSync,
    deflate: inflateSync,
    identity: (body) => body,
  };
  const decoder = decode[encoding];
  if (!decoder) throw new Error(`An answer in ${encoding}`);
  return decoder(answer.body).toString('utf8');
}

/** What went through: the request, what was done with it and what the server answered. */
export interface ProxyRecord {
  readonly request: ProxiedRequest;
  readonly plan: ProxyPlan;
  /** Null when the server could not be reached. */
  readonly answer: ServerAnswer | null;
  readonly duplicateAnswers: readonly (ServerAnswer | null)[];
}

export interface ChaosProxy {
  /** http://127.0.0.1:<port>, the origin the browser uses. */
  readonly url: string;
  /** Replaces the policy; `deliverAll` is the plain network. */
  setPolicy(policy: ChaosPolicy): void;
  /** Called when a request arrives, before it is forwarded (a test waits for a request to act mid-flight). */
  onRequest(listener: (request: ProxiedRequest) => void): () => void;
  /** Every request answered (or lost) so far, in the order they finished. */
  readonly records: readonly ProxyRecord[];
  /** Network gone: the port refuses connections and the open ones are reset. */
  cut(): Promise<void>;
  /** Network back, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export const deliverAll: ChaosPolicy = () => ({});

/** Headers that belong to one connection, never forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request sent to the server as the browser sent it (its Host header kept), answer read whole. */
function forward(
  target: URL,
  agent: http.Agent,
  request: ProxiedRequest,
  body: Buffer,
): Promise<ServerAnswer | null> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        agent,
        headers: { ...endToEnd(request.headers), 'content-length': String(body.length) },
      },
      (answer) => {
        readAll(answer).then(
          (answerBody) =>
            resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: answerBody }),
          () => resolve(null),
        );
      },
    );
    outgoing.on('error', () => resolve(null));
    outgoing.end(body);
  });
}

export async function startChaosProxy(targetUrl: string): Promise<ChaosProxy> {
  const target = new URL(targetUrl);
  const agent = new http.Agent({ keepAlive: true });
  const sockets = new Set<Socket>();
  const records: ProxyRecord[] = [];
  const listeners = new Set<(request: ProxiedRequest) => void>();
  let policy: ChaosPolicy = deliverAll;
  let index = 0;

  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      const request: ProxiedRequest = {
        index: index++,
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: await readAll(incoming),
      };
      listeners.forEach((listener) => listener(request));
      const plan = policy(request);
      const duplicates = plan.duplicates ?? [];
      const send = (duplicate: Duplicate) => forward(target, agent, request, duplicate.body ?? request.body);
      const racing = duplicates.filter((duplicate) => duplicate.racing).map(send);
      const answer = await forward(target, agent, request, request.body);
      const duplicateAnswers = [...(await Promise.all(racing))];
      for (const duplicate of duplicates.filter((candidate) => !candidate.racing))
        duplicateAnswers.push(await send(duplicate));
      records.push({ request, plan, answer, duplicateAnswers });
      await plan.holdAnswerUntil;
      if (answer === null || plan.answer === 'lose') {
        incoming.socket.destroy();
        return;
      }
      outgoing.writeHead(answer.status, {
        ...endToEnd(answer.headers),
        'content-length': String(answer.body.length),
      });
      outgoing.end(answer.body);
    })().catch(() => incoming.socket.destroy());
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no port');
  const { port } = address;

  const cut = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    sockets.forEach((socket) => socket.destroy());
    await closed;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    records,
    setPolicy: (next) => {
      policy = next;
    },
    onRequest: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cut,
    restore: async () => {
      if (server.listening) return;
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: async () => {
      await cut();
      agent.destroy();
    },
  };
}
