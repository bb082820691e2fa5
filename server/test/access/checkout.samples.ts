/** Access samples for orders, checkout (see samples.ts). */
import type { AccessSamples } from './samples';

export const checkoutSamples: AccessSamples = {
  graphql: () => ({}),
  rest: () => ({}),
};
