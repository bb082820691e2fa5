/** Access samples for the dashboard home (see samples.ts): any member of staff; parts follow permissions. */
import type { AccessSamples } from './samples';

export const dashboardSamples: AccessSamples = {
  graphql: () => ({
    'query dashboard':
      '{ dashboard(lowStockThreshold: 5) { sales { today todayTotal } orders { posToReview } stock { threshold } carriers { transporterId total } } }',
  }),
  rest: () => ({}),
};
