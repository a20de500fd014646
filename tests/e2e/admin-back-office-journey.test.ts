import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeAt } from '../api/admin/two-factor-support';
import { TEST_ADMIN } from '../api/support/admin-session';
import { aRegisteredPlayer } from '../support/players';
import { seeToast, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The element's label runs past its own box, or the box past its card's. */
async function overflows(page: Page, name: string): Promise<boolean> {
  return page.getByRole('link', { name }).evaluate((link) => {
    const card = link.parentElement?.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    const clipped = link.scrollWidth > link.clientWidth + 1;
    return clipped || !card || box.right > card.right + 0.5 || box.left < card.left - 0.5;
  });
}

describe.runIf(browserAvailable())('the back office: what the operator tripped on (real browser)', () => {
  const world = useBrowserWorld();

  it.each(VIEWPORTS)(
    'shortcuts fit, the games form warns of numbers dearer than the prize, a closed game mails once ($name)',
    async (viewport) => {
      const { server } = world;
      const { context, page } = await openPage(world.browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `admin-back-office-${viewport.name}-${name}`);
      await signInAdminInBrowser(page, server.url);
      await page.getByRole('link', { name: 'Open System Monitor' }).waitFor();
      expect(await overflows(page, 'Open System Monitor')).toBe(false);
      await shot('1-overview');

      // The form warns while a paid number costs more than the prize is worth.
      await page.goto(`${server.url}/admin-dashboard?tab=games&dialog=create-game`);
      const create = page.getByRole('dialog', { name: 'Create Game' });
      await create.waitFor();
      const name = `Kettle ${viewport.name}`;
      await create.getByLabel('Game Name').fill(name);
      await create.getByLabel('Prize', { exact: true }).fill('Copper kettle');
      await create.getByLabel('Prize Value ($)').fill('50');
      await create.getByLabel('Total Numbers').fill('125');
      const warning = create.getByText('43 numbers (51 to 93) cost more than the prize is worth');
      await warning.waitFor();
      await create
        .getByLabel('Prize Image')
        .setInputFiles({ name: 'kettle.png', mimeType: 'image/png', buffer: PNG });
      await create.getByText('kettle.png').waitFor();
      await expectNoSeriousA11yViolations(page, `create game with the price warning (${viewport.name})`);
      await warning.scrollIntoViewIfNeeded();
      await shot('2-price-warning');
      await create.getByLabel('Prize Value ($)').fill('100');
      await warning.waitFor({ state: 'detached' });
      await create.getByRole('button', { name: 'Create Game' }).click();
      await seeToast(page, 'Game created successfully', '');
      const card = page.getByRole('article', { name });
      await card.getByRole('img', { name: 'Prize: Copper kettle' }).waitFor();
      // Its end in US English, Eastern Time, the zone named.
      await card.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) E[SD]T$/).waitFor();

      // A sold-out game with an entry: its completion e-mails go once, from its card.
      const closed = `Sold Out ${viewport.name}`;
      const gameId = await aLiveGame(server, {
        name: closed,
        prize: 'Mug',
        prizeValueCents: 1_000,
        totalNumbers: 1,
        freePlay: { start: 1, end: 1 },
      });
      const email = `mug.${viewport.name}.${Date.now()}@gmail.com`;
      const userId = await aRegisteredPlayer(server.useCases, { email, password: 'journey-secret' });
      const spin = await server.useCases.takeFreeSpin.execute({ userId, gameId });
      expect(spin.ok).toBe(true);
      const closedCard = page.getByRole('article', { name: closed });
      const send = closedCard.getByRole('button', { name: `Send completion emails for ${closed}` });
      await send.waitFor({ timeout: 15_000 });
      await send.click();
      await seeToast(page, 'Success', `Completion emails sent for ${closed} (1)`);
      await closedCard.getByText('Completion emails sent').waitFor();
      await expectNoSeriousA11yViolations(page, `games grid (${viewport.name})`);
      await shot('3-games');

      // Deleting a game players paid into says what is kept and that nobody is refunded.
      await closedCard.getByRole('button', { name: `Delete ${closed}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Game?' });
      await confirm.getByText(/refunds nobody/).waitFor();
      await confirm.getByText(/keeps every claim, payment and receipt on record/).waitFor();
      await expectNoSeriousA11yViolations(page, `delete dialog with claims (${viewport.name})`);
      await shot('4-delete');
      await confirm.getByRole('button', { name: 'Keep Game' }).click();
      await context.close();
    },
    150_000,
  );

  for (const viewport of VIEWPORTS) {
    it(`sets up an authenticator, whose first code turns two-factor sign-in on, and signs in with a code (${viewport.name})`, async () => {
      const { server } = world;
      // Each size starts from an administrator without an authenticator, the setting off.
      await server.db.sql`DELETE FROM admin_two_factor`;
      await server.useCases.changeSetting.execute({ key: 'twoFactorEnabled', value: false });
      const { context, page } = await openPage(world.browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `admin-two-factor-${viewport.name}-${name}`);
      await signInAdminInBrowser(page, server.url, TEST_ADMIN.password, 'settings');
      const panel = page.getByRole('region', { name: 'Two-Factor Sign-In' });
      await panel.getByText('Two-factor sign-in is off.').waitFor();
      await panel.getByRole('button', { name: 'Set Up Authenticator' }).click();
      await panel.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
      const key = ((await panel.locator('code').textContent()) ?? '').replaceAll(' ', '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSeriousA11yViolations(page, 'two-factor enrolment');
      await shot('1-enrol');
      await panel
        .getByLabel('Code from the app')
        .fill('000000' === codeAt(key, new Date()) ? '111111' : '000000');
      await panel.getByRole('button', { name: 'Confirm Code' }).click();
      await panel.getByText('That code is not valid').waitFor();
      await panel.getByLabel('Code from the app').fill(codeAt(key, new Date()));
      await panel.getByRole('button', { name: 'Confirm Code' }).click();
      const codes = panel.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect.poll(() => codes.count()).toBe(10);
      const recovery = (await codes.first().textContent()) ?? '';
      const secondRecovery = (await codes.nth(1).textContent()) ?? '';

      // The first code turned it on: the card says so from the server's answer, and so does the setting.
      await panel.getByText('Two-factor sign-in is on.').waitFor();
      expect(await panel.locator('[data-two-factor-state]').getAttribute('data-two-factor-state')).toBe('on');
      await seeToast(
        page,
        'Two-Factor Sign-In On',
        'Signing in now asks for a code from your authenticator app',
      );
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Two-factor authentication' }).isChecked())
        .toBe(true);
      await expectNoSeriousA11yViolations(page, `two-factor on (${viewport.name})`);
      await shot('2-on');
      await page.getByRole('button', { name: 'Logout' }).click();

      await page.goto(`${server.url}/admin-login`);
      await page.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const code = page.getByRole('textbox', { name: 'Authentication code' });
      await code.waitFor();
      await expectNoSeriousA11yViolations(page, 'sign-in code step');
      await shot('3-code-step');
      await code.fill(recovery);
      await page.getByRole('button', { name: 'Verify and Sign In' }).click();
      await page.waitForURL(/\/admin-dashboard/);
      await page.getByText('SYSTEM ONLINE').waitFor();

      // Replacing the authenticator asks first for a current code or a recovery code.
      await page.goto(`${server.url}/admin-dashboard?tab=settings`);
      await panel.getByRole('button', { name: 'Set Up a New Authenticator' }).click();
      const current = panel.getByLabel('Current code or recovery code');
      await current.fill('000000' === codeAt(key, new Date()) ? '111111' : '000000');
      await panel.getByRole('button', { name: 'Continue' }).click();
      await panel.getByText('That code is not valid').waitFor();
      await expectNoSeriousA11yViolations(page, 'two-factor replacement');
      await shot('4-replace');
      await current.fill(secondRecovery);
      await panel.getByRole('button', { name: 'Continue' }).click();
      await panel.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
      expect(((await panel.locator('code').textContent()) ?? '').replaceAll(' ', '')).not.toBe(key);
      await server.useCases.changeSetting.execute({ key: 'twoFactorEnabled', value: false });
      await context.close();
    }, 150_000);
  }
});
