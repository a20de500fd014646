import { describe, expect, it } from 'vitest';
import { ADMIN_VIEWPORTS, seeToast, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

describe.runIf(browserAvailable())(
  'the administrator sends a test e-mail and reads it (real browser)',
  () => {
    const world = useBrowserWorld();

    it.each(ADMIN_VIEWPORTS)(
      'Winners tab test e-mail, then the Mail tab shows it and its HTML ($name)',
      async (viewport) => {
        const { context, page } = await openPage(world.browser, {
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        });
        const shot = (name: string) => screenshot(page, `admin-mail-${viewport.name}-${name}`);
        const address = `test.${viewport.name}@example.com`;
        await signInAdminInBrowser(page, world.server.url, undefined, 'winners');

        const panel = page.getByRole('region', { name: 'Test Emails' });
        const winnerTest = panel.getByRole('button', { name: 'Send Winner Test' });
        const completionTest = panel.getByRole('button', { name: 'Send Completion Test' });
        const field = panel.getByRole('textbox', { name: 'Test email address' });
        // No '@' yet: both buttons wait for an address.
        await field.fill('not-an-address');
        expect(await winnerTest.isDisabled()).toBe(true);
        expect(await completionTest.isDisabled()).toBe(true);
        await field.fill(address);
        expect(await winnerTest.isDisabled()).toBe(false);
        await expectNoSeriousA11yViolations(page, `winners tab with the test-email panel (${viewport.name})`);
        await shot('1-winners-panel');

        await winnerTest.click();
        await seeToast(page, 'Email Sent', `Test email sent to ${address}`);

        // The Mail tab: the message is listed, pending (the dispatch loop is off in tests) and readable.
        await page.getByRole('tab', { name: 'Mail' }).click();
        const messages = page.getByRole('list', { name: 'Messages, newest first' });
        const listed = messages.getByRole('button').filter({ hasText: `To ${address}` });
        await listed.waitFor();
        expect(await listed.textContent()).toContain('pending');
        await listed.click();
        const frame = page.frameLocator('iframe[title^="HTML of the e-mail"]');
        await frame.getByText('Test Game', { exact: false }).first().waitFor();
        await page.getByText('not rendered yet: shown as it will be sent', { exact: false }).waitFor();
        expect(await page.locator('iframe[title^="HTML of the e-mail"]').getAttribute('sandbox')).toBe('');
        await expectNoSeriousA11yViolations(page, `mail tab reading a message (${viewport.name})`);
        await shot('2-mail-pending');

        // The dispatcher runs (by hand here): the message is rendered and kept; the tab, opened again, says so.
        await world.server.useCases.dispatchMail.execute();
        await page.getByRole('tab', { name: 'Winners' }).click();
        await page.getByRole('tab', { name: 'Mail' }).click();
        const delivered = messages
          .getByRole('button')
          .filter({ hasText: `To ${address}` })
          .first();
        await expect.poll(() => delivered.textContent()).not.toContain('pending');
        await delivered.click();
        await frame.getByText('Test Game', { exact: false }).first().waitFor();
        await shot('3-mail-delivered');
        await context.close();
      },
      120_000,
    );
  },
);
