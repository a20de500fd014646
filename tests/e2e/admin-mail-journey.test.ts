import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_VIEWPORTS, seeToast, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';
import { shownInTabList } from './support/tab-list';

const [DESKTOP, PHONE] = ADMIN_VIEWPORTS;
const HTML_FRAME = 'iframe[title^="HTML of the e-mail"]';

/** The Winners tab's test-email panel: its address field and its two buttons. */
function testEmailPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Test Emails' });
  return {
    field: panel.getByRole('textbox', { name: 'Test email address' }),
    winner: panel.getByRole('button', { name: 'Send Winner Test' }),
    completion: panel.getByRole('button', { name: 'Send Completion Test' }),
  };
}

/** The Mail tab's entry for the newest message to `address`. */
const messageTo = (page: Page, address: string) =>
  page
    .getByRole('list', { name: 'Messages, newest first' })
    .getByRole('button')
    .filter({ hasText: `To ${address}` })
    .first();

describe.runIf(browserAvailable())(
  'the administrator sends a test e-mail and reads it (real browser)',
  () => {
    const world = useBrowserWorld();

    it('desktop: the empty outbox, a winner test e-mail, read pending, then kept at the next poll', async () => {
      const { context, page } = await openPage(world.browser, {
        viewport: { width: DESKTOP.width, height: DESKTOP.height },
        reducedMotion: 'reduce',
      });
      // The page's clock is ours to move: the 10 s poll is run by fast-forwarding, not by waiting.
      await page.clock.install();
      const shot = (name: string) => screenshot(page, `admin-mail-desktop-${name}`);
      await signInAdminInBrowser(page, world.server.url, undefined, 'mail');
      await page.getByRole('heading', { name: 'No Messages Yet' }).waitFor();
      await expectNoSeriousA11yViolations(page, 'mail tab, empty');
      await shot('0-empty');

      await page.getByRole('tab', { name: 'Winners' }).click();
      const panel = testEmailPanel(page);
      // Without an '@' both buttons wait for an address.
      await panel.field.fill('not-an-address');
      expect(await panel.winner.isDisabled()).toBe(true);
      expect(await panel.completion.isDisabled()).toBe(true);
      const address = 'test.desktop@example.com';
      await panel.field.fill(address);
      expect(await panel.winner.isDisabled()).toBe(false);
      await expectNoSeriousA11yViolations(page, 'winners tab with the test-email panel');
      await shot('1-winners-panel');
      await panel.winner.click();
      await seeToast(page, 'Email Sent', `Test email sent to ${address}`);

      // The Mail tab: listed, pending (the dispatch loop is off in tests), readable as it will be sent.
      await page.getByRole('tab', { name: 'Mail' }).click();
      const listed = messageTo(page, address);
      await listed.waitFor();
      expect(await listed.textContent()).toContain('pending');
      await listed.click();
      const frame = page.frameLocator(HTML_FRAME);
      await frame.getByText('Congratulations, you won!').waitFor();
      await page.getByText('not rendered yet: shown as it will be sent', { exact: false }).waitFor();
      expect(await page.locator(HTML_FRAME).getAttribute('sandbox')).toBe('');
      await page
        .getByRole('region', { name: 'Plain text' })
        .getByText('Your number 42 won Test Game.')
        .waitFor();
      await expectNoSeriousA11yViolations(page, 'mail tab reading a pending message');
      await shot('2-mail-pending');

      // The dispatcher runs (by hand here); the next poll, 10 s on, shows it kept, with no click.
      await world.server.useCases.dispatchMail.execute();
      await page.clock.fastForward(10_000);
      await expect.poll(() => listed.textContent()).toContain('kept');
      await listed.click();
      await page.getByText('· kept · delivered', { exact: false }).waitFor();
      await frame.getByText('Congratulations, you won!').waitFor();
      await shot('3-mail-kept');
      await context.close();
    }, 120_000);

    it('phone: a refused address toasts Email Failed; a completion test is read by keyboard', async () => {
      const { context, page } = await openPage(world.browser, {
        viewport: { width: PHONE.width, height: PHONE.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `admin-mail-mobile-${name}`);
      await signInAdminInBrowser(page, world.server.url, undefined, 'winners');
      // Opened at ?tab=winners, the last tab shows in the phone's scrolling tab strip.
      await expect.poll(() => shownInTabList(page.getByRole('tab', { name: 'Winners' }))).toBe(true);
      const panel = testEmailPanel(page);

      // An '@' lets the buttons go, but the server refuses an address longer than 254 characters.
      await panel.field.fill(`${'a'.repeat(250)}@example.com`);
      await panel.completion.click();
      await seeToast(page, 'Email Failed', 'Please enter a valid email address');

      const address = 'test.mobile@example.com';
      await panel.field.fill(address);
      await panel.completion.click();
      await seeToast(page, 'Email Sent', `Test email sent to ${address}`);
      await expectNoSeriousA11yViolations(page, 'winners tab with the test-email panel (phone)');
      await shot('1-winners-panel');

      await page.getByRole('tab', { name: 'Mail' }).click();
      const listed = messageTo(page, address);
      await listed.waitFor();
      await listed.focus();
      await page.keyboard.press('Enter');
      expect(await listed.getAttribute('aria-current')).toBe('true');
      const body = page.frameLocator(HTML_FRAME).locator('body');
      await expect.poll(() => body.innerText()).toContain('Test Game');
      await expectNoSeriousA11yViolations(page, 'mail tab reading a message (phone)');
      await shot('2-mail-read');
      await context.close();
    }, 120_000);
  },
);
