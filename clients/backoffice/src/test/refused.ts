/** A refusal as the server sends it: extensions.code, plus fieldErrors, a messageKey or other details. */
import { GraphQLError } from 'graphql';

export function refused(code: string, message = 'refused', extensions: Record<string, unknown> = {}) {
  return { errors: [new GraphQLError(message, { extensions: { code, ...extensions } })] };
}
