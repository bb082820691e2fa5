/**
 * Liveness and readiness. /healthz answers while the process runs; /readyz answers 200 only when the
 * database answers, no committed migration is pending and the server is not shutting down.
 */
import express from 'express';
import type { Router } from 'express';
import type { Readiness } from '../db/database';

export interface HealthOptions {
  readonly readiness: () => Promise<Readiness>;
  readonly isShuttingDown: () => boolean;
}

export function healthRoutes({ readiness, isShuttingDown }: HealthOptions): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const result: Readiness = isShuttingDown()
      ? { ready: false, reason: 'shutting down' }
      : await readiness();
    res.set('Cache-Control', 'no-store');
    if (result.ready) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'unavailable', reason: result.reason });
  });
  return router;
}
