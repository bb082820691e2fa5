/**
 * Declared access for GraphQL root fields. Each decorator both enforces (type-graphql's @Authorized,
 * checked by `authChecker`) and records the declaration in the field's extensions, so the schema
 * build can refuse a root field that declares nothing and the access test can read every field's
 * rule from the built schema. A field cannot be enforced one way and declared another.
 */
import type { Permission } from '@tijara/schema';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { Authorized, Extensions } from 'type-graphql';
import type { AuthChecker } from 'type-graphql';
import { assertActor, assertPermission } from './access';
import type { Access } from './access';
import type { RequestContext } from './request-context';

type FieldDecorator = MethodDecorator & PropertyDecorator;

function combine(...decorators: FieldDecorator[]): FieldDecorator {
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const decorate of decorators) decorate(target, key, descriptor as never);
  };
}

/** Anyone may call it, signed in or not: said explicitly, never by omission. */
export function Public(): FieldDecorator {
  return Extensions({ access: { access: 'public' } satisfies Access });
}

/** Any signed-in member of staff (401 without a session). */
export function RequireStaff(): FieldDecorator {
  return combine(Authorized(), Extensions({ access: { access: 'staff' } satisfies Access }));
}

/** A member of staff holding the permission (401 without a session, 403 without the permission). */
export function RequirePermission(permission: Permission): FieldDecorator {
  return combine(Authorized(permission), Extensions({ access: { permission } satisfies Access }));
}

/** Throws instead of answering false, so "not signed in" and "not allowed" get their own codes. */
export const authChecker: AuthChecker<Pick<RequestContext, 'actor'>, Permission> = (
  { context },
  permissions,
) => {
  assertActor(context);
  for (const permission of permissions) assertPermission(context, permission);
  return true;
};

export function accessOfField(field: GraphQLField<unknown, unknown>): Access | undefined {
  return field.extensions['access'] as Access | undefined;
}

export interface RootField {
  readonly operation: 'query' | 'mutation' | 'subscription';
  readonly name: string;
  readonly access: Access | undefined;
}

export function rootFieldsOf(schema: GraphQLSchema): RootField[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([operation, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      operation,
      name: field.name,
      access: accessOfField(field),
    })),
  );
}

/** Fails the start (and the schema emit) when a root field declares no access. */
export function assertEveryRootFieldDeclaresAccess(schema: GraphQLSchema): void {
  const undeclared = rootFieldsOf(schema).filter((f) => f.access === undefined);
  if (undeclared.length > 0) {
    const names = undeclared.map((f) => `${f.operation} ${f.name}`).join(', ');
    throw new Error(`GraphQL root fields without @Public/@RequireStaff/@RequirePermission: ${names}`);
  }
}
