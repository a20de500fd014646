import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../api/support/admin-session';
import { aRegisteredPlayer } from '../support/players';
import {
  ADMIN_VIEWPORTS,
  seeToast,
  signInAdminInBrowser,
  signInAdminThroughTheForm,
} from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { openPage, useBrowserWorld } from './support/browser-world';
import { logIn, screenshot } from './support/journey';

const NEW_ADMIN_PASSWORD = 'a-brand-new-admin-password';

describe.runIf(browserAvailable())(
  'the administrator runs the settings and reads the system (real browser)',
  () => {
    const world = useBrowserWorld();
    let adminPassword: string = TEST_ADMIN.password;

    const aPlayer = (email: string, password: string) =>
      aRegisteredPlayer(world.server.useCases, { email, password, firstName: 'Thea', lastName: 'Throttled' });

    const setting = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

    it('max login attempts rules a player sign-in; Save All and Reset to Defaults say so', async () => {
      const { context, page } = await openPage(world.browser, {
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `admin-settings-desktop-${name}`);
      await signInAdminInBrowser(page, world.server.url, adminPassword, 'settings');
      await page.getByRole('heading', { name: 'System Settings' }).waitFor();
      expect(await setting(page, 'Max login attempts').inputValue()).toBe('5');
      await expectNoSeriousA11yViolations(page, 'settings tab');
      await shot('1-settings');

      // Two attempts per account and address, saved.
      await setting(page, 'Max login attempts').fill('2');
      await page.getByRole('button', { name: 'Save All Settings' }).click();
      await seeToast(page, 'Settings Saved', 'System settings have been updated successfully');

      // The player: two wrong passwords, then the right one is refused by the throttle.
      const email = `throttled.${Date.now()}@gmail.com`;
      await aPlayer(email, 'right-password');
      const player = await openPage(world.browser, {
        viewport: { width: 390, height: 844 },
        reducedMotion: 'reduce',
      });
      await player.page.goto(`${world.server.url}/?tab=login`);
      // Each attempt's answer is awaited: the form's alert stays up between two refusals.
      const answered = () =>
        player.page.waitForResponse((r) => /login/.test(r.url()) && r.request().method() === 'POST');
      for (let attempt = 0; attempt < 2; attempt++) {
        await Promise.all([answered(), logIn(player.page, email, 'wrong-password')]);
        await player.page.getByText('Invalid email or password').first().waitFor();
      }
      await logIn(player.page, email, 'right-password');
      await player.page
        .getByText('Too many login attempts. Please try again in 15 minutes.')
        .first()
        .waitFor();
      await screenshot(player.page, 'admin-settings-player-throttled');
      await player.page.getByRole('button', { name: 'Close' }).click();

      // Reset to Defaults (5 attempts): the same player's fourth attempt is admitted again.
      await page.getByRole('button', { name: 'Reset to Defaults' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Reset to Defaults?' });
      await expectNoSeriousA11yViolations(page, 'reset confirmation');
      await confirm.getByRole('button', { name: 'Reset Settings' }).click();
      await seeToast(page, 'Settings Reset', 'All settings have been reset to defaults');
      expect(await setting(page, 'Max login attempts').inputValue()).toBe('5');
      await logIn(player.page, email, 'right-password');
      await player.page.getByRole('link', { name: 'Skip for now — free entries need no card' }).waitFor();

      // A value out of its rule is refused with the key's rule named, and nothing is saved.
      await setting(page, 'Max login attempts').fill('0');
      await page.getByRole('button', { name: 'Save All Settings' }).click();
      await page
        .getByRole('tabpanel')
        .getByRole('alert')
        .getByText('Max login attempts must be a whole number from 1 to 1000')
        .waitFor();
      await seeToast(page, 'Settings Not Saved', 'Max login attempts must be a whole number');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(() => setting(page, 'Max login attempts').inputValue()).toBe('5');
      await shot('2-after-reset');
      await player.context.close();
      await context.close();
    }, 120_000);

    it('changes the admin password and signs in with it', async () => {
      const { context, page } = await openPage(world.browser, {
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      await signInAdminInBrowser(page, world.server.url, adminPassword, 'settings');
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByRole('textbox', { name: 'Current Password' }).fill(adminPassword);
      await form.getByRole('textbox', { name: 'New Password', exact: true }).fill(NEW_ADMIN_PASSWORD);
      await form.getByRole('textbox', { name: 'Confirm New Password' }).fill(NEW_ADMIN_PASSWORD);
      await form.getByRole('button', { name: 'Change Password' }).click();
      await seeToast(page, 'Password Changed', 'Your password has been changed');
      adminPassword = NEW_ADMIN_PASSWORD;
      expect(await form.getByRole('textbox', { name: 'Current Password' }).inputValue()).toBe('');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${world.server.url}/admin-login`);

      // The old password no longer opens the door; the new one does.
      await page.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid email or password').waitFor();
      await signInAdminThroughTheForm(page, world.server.url, NEW_ADMIN_PASSWORD);
      await page.getByText('System Administrator').waitFor();
      await context.close();
    }, 120_000);

    it.each(ADMIN_VIEWPORTS)(
      'the System tab and the Overview show measured figures ($name)',
      async (viewport) => {
        const { context, page } = await openPage(world.browser, {
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        });
        const shot = (name: string) => screenshot(page, `admin-system-${viewport.name}-${name}`);
        await signInAdminInBrowser(page, world.server.url, adminPassword);

        // Overview: the status panel measures the database, Test Connection reaches each service.
        const status = page.getByRole('region', { name: 'System Status and Quick Actions' });
        await status.getByText(/Healthy: database answers in [\d.,]+ ms/).waitFor();
        await status.getByRole('button', { name: 'Test Connection' }).click();
        const results = status.getByRole('list', { name: 'Connection test results' });
        await results.getByText('Database', { exact: true }).waitFor();
        await results.getByText('Payment gateway', { exact: true }).waitFor();
        await results.getByText('Mail', { exact: true }).waitFor();
        expect(await results.getByText(/^Connected/).count()).toBe(3);
        const tools = page.getByRole('region', { name: 'Database Tools' });
        await tools.getByText(/Schema version\s+\d{3}/).waitFor();
        await tools.getByRole('cell', { name: 'games', exact: true }).waitFor();
        await expectNoSeriousA11yViolations(page, `overview with system status (${viewport.name})`);
        await shot('1-overview');

        // The shortcut card opens the System tab.
        await page.getByRole('link', { name: 'Open System Monitor' }).click();
        await page.waitForURL(/tab=system/);
        await page.getByRole('heading', { name: 'System Monitor' }).waitFor();
        const tile = (label: string) => page.getByText(label, { exact: true }).first().locator('..');
        expect(await tile('Database').innerText()).toMatch(/[\d.,]+ ms/);
        await page.getByText('Requests (last 5 minutes)').waitFor();
        await page.getByRole('heading', { name: 'Database Tools' }).waitFor();
        await expectNoSeriousA11yViolations(page, `system tab (${viewport.name})`);
        await shot('2-system');

        await page.getByRole('tab', { name: 'Settings' }).click();
        await page.getByRole('heading', { name: 'System Settings' }).waitFor();
        await expectNoSeriousA11yViolations(page, `settings tab (${viewport.name})`);
        await shot('3-settings');
        await context.close();
      },
      120_000,
    );
  },
);
