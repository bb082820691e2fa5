import type { Page } from 'playwright-core';
import { TEST_ADMIN } from '../../e2e/server-harness';

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email);
  await page.getByLabel('Mot de passe').fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
}
