/**
 * Where uploaded files (product images and their variants, review photos, logos) are kept. A small
 * interface so the shop can run on its own disk (the default) or on S3-compatible object storage
 * (OVH, Scaleway, MinIO...) when configured; app.ts picks one. Keys are relative paths made of
 * [a-z0-9/_.-] only ("products/42/3f2a.../grid.webp"): they are content-addressed, so an object never
 * changes once written and can be served with a year-long immutable cache.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  readonly body: Readable;
  readonly contentType: string;
  readonly size: number;
}

export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the objects; missing ones are not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Refuses keys that could climb out of the storage root or need escaping. */
export function assertMediaKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid media key: ${key}`);
  return key;
}

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}
