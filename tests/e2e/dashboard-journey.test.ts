import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { openPage, useBrowserWorld } from './support/browser-world';
import { fillTestCard, screenshot, signUpAndLogIn } from './support/journey';
import { shownInTabList } from './support/tab-list';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, payment: 'Payment Setup' },
  { name: 'mobile', width: 390, height: 844, payment: 'Payment' },
] as const;

/** Whether the tab is wholly inside its tab list's visible box (not scrolled out of it). */
describe.runIf(browserAvailable())('the player dashboard in a real browser', () => {
  const world = useBrowserWorld(180_000);

  it.each(VIEWPORTS)(
    'a player uses every tab and dialog ($name)',
    async (viewport) => {
      const { context, page } = await openPage(world.browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `dashboard-${viewport.name}-${name}`);
      const tab = (name: string) => page.getByRole('tab', { name, exact: true });
      const panel = (name: string) => page.getByRole('tabpanel', { name, exact: true });
      const notice = (text: string) => seeToast(page, text);

      // Signed out, the dashboard is the landing page.
      await page.goto(`${world.server.url}/dashboard?tab=cards`);
      await page.waitForURL(`${world.server.url}/`);
      const email = `dash.${viewport.name}.${Date.now()}@gmail.com`;
      await signUpAndLogIn(page, email);
      await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).click();
      await page.getByRole('link', { name: 'Dashboard' }).click();

      // Overview by default; an unknown tab is the overview too.
      await page.waitForURL(/\/dashboard(\?tab=overview)?$/);
      await page.goto(`${world.server.url}/dashboard?tab=nonsense`);
      await expect.poll(() => tab('Overview').getAttribute('aria-selected')).toBe('true');
      await page.getByText('Payment Required').waitFor();
      await page.getByText('ONLINE', { exact: true }).waitFor();
      await page.getByText('No games played yet.', { exact: false }).waitFor();
      await expectNoSeriousA11yViolations(page, `dashboard overview (${viewport.name})`);
      await shot('1-overview');

      for (const [name, id, ready] of [
        ['Transactions', 'transactions', 'No transactions yet.'],
        ['Achievements', 'achievements', 'Reward: First Spin badge'],
        [viewport.payment, 'payment', 'No Payment Method'],
        ['My Cards', 'cards', 'No payment cards found.'],
        ['System', 'system', 'Account Information'],
      ] as const) {
        await tab(name).click();
        await page.waitForURL(new RegExp(`tab=${id}$`));
        await panel(name).getByText(ready, { exact: false }).first().waitFor();
        await expectNoSeriousA11yViolations(page, `dashboard ${id} (${viewport.name})`);
        await shot(`2-${id}`);
      }

      // Opened at ?tab=system (a link, a reload), the selected tab shows in the tab list: a phone's
      // list scrolls to it. Every tab stays reachable by scrolling the list.
      await page.goto(`${world.server.url}/dashboard?tab=system`);
      await expect.poll(() => tab('System').getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => shownInTabList(tab('System'))).toBe(true);
      await shot('2-system-opened-by-link');
      await page.goto(`${world.server.url}/dashboard?tab=overview`);
      await expect.poll(() => shownInTabList(tab('Overview'))).toBe(true);

      // My Cards: add two, make the second the default, remove the first.
      await tab('My Cards').click();
      const cards = panel('My Cards');
      await addCard(page, cards, '4111 1111 1111 1111');
      await cards.getByText('Default', { exact: true }).waitFor();
      await page.getByText('Payment Verified').waitFor();
      await addCard(page, cards, '5555 5555 5555 4444');
      await cards.getByRole('button', { name: /ending in 4444 as default/ }).click();
      await notice('Default card updated');
      await cards.getByRole('button', { name: /Remove .* ending in 1111/ }).click();
      await notice('Card removed successfully');
      await expect.poll(() => cards.getByRole('listitem').count()).toBe(1);
      await expectNoSeriousA11yViolations(page, `dashboard cards with a card (${viewport.name})`);
      await shot('3-cards');
      await tab(viewport.payment).click();
      await panel(viewport.payment).getByText('Verified', { exact: true }).waitFor();
      await panel(viewport.payment).getByText('•••• 4444', { exact: false }).waitFor();

      // Edit Profile.
      await tab('System').click();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const profile = page.getByRole('dialog', { name: 'Edit Profile' });
      await profile.getByLabel('First Name').waitFor();
      await expectNoSeriousA11yViolations(page, `Edit Profile dialog (${viewport.name})`);
      await shot('4-edit-profile');
      await profile.getByLabel('First Name').fill('Ada');
      await profile.getByLabel('Phone').fill('615-555-0199');
      await profile.getByRole('button', { name: 'Save Profile' }).click();
      await notice('Profile Updated');
      await panel('System').getByText('Ada Payer').waitFor();
      await page.getByRole('heading', { name: 'Ada Payer' }).waitFor();

      // A preference is saved on the server: it survives a reload.
      const confetti = page.getByRole('switch', { name: 'Confetti Effects' });
      expect(await confetti.isChecked()).toBe(true);
      await confetti.click({ force: true });
      await notice('Settings Saved');
      await page.reload();
      await page.getByRole('switch', { name: 'Confetti Effects' }).waitFor({ state: 'attached' });
      expect(await page.getByRole('switch', { name: 'Confetti Effects' }).isChecked()).toBe(false);
      expect(await page.getByRole('switch', { name: 'Sound Effects' }).isChecked()).toBe(false);

      // Change Password: the match check, then the length, then the change.
      await page.getByRole('button', { name: 'Change Password' }).click();
      const password = page.getByRole('dialog', { name: 'Change Password' });
      await password.getByRole('textbox', { name: 'Current Password' }).waitFor();
      await expectNoSeriousA11yViolations(page, `Change Password dialog (${viewport.name})`);
      await password.getByRole('textbox', { name: 'Current Password' }).fill('journey-secret');
      await password.getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
      await password.getByRole('textbox', { name: 'Confirm New Password' }).fill('abd');
      await password.getByRole('button', { name: 'Change Password' }).click();
      await password.getByText('New passwords do not match.').waitFor();
      await password.getByRole('textbox', { name: 'Confirm New Password' }).fill('abc');
      await password.getByRole('button', { name: 'Change Password' }).click();
      await password.getByText('Password must be at least 6 characters long.').waitFor();
      await shot('5-change-password');
      await password.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new-secret');
      await password.getByRole('textbox', { name: 'Confirm New Password' }).fill('brand-new-secret');
      await password.getByRole('button', { name: 'Change Password' }).click();
      await notice('Your password has been updated successfully.');
      await password.waitFor({ state: 'detached' });

      // Delete Account: only the exact word enables it; the player lands on /.
      await page.getByRole('button', { name: 'Delete Account' }).click();
      const erase = page.getByRole('alertdialog', { name: 'Delete Account' });
      const confirm = erase.getByRole('button', { name: 'Delete Account' });
      await erase.getByLabel('Type DELETE to confirm').fill('delete');
      expect(await confirm.isDisabled()).toBe(true);
      await expectNoSeriousA11yViolations(page, `Delete Account dialog (${viewport.name})`);
      await shot('6-delete-account');
      await erase.getByLabel('Type DELETE to confirm').fill('DELETE');
      await confirm.click();
      await page.waitForURL(`${world.server.url}/`);
      await page.getByLabel('First Name').waitFor();
      expect(await world.server.db.sql`SELECT id FROM users WHERE email = ${email}`).toHaveLength(0);
      await context.close();
    },
    300_000,
  );
});

/**
 * Waits for the toast saying `text`, then dismisses it as a player would: on a phone it sits over the
 * bottom of the page, where the next control may be.
 */
async function seeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alertdialog').filter({ hasText: text });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await toast.waitFor({ state: 'detached' });
}

async function addCard(page: Page, cards: ReturnType<Page['getByRole']>, number: string) {
  await cards.getByRole('button', { name: 'Add Card' }).click();
  await fillTestCard(cards, number);
  await cards.getByRole('button', { name: 'Add Card' }).click();
  await seeToast(page, 'Payment card added successfully!');
  await cards.getByText(`•••• ${number.slice(-4)}`, { exact: false }).waitFor();
}
