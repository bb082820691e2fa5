/** Access samples for the pricing area (see samples.ts). */
import type { AccessSamples } from './samples';

export const pricingSamples: AccessSamples = {
  graphql: () => ({}),
  rest: () => ({}),
};
