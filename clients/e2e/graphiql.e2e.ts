/**
 * The developers' playground: GraphiQL served by this server alone, under its Content-Security-Policy,
 * runs its example query against the demo data.
 */
import { watchCspViolations } from './browser';
import { setUpJourney } from './journey';

// The journeys' server runs with NODE_ENV=production, where the playground is off unless asked for.
const journey = setUpJourney({ serverEnv: () => ({ GRAPHIQL: 'true', INTROSPECTION: 'true' }) });

it('loads from this server only and runs its example query with no CSP violation', async () => {
  const { server, context } = journey();
  const page = await context.newPage();
  const violations = watchCspViolations(page);
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(server.url) && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await page.goto(`${server.url}/graphql`);
  await page.locator('.graphiql-execute-button').click();
  await page.locator('.graphiql-response').getByText('Tijara Démo').waitFor();
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});
