/**
 * Listening and graceful closing: stop accepting, let requests in flight finish (keep-alive
 * connections are closed as soon as they go idle), and cut what is still open after the timeout.
 */
import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HttpServer {
  readonly server: Server;
  readonly port: number;
  close(timeoutMs: number): Promise<void>;
}

export function listen(handler: RequestListener, port: number, host: string): Promise<HttpServer> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: actualPort } = server.address() as AddressInfo;
      resolve({ server, port: actualPort, close: (timeoutMs) => closeGracefully(server, timeoutMs) });
    });
  });
}

async function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection that finishes its last request becomes idle: close it then, not later.
  const sweeper = setInterval(() => server.closeIdleConnections(), 50);
  const cutoff = setTimeout(() => server.closeAllConnections(), timeoutMs);
  server.closeIdleConnections();
  try {
    await closed;
  } finally {
    clearInterval(sweeper);
    clearTimeout(cutoff);
  }
}
