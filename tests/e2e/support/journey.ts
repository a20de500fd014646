import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import { settled } from './focus-and-motion';

/** Saves a full-page screenshot when E2E_SCREENSHOTS names a folder, once animations have finished. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await settled(page);
  await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The password of the players the journeys sign up. */
const JOURNEY_PASSWORD = 'journey-secret';

/**
 * Signs a new player up and in through the API (POST /api/register as the sign-up form sends it, then
 * POST /api/login) from the page's browser context, whose cookie jar keeps the session cookie the
 * login sets; then opens `at` (the page's own address when omitted) signed in. For the journeys whose
 * subject comes after sign-up: the form itself, its landing page and welcome dialog with axe, is
 * walked by signUpThroughTheForm (free-spin-journey) and the landing's own tests (outcomes,
 * typed-before-hydration). A player without a card lands on the card setup step, as after the form.
 */
export async function signUpAndLogIn(
  page: Page,
  email: string,
  options: { password?: string; at?: string } = {},
): Promise<void> {
  const password = options.password ?? JOURNEY_PASSWORD;
  const at = options.at ?? page.url();
  // The context's own request client: its cookie jar is the pages'. It sends no Origin, as a script
  // does not, so the CSRF guard lets it through on any origin (the live-updates journey's proxy).
  const api = (path: string, data: object) => page.context().request.post(new URL(path, at).href, { data });
  const registered = await api('/api/register', {
    firstName: 'Pat',
    lastName: 'Payer',
    email,
    phone: '615-555-0142',
    password,
    state: 'TN',
    optOutPublicity: false,
    acceptedTermsAt: new Date().toISOString(),
  });
  if (registered.status() !== 201)
    throw new Error(`sign-up: ${registered.status()} ${await registered.text()}`);
  const loggedIn = await api('/api/login', { email, password });
  if (loggedIn.status() !== 200) throw new Error(`login: ${loggedIn.status()} ${await loggedIn.text()}`);
  await page.goto(at);
}

/**
 * Signs a new player up through the sign-up form (Tennessee), then logs in on the Login tab; the
 * landing page and the welcome dialog are checked with axe on the way.
 */
export async function signUpThroughTheForm(
  page: Page,
  email: string,
  password = JOURNEY_PASSWORD,
): Promise<void> {
  await page.getByLabel('First Name').waitFor();
  await untilHydrated(page);
  await expectNoSeriousA11yViolations(page, 'landing page');
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Payer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('615-555-0142');
  await page.getByRole('button', { name: /State/ }).click();
  await page.getByRole('option', { name: 'Tennessee' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(password);
  await page.getByText('I confirm that I am 18 years of age or older.').click();
  await page.getByText('I accept the Terms & Conditions and Privacy Policy.').click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('dialog', { name: 'Welcome to Prize Wheel!' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'welcome dialog after sign-up');
  await page.getByRole('button', { name: 'Login Now' }).click();
  await logIn(page, email, password);
}

/**
 * The landing page arrives rendered by the server. What is typed before React has hydrated it reaches the
 * form's state once it is hydrated (typed-before-hydration.test.ts); a journey still waits for the app's
 * mark (web/app.tsx), so that each keystroke is the form's as it is typed.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Logs in with this e-mail and password through the page's login form: the landing's Login tab (chosen
 * here when the other is shown) or a page's own sign-in form.
 */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  // A press before React runs does nothing (the tabs are the app's), so the tab is chosen once it does.
  await untilHydrated(page);
  const tab = page.getByRole('tab', { name: 'Login', exact: true });
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  const login = page.locator('form[aria-labelledby="login-heading"]');
  await login.getByLabel('Email').fill(email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Fills the simulator's test card form inside `scope` (a page or a dialog). */
export async function fillTestCard(scope: Page | Locator, number: string): Promise<void> {
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await scope.getByLabel('Card Number').fill(number);
  await scope.getByLabel('Expiry (MM/YY)').fill(`12/${year}`);
  await scope.getByLabel('CVV').fill('123');
  await scope.getByLabel('Postal Code').fill('37201');
}
