/** Access samples for orders, order-admin (see samples.ts). */
import type { AccessSamples } from './samples';

export const orderAdminSamples: AccessSamples = {
  graphql: () => ({}),
  rest: () => ({}),
};
