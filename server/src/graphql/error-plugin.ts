/**
 * Turns every GraphQL error into one with extensions.code from the shared ErrorCode list: AppErrors
 * carry their own code (and fieldErrors for bad input), Apollo's request errors map to
 * MALFORMED_REQUEST or BAD_USER_INPUT (a depth or complexity limit keeps QUERY_TOO_COMPLEX), anything
 * else is INTERNAL_SERVER_ERROR, logged, and in production shown without its message. Stack traces
 * never leave the server in production.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ErrorCode } from '@tijara/schema';
import { GraphQLError } from 'graphql';
import type { GraphQLFormattedError } from 'graphql';
import { AppError } from '../core/errors';
import { httpStatusOf } from '../core/error-status';
import { isErrorCode } from '@tijara/schema';
import type { Logger } from '../core/logger';
import { QueryTooComplexError } from './limits';

const FROM_APOLLO: Readonly<Record<string, ErrorCode>> = {
  GRAPHQL_PARSE_FAILED: ErrorCode.MALFORMED_REQUEST,
  GRAPHQL_VALIDATION_FAILED: ErrorCode.MALFORMED_REQUEST,
  BAD_REQUEST: ErrorCode.MALFORMED_REQUEST,
  OPERATION_RESOLUTION_FAILURE: ErrorCode.MALFORMED_REQUEST,
  PERSISTED_QUERY_NOT_FOUND: ErrorCode.MALFORMED_REQUEST,
  PERSISTED_QUERY_NOT_SUPPORTED: ErrorCode.MALFORMED_REQUEST,
  BAD_USER_INPUT: ErrorCode.BAD_USER_INPUT,
};

function apolloCode(formatted: GraphQLFormattedError): ErrorCode | undefined {
  const code = formatted.extensions?.['code'];
  return typeof code === 'string' ? FROM_APOLLO[code] : undefined;
}

/** Apollo wraps validation errors (code GRAPHQL_VALIDATION_FAILED); a limit's own code wins. */
function limitCode(error: unknown): ErrorCode | undefined {
  const original = error instanceof GraphQLError ? error.originalError : undefined;
  return original instanceof QueryTooComplexError ? ErrorCode.QUERY_TOO_COMPLEX : undefined;
}

export function createErrorFormatter({ production }: { production: boolean }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const { stacktrace, ...extensions } = formatted.extensions ?? {};
    const debug = production || stacktrace === undefined ? {} : { stacktrace };
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      const fieldErrors =
        Object.keys(original.fieldErrors).length > 0 ? { fieldErrors: original.fieldErrors } : {};
      return {
        ...formatted,
        message: original.message,
        extensions: {
          ...extensions,
          ...original.extensions(),
          code: original.code,
          ...fieldErrors,
          ...debug,
        },
      };
    }
    const code = limitCode(error) ?? apolloCode(formatted) ?? ErrorCode.INTERNAL_SERVER_ERROR;
    const hide = production && code === ErrorCode.INTERNAL_SERVER_ERROR;
    return {
      ...formatted,
      message: hide ? 'Internal server error' : formatted.message,
      extensions: { ...extensions, code, ...debug },
    };
  };
}

/** Logs what the client cannot have caused: errors thrown by resolvers that are not AppErrors. */
export function errorLoggingPlugin(log: Logger): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            if (original instanceof AppError || error.extensions['code'] !== undefined) continue;
            log.error({ err: original, operationName, path: error.path }, 'GraphQL resolver failed');
          }
        },
      };
    },
  };
}

/**
 * The HTTP status of an answer with no data (none, or every root field null: a nullable field refused
 * still answers `{data: {field: null}}`): when every error is the client's (bad input, unknown id,
 * not signed in), the status says so from the shared table (400, 404...), as the REST shims do and as
 * GraphQL over HTTP recommends. An answer with data, even partial, stays 200; so does one with any
 * server-side error, which keeps its 500 semantics in the body only. A RATE_LIMITED answer also
 * carries Retry-After (seconds), like the REST one.
 */
export function httpStatusPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const empty = data == null || Object.values(data).every((value) => value === null);
          if (!empty || !errors?.length) return;
          const statuses = errors.map((e) => {
            const code = e.extensions?.['code'];
            return isErrorCode(code) ? httpStatusOf(code) : 500;
          });
          if (statuses.every((status) => status >= 400 && status < 500)) {
            response.http.status = statuses[0];
            const retryAfter = errors[0]?.extensions?.['retryAfterSeconds'];
            if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
          }
        },
      };
    },
  };
}
