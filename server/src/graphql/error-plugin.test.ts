import { GraphQLError } from 'graphql';
import { BadUserInputError, NotFoundError } from '../core/errors';
import { createErrorFormatter } from './error-plugin';

/** What Apollo hands formatError for an error thrown inside a resolver. */
function fromResolver(original: Error) {
  const error = new GraphQLError(original.message, { path: ['field'], originalError: original });
  return {
    formatted: { message: original.message, path: ['field'], extensions: { stacktrace: ['at x'] } },
    error,
  };
}

describe('the GraphQL error formatter', () => {
  const dev = createErrorFormatter({ production: false });
  const prod = createErrorFormatter({ production: true });

  it('carries the code and the field errors of an AppError', () => {
    const { formatted, error } = fromResolver(new BadUserInputError({ communeId: ['must be positive'] }));
    expect(prod(formatted, error)).toEqual({
      message: 'Invalid input',
      path: ['field'],
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { communeId: ['must be positive'] } },
    });
  });

  it('keeps the stack trace in development only', () => {
    const { formatted, error } = fromResolver(new NotFoundError('Commune', 9));
    expect(dev(formatted, error).extensions).toEqual({ code: 'NOT_FOUND', stacktrace: ['at x'] });
    expect(prod(formatted, error).extensions).toEqual({ code: 'NOT_FOUND' });
  });

  it("maps Apollo's request errors to the shared codes", () => {
    const parse = { message: 'Syntax Error', extensions: { code: 'GRAPHQL_PARSE_FAILED' } };
    const coercion = { message: 'Variable "$id"', extensions: { code: 'BAD_USER_INPUT' } };
    expect(prod(parse, new GraphQLError('x')).extensions?.['code']).toBe('MALFORMED_REQUEST');
    expect(prod(coercion, new GraphQLError('x')).extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('reports anything else as INTERNAL_SERVER_ERROR, without its message in production', () => {
    const { formatted, error } = fromResolver(new Error('relation "shop" does not exist'));
    expect(dev(formatted, error)).toMatchObject({
      message: 'relation "shop" does not exist',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(prod(formatted, error)).toEqual({
      message: 'Internal server error',
      path: ['field'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
