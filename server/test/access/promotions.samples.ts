/** Access samples for the promotions area (see samples.ts). */
import type { AccessSamples } from './samples';

export const promotionsSamples: AccessSamples = {
  graphql: () => ({}),
  rest: () => ({}),
};
