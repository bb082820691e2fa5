/** Builds the executable GraphQL schema from every module's resolvers (code first, type-graphql). */
import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { NonEmptyArray } from 'type-graphql';
import { assertEveryRootFieldDeclaresAccess, authChecker } from '../core/guards';
import { authResolvers } from '../modules/auth';
import { geographyResolvers } from '../modules/geography';
import { shopResolvers } from '../modules/shop';
import { staffResolvers } from '../modules/staff';
import { transportersResolvers } from '../modules/transporters';
import { catalogAdminResolverClasses } from '../wiring/catalog-admin.wiring';
import { imagesResolverClasses } from '../wiring/images.wiring';
import { reviewsResolverClasses } from '../wiring/reviews.wiring';
import { storefrontResolverClasses } from '../wiring/storefront.wiring';
import { stockResolverClasses } from '../wiring/stock.wiring';
import { expeditionsResolverClasses } from '../wiring/expeditions.wiring';
import { pricingResolverClasses } from '../wiring/pricing.wiring';
import { promotionsResolverClasses } from '../wiring/promotions.wiring';
import { transporterPaymentsResolverClasses } from '../wiring/transporter-payments.wiring';
import { checkoutResolverClasses } from '../wiring/checkout.wiring';
import { customersResolverClassList } from '../wiring/customers.wiring';
import { orderAdminResolverClasses } from '../wiring/order-admin.wiring';
import { orderSyncResolverClasses } from '../wiring/order-sync.wiring';
import type { GraphqlContext } from './context';

export const resolverClasses: NonEmptyArray<new (...args: never[]) => object> = [
  ...shopResolvers,
  ...geographyResolvers,
  ...transportersResolvers,
  ...authResolvers,
  ...staffResolvers,
  ...catalogAdminResolverClasses,
  ...imagesResolverClasses,
  ...storefrontResolverClasses,
  ...reviewsResolverClasses,
  ...stockResolverClasses,
  ...expeditionsResolverClasses,
  ...transporterPaymentsResolverClasses,
  ...promotionsResolverClasses,
  ...pricingResolverClasses,
  ...orderSyncResolverClasses,
  ...orderAdminResolverClasses,
  ...checkoutResolverClasses,
  ...customersResolverClassList,
];

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
