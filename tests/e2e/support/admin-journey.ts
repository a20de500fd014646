import type { Page } from 'playwright-core';
import { TEST_ADMIN } from '../../api/support/admin-session';

/** The two viewports every admin journey is run at. */
export const ADMIN_VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/**
 * Signs the administrator in through the API (POST /api/admin/login from the page's browser context,
 * whose cookie jar takes the session cookie), then opens the dashboard on `tab` and waits for it. The
 * sign-in page and its form are the subject of admin-sign-in-journey (and signInAdminThroughTheForm).
 */
export async function signInAdminInBrowser(
  page: Page,
  baseUrl: string,
  password: string = TEST_ADMIN.password,
  tab = 'overview',
): Promise<void> {
  // No Origin, as a script sends none: the CSRF guard lets it through (tests/e2e/support/journey.ts).
  const login = await page.context().request.post(`${baseUrl}/api/admin/login`, {
    data: { email: TEST_ADMIN.email, password },
  });
  if (login.status() !== 200) throw new Error(`admin sign-in: ${login.status()} ${await login.text()}`);
  await page.goto(`${baseUrl}/admin-dashboard${tab === 'overview' ? '' : `?tab=${tab}`}`);
  await page.getByText('SYSTEM ONLINE').waitFor();
  await page.getByRole('tabpanel').first().waitFor();
}

/** Signs the administrator in through /admin-login's form and waits for the dashboard's overview. */
export async function signInAdminThroughTheForm(
  page: Page,
  baseUrl: string,
  password: string = TEST_ADMIN.password,
): Promise<void> {
  await page.goto(`${baseUrl}/admin-login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin-dashboard/);
  await page.getByText('SYSTEM ONLINE').waitFor();
  await page.getByRole('tabpanel').first().waitFor();
}

/** Waits for the toast with this title and text, then dismisses it (on a phone it covers the page's foot). */
export async function seeToast(page: Page, title: string, text: string): Promise<void> {
  const toast = page.getByRole('alertdialog').filter({ hasText: title }).filter({ hasText: text });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await toast.waitFor({ state: 'detached' });
}
