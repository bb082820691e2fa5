/** Staff sign-in on the back office: a session that survives a reload, and a sign-out that ends it. */
import { setUpJourney } from '../../e2e/journey';
import { signIn } from './sign-in';

const journey = setUpJourney();

it('logs in, stays logged in across a reload, and logs out', async () => {
  const { server, context } = journey();
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/`);

  await page.getByLabel('E-mail').fill('admin@tijara.test');
  await page.getByLabel('Mot de passe').fill('not the passphrase');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').textContent()).resolves.toBe('E-mail ou mot de passe incorrect.');

  await signIn(page);
  const cookies = await context.cookies(server.url);
  const session = cookies.find((c) => c.name === 'tijara_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.reload();
  await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
  const me = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { staff { email roles } } }' }),
    });
    return response.json();
  });
  expect(me).toEqual({ data: { me: { staff: { email: 'admin@tijara.test', roles: ['ADMIN'] } } } });

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  expect((await context.cookies(server.url)).some((c) => c.name === 'tijara_session')).toBe(false);
});
