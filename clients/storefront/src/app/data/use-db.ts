/**
 * The device database for features that read it live (useLiveQuery: the delivery picker, the order
 * confirmation). Those features load with their own route or section, never with the first paint, so
 * importing Dexie here costs the first route nothing.
 */
import { useContext } from 'react';
import { DbContext } from '../app-services';
import { deviceDb } from './device-db';
import type { StorefrontDb } from './storefront-db';

export function useDb(): StorefrontDb {
  return useContext(DbContext) ?? deviceDb();
}
