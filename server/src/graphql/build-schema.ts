/** Builds the executable GraphQL schema from every module's resolvers (code first, type-graphql). */
import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { NonEmptyArray } from 'type-graphql';
import { assertEveryRootFieldDeclaresAccess, authChecker } from '../core/guards';
import { serverResolverClasses } from '../modules';
import type { ResolverClass } from '../modules';
import type { GraphqlContext } from './context';

export const resolverClasses = serverResolverClasses as NonEmptyArray<ResolverClass>;

/** Refuses to build when a root field declares no access (see core/guards.ts). */
export async function buildGraphqlSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: resolverClasses,
    container: ({ context }) => (context as GraphqlContext).resolvers,
    authChecker,
    validate: false,
    emitSchemaFile: false,
  });
  assertEveryRootFieldDeclaresAccess(schema);
  return schema;
}
