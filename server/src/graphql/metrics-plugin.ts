/**
 * GraphQL operations in the metrics: count and time by operation name and type, and each error
 * answered by its extensions.code (after error-plugin.ts gave every error one of the shared codes).
 *
 * Operation names are the client's to choose, so the label is bounded: anonymous operations are
 * `anonymous`, a request that never resolved to an operation (unparsable, invalid) is `unknown`, and
 * past the first MAX_OPERATION_NAMES distinct names (the apps use fewer) or for an odd name, `other`.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { isErrorCode } from '@tijara/schema';
import type { AppMetrics } from '../core/metrics';

export const MAX_OPERATION_NAMES = 200;

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;

/** The label for an operation name; remembers the names it let through (one set per app). */
export class OperationNameLabels {
  private readonly known = new Set<string>();

  label(name: string | null | undefined): string {
    if (name === null || name === undefined || name === '') return 'anonymous';
    if (this.known.has(name)) return name;
    if (!OPERATION_NAME.test(name) || this.known.size >= MAX_OPERATION_NAMES) return 'other';
    this.known.add(name);
    return name;
  }
}

export function metricsPlugin(metrics: AppMetrics): ApolloServerPlugin {
  const names = new OperationNameLabels();
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      let operation = 'unknown';
      let type = 'unknown';
      return {
        async didResolveOperation(request) {
          operation = names.label(request.operationName);
          type = request.operation?.operation ?? 'unknown';
        },
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          for (const error of errors) {
            const code = error.extensions?.['code'];
            metrics.error('graphql', isErrorCode(code) ? code : 'OTHER');
          }
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          metrics.observeGraphql({ operation, type, failed: errors.length > 0, seconds });
        },
      };
    },
  };
}
