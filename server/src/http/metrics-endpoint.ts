/**
 * GET /metrics, the Prometheus text format, in one of two places (config/observability-config.ts):
 * - on the main port, for `Authorization: Bearer <METRICS_TOKEN>` or a staff session holding
 *   SHOP_SETTINGS (the people who run the shop); otherwise 401 (no session) or 403 (no permission),
 *   JSON like every REST refusal;
 * - on METRICS_PORT, a server of its own that answers nothing else and asks for nothing: what may
 *   reach that port is the network's decision (METRICS_HOST defaults to loopback).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Permission } from '@tijara/schema';
import express from 'express';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { ObservabilityConfig } from '../config/observability-config';
import { assertPermission } from '../core/access';
import type { Logger } from '../core/logger';
import type { AppMetrics } from '../core/metrics';
import type { Authenticator } from './authentication';
import { errorHandler, notFound } from './error-handler';

export const METRICS_PATH = '/metrics';

async function sendMetrics(res: Response, metrics: AppMetrics): Promise<void> {
  const { contentType, body } = await metrics.exposition();
  res.set('Cache-Control', 'no-store').type(contentType).send(body);
}

/** Compared as digests: equal lengths for timingSafeEqual, and no length leaked. */
function sameSecret(sent: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
}

/**
 * The main port's handler: the token, else the session's SHOP_SETTINGS (401/403 thrown as AppErrors);
 * with METRICS_PORT set, 404 (the storefront must not answer its page there either).
 */
export function mainPortMetrics(
  metrics: AppMetrics,
  { metricsPort, metricsToken: token }: ObservabilityConfig,
  authenticator: Authenticator,
): RequestHandler {
  if (metricsPort !== undefined) return notFound();
  return async (req, res) => {
    const sent = bearerToken(req);
    if (token === undefined || sent === undefined || !sameSecret(sent, token)) {
      const { actor } = await authenticator.authenticate(req);
      assertPermission({ actor }, Permission.SHOP_SETTINGS);
    }
    await sendMetrics(res, metrics);
  };
}

/** The METRICS_PORT server's whole app: /metrics, and 404 JSON for anything else. */
export function metricsApp(metrics: AppMetrics, log: Logger): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get(METRICS_PATH, async (_req, res) => sendMetrics(res, metrics));
  app.use(notFound());
  app.use(errorHandler({ production: true, log }));
  return app;
}
