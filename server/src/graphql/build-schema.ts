/** Builds the executable GraphQL schema from every module's resolvers (code first, type-graphql). */
import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { NonEmptyArray } from 'type-graphql';
import { geographyResolvers } from '../modules/geography';
import { shopResolvers } from '../modules/shop';
import { transportersResolvers } from '../modules/transporters';
import type { GraphqlContext } from './context';

export const resolverClasses: NonEmptyArray<new (...args: never[]) => object> = [
  ...shopResolvers,
  ...geographyResolvers,
  ...transportersResolvers,
];

export function buildGraphqlSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: resolverClasses,
    container: ({ context }) => (context as GraphqlContext).resolvers,
    validate: false,
    emitSchemaFile: false,
  });
}
