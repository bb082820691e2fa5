/** Access samples for orders, order-sync (see samples.ts). */
import type { AccessSamples } from './samples';

export const orderSyncSamples: AccessSamples = {
  graphql: () => ({}),
  rest: () => ({}),
};
