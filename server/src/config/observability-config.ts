/**
 * Where Prometheus reads the metrics (GET /metrics):
 * - METRICS_PORT set: on that port only, without authentication, bound to METRICS_HOST (default
 *   127.0.0.1, so an unauthenticated port is never exposed by accident: a scraper on another machine or
 *   pod needs METRICS_HOST=0.0.0.0 and a network rule); the main port then answers 404 for /metrics.
 * - unset: on the main port, for a member of staff holding SHOP_SETTINGS or a client sending
 *   `Authorization: Bearer <METRICS_TOKEN>` (24 to 256 URL-safe characters, like SHOP_TOKEN).
 */
export interface ObservabilityConfig {
  readonly metricsPort: number | undefined;
  readonly metricsHost: string;
  readonly metricsToken: string | undefined;
}

export interface ObservabilityEnvReader {
  raw(name: string): string | undefined;
  secret(name: string): string | undefined;
  integer(name: string, fallback: number, min: number, max: number): number;
  readonly problems: string[];
}

/** METRICS_PORT equal to PORT needs no check here: the second listen fails at start, naming the port. */
export function readObservabilityConfig(reader: ObservabilityEnvReader): ObservabilityConfig {
  const metricsPort =
    reader.raw('METRICS_PORT') === undefined ? undefined : reader.integer('METRICS_PORT', 0, 0, 65535);
  const metricsToken = reader.secret('METRICS_TOKEN');
  if (metricsToken !== undefined && !/^[A-Za-z0-9_.~-]{24,256}$/.test(metricsToken)) {
    reader.problems.push('METRICS_TOKEN must be 24 to 256 URL-safe characters (A-Z a-z 0-9 _ . ~ -)');
  }
  return {
    metricsPort,
    metricsHost: reader.raw('METRICS_HOST') ?? '127.0.0.1',
    metricsToken,
  };
}
