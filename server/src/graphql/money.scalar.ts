/** The Money scalar: integer centimes of DZD on the wire (an Int-like JSON number), never a float. */
import { centimes } from '@tijara/schema';
import type { Centimes } from '@tijara/schema';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toCentimes(value: unknown): Centimes {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new GraphQLError(`Money must be a whole number of centimes, got ${JSON.stringify(value)}`);
  }
  return centimes(value);
}

export const MoneyScalar = new GraphQLScalarType<Centimes, number>({
  name: 'Money',
  description:
    'An amount in integer centimes of Algerian dinar (DZD), serialised as an Int: 12345 is 123,45 DA.',
  serialize: toCentimes,
  parseValue: toCentimes,
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) {
      throw new GraphQLError('Money must be an integer literal of centimes', { nodes: ast });
    }
    return toCentimes(Number(ast.value));
  },
});
