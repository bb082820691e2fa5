/**
 * Depth and complexity limits, as GraphQL validation rules: a query over either is refused before
 * anything runs (no resolver, no SQL) with extensions.code QUERY_TOO_COMPLEX and HTTP 400.
 *
 * - Depth: the longest chain of nested fields, fragments followed (`{ shop { name } }` is 2).
 *   `__typename` counts 0 (Apollo Client adds it to every selection set).
 * - Complexity: each field costs 1; a list field multiplies what it selects by its list size, which is
 *   DEFAULT_LIST_SIZE unless a literal `first`/`last`/`limit`/`take`/`pageSize` argument says less
 *   (a variable counts as the default: the resolver caps page sizes anyway). Branches on inline
 *   fragments and spreads are summed, which over-counts unions but never under-counts.
 * - Read-model types (ProductCard, ProductDetail, FilterData...) are built whole by one SQL statement
 *   before any of their fields resolve, so what a query selects inside them costs nothing more: such a
 *   type carries the extension `{ precomputed: true }` (PRECOMPUTED) and a field of that type costs 1
 *   (times its list size), whatever it selects below. Depth still counts.
 * - Introspection (`__schema`, `__type`) is exempt from both: the standard introspection query that
 *   GraphiQL sends is 15 deep and costs tens of thousands under these rules, yet its fan-out is
 *   bounded by graphql-js's own MaxIntrospectionDepthRule (in specifiedRules: `fields`,
 *   `interfaces`, `possibleTypes`, `inputFields` nested at most 3 times), and INTROSPECTION=false
 *   turns it off in production.
 *
 * The numbers: the deepest app query today is 3 (`me { staff { roles } }`) and the costliest is the
 * GraphiQL example (117); 10 and 2000 leave room for growth and still refuse a query that asks
 * for more than a page of lists inside lists (10 x 10 x 10 x 2 fields is already 2000).
 */
import { ErrorCode } from '@tijara/schema';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
} from 'graphql';
import type {
  ASTVisitor,
  FieldNode,
  GraphQLCompositeType,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';

export const QUERY_LIMITS = {
  maxDepth: 10,
  maxComplexity: 2000,
  defaultListSize: 10,
} as const;

export type QueryLimits = { readonly [K in keyof typeof QUERY_LIMITS]: number };

const LIST_SIZE_ARGUMENTS = new Set(['first', 'last', 'limit', 'take', 'pageSize']);

/** Type extensions of a read-model type whose fields are all in memory once it resolves. */
export const PRECOMPUTED = { precomputed: true } as const;

function isPrecomputed(type: unknown): boolean {
  return isObjectType(type) && type.extensions['precomputed'] === true;
}

/** Carries the shared code; the error plugin keeps it through Apollo's validation wrapper. */
export class QueryTooComplexError extends GraphQLError {
  constructor(message: string, limit: number, measured: number) {
    super(message, { extensions: { code: ErrorCode.QUERY_TOO_COMPLEX, limit, measured } });
    this.name = 'QueryTooComplexError';
  }
}

interface Measure {
  readonly depth: number;
  readonly cost: number;
}

const NOTHING: Measure = { depth: 0, cost: 0 };

function listSize(field: FieldNode, defaultSize: number): number {
  for (const argument of field.arguments ?? []) {
    if (!LIST_SIZE_ARGUMENTS.has(argument.name.value) || argument.value.kind !== Kind.INT) continue;
    const size = Number(argument.value.value);
    if (size >= 0 && size < defaultSize) return size;
  }
  return defaultSize;
}

/** Measures selection sets, following fragments once each (memoised) and never into a cycle. */
class QueryMeasurer {
  private readonly fragments = new Map<string, Measure>();
  private readonly entered = new Set<string>();

  constructor(
    private readonly context: ValidationContext,
    private readonly limits: QueryLimits,
  ) {}

  selectionSet(node: SelectionSetNode, parent: GraphQLCompositeType | undefined): Measure {
    let depth = 0;
    let cost = 0;
    for (const selection of node.selections) {
      const measure =
        selection.kind === Kind.FIELD
          ? this.field(selection, parent)
          : selection.kind === Kind.INLINE_FRAGMENT
            ? this.selectionSet(
                selection.selectionSet,
                this.typeNamed(selection.typeCondition?.name.value, parent),
              )
            : this.fragment(selection.name.value);
      depth = Math.max(depth, measure.depth);
      cost += measure.cost;
    }
    return { depth, cost };
  }

  private field(node: FieldNode, parent: GraphQLCompositeType | undefined): Measure {
    if (node.name.value.startsWith('__')) return NOTHING; // __typename, __schema, __type: see above
    const definition =
      parent && (isObjectType(parent) || isInterfaceType(parent))
        ? parent.getFields()[node.name.value]
        : undefined;
    if (!node.selectionSet) return { depth: 1, cost: 1 };
    const type = definition ? getNamedType(definition.type) : undefined;
    const inner = this.selectionSet(node.selectionSet, type as GraphQLCompositeType | undefined);
    const multiplier =
      definition && isListType(getNullableType(definition.type))
        ? listSize(node, this.limits.defaultListSize)
        : 1;
    const innerCost = isPrecomputed(type) ? 1 : inner.cost;
    return { depth: 1 + inner.depth, cost: 1 + multiplier * innerCost };
  }

  private fragment(name: string): Measure {
    const known = this.fragments.get(name);
    if (known) return known;
    const definition = this.context.getFragment(name);
    // A cycle or an unknown fragment is reported by graphql-js's own rules; it adds nothing here.
    if (!definition || this.entered.has(name)) return NOTHING;
    this.entered.add(name);
    const measure = this.selectionSet(
      definition.selectionSet,
      this.typeNamed(definition.typeCondition.name.value, undefined),
    );
    this.entered.delete(name);
    this.fragments.set(name, measure);
    return measure;
  }

  private typeNamed(name: string | undefined, fallback: GraphQLCompositeType | undefined) {
    if (name === undefined) return fallback;
    return this.context.getSchema().getType(name) as GraphQLCompositeType | undefined;
  }
}

/** One rule for both limits, so each operation is walked once. */
export function queryLimitsRule(limits: QueryLimits = QUERY_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const measurer = new QueryMeasurer(context, limits);
    return {
      OperationDefinition(node) {
        const { depth, cost } = measurer.selectionSet(
          node.selectionSet,
          context.getSchema().getRootType(node.operation) ?? undefined,
        );
        if (depth > limits.maxDepth) {
          context.reportError(
            new QueryTooComplexError(
              `Query depth ${depth} exceeds the limit of ${limits.maxDepth} nested fields`,
              limits.maxDepth,
              depth,
            ),
          );
        } else if (cost > limits.maxComplexity) {
          context.reportError(
            new QueryTooComplexError(
              `Query complexity ${cost} exceeds the budget of ${limits.maxComplexity} ` +
                `(each field costs 1; a list multiplies what it selects by up to ${limits.defaultListSize})`,
              limits.maxComplexity,
              cost,
            ),
          );
        }
        return false;
      },
      FragmentDefinition: () => false,
    };
  };
}
