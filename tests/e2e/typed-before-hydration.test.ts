import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aRegisteredPlayer } from '../support/players';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { untilHydrated } from './support/journey';

/** The app's entry script (index.html's module script). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the app's entry script back until `release()`: the page shows the server's HTML and nothing of
 * React runs, as on a slow phone in the seconds after the first paint.
 */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

describe.runIf(browserAvailable())('what a visitor types before the page is hydrated is kept', () => {
  const world = useBrowserWorld();

  it('the sign-up form keeps the text and the ticks given before React ran, and creates the account', async () => {
    const { context, page } = await openPage(world.browser, { viewport: { width: 390, height: 844 } });
    try {
      const { release } = await holdTheApp(page);
      await page.goto(`${world.server.url}/`, { waitUntil: 'commit' });
      const form = page.locator('form[aria-labelledby="sign-up-heading"]');
      await form.getByLabel('First Name').waitFor();

      const email = `early.${Date.now()}@gmail.com`;
      await form.getByLabel('First Name').fill('Early');
      await form.getByLabel('Last Name').fill('Typist');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('615-555-0177');
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('typed-early-secret');
      await form.getByRole('textbox', { name: 'Confirm Password' }).fill('typed-early-secret');
      await form.getByText('I confirm that I am 18 years of age or older.').click();
      await form.getByText('I accept the Terms & Conditions and Privacy Policy.').click();
      // All of that happened in the server's HTML alone.
      await expect(isHydrated(page)).resolves.toBe(false);

      // The form the visitor typed into, marked to tell it from one React might draw afresh.
      await form.evaluate((element) => element.setAttribute('data-typed-into', ''));

      release();
      await untilHydrated(page);
      // The form's state took what was typed: nothing is said to be missing any more.
      await form.getByText('still needed', { exact: false }).waitFor({ state: 'detached' });
      await expect(form.getByLabel('First Name').inputValue()).resolves.toBe('Early');
      await expect(form.getByLabel('Email').inputValue()).resolves.toBe(email);
      // Hydrated in place, not thrown away and drawn again once the page's first answers arrived (as
      // when the forms' code came after the rest and an update reached them first).
      await page.waitForLoadState('networkidle');
      await expect(page.locator('form[data-typed-into]').count()).resolves.toBe(1);

      // The state is a list of the form's own, chosen once the page is live.
      await form.getByRole('button', { name: /State/ }).click();
      await page.getByRole('option', { name: 'Tennessee' }).click();
      await expectNoSeriousA11yViolations(page, 'sign-up form filled before hydration');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('dialog', { name: 'Welcome to Prize Wheel!' }).waitFor();
      await page.getByText(`Account created for ${email}`, { exact: false }).waitFor();
    } finally {
      await context.close();
    }
  }, 90_000);
  it('the contact form (drawn by the server too) keeps what was typed before React ran, and sends it', async () => {
    const { context, page } = await openPage(world.browser, { viewport: { width: 390, height: 844 } });
    try {
      const { release } = await holdTheApp(page);
      await page.goto(`${world.server.url}/contact`, { waitUntil: 'commit' });
      const form = page.locator('form[aria-labelledby="contact-form-heading"]');
      await form.getByLabel('Name').waitFor();
      await form.getByLabel('Name').fill('Early Writer');
      await form.getByLabel('Email').fill(`early.contact.${Date.now()}@gmail.com`);
      await form.getByLabel('Subject').fill('Typed on a slow phone');
      await form.getByLabel('Message').fill('Written before the page had woken up.');
      await expect(isHydrated(page)).resolves.toBe(false);

      release();
      await untilHydrated(page);
      await expect(form.getByLabel('Message').inputValue()).resolves.toBe(
        'Written before the page had woken up.',
      );
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText("Thank you for your message. We'll reply within 24 hours.").waitFor();
      expect(await form.getByText('is required').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'contact form sent after typing before hydration');
    } finally {
      await context.close();
    }
  }, 90_000);
  it("the Login tab a game's Login link opens keeps the e-mail and password typed before React ran, and signs in", async () => {
    const { context, page } = await openPage(world.browser, { viewport: { width: 390, height: 844 } });
    try {
      const email = `early.login.${Date.now()}@gmail.com`;
      await aRegisteredPlayer(world.server.useCases, { email, password: 'typed-early-secret' });
      const gameId = await aLiveGame(world.server, { name: 'Early Login Mug', prize: 'Mug', freePlay: true });
      const { release } = await holdTheApp(page);
      await page.goto(`${world.server.url}/?gameId=${gameId}&tab=login`, { waitUntil: 'commit' });
      // The server drew the page on its Login tab, as the app will hydrate it.
      const form = page.locator('form[aria-labelledby="login-heading"]');
      await form.getByLabel('Email').waitFor();
      await form.getByLabel('Email').fill(email);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('typed-early-secret');
      await expect(isHydrated(page)).resolves.toBe(false);
      await form.evaluate((element) => element.setAttribute('data-typed-into', ''));

      release();
      await untilHydrated(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('form[data-typed-into]').count()).resolves.toBe(1);
      await expect(form.getByLabel('Email').inputValue()).resolves.toBe(email);
      await expectNoSeriousA11yViolations(page, 'login form filled before hydration');
      await form.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).click();
      await page.waitForURL(new RegExp(`/game/${gameId}$`));
    } finally {
      await context.close();
    }
  }, 90_000);
});
