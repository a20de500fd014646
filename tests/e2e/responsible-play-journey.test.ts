import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { openPage } from './support/browser-world';
import { startE2eServer } from './support/e2e-server';
import { focusOutline, tabTo } from './support/focus-and-motion';
import { fillTestCard, screenshot, signUpAndLogIn } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Responsible play in a real browser: the price before the spin, a limit that holds, a break, the reminder. */
describe.runIf(browserAvailable())('responsible play in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), workerBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await closeLeftContexts(browser);
    await server?.close();
  });

  it.each(VIEWPORTS)(
    'a player sees what a spin can cost, sets a limit that refuses a spin, and takes a 24-hour break ($name)',
    async (viewport) => {
      // 30 numbers, none free: a spin costs $1 to $30, on average $15.50.
      const game = await server.useCases.createGame.execute({
        name: `Careful Wheel ${viewport.name}`,
        prize: 'Travel mug',
        prizeValueCents: 50_000,
        totalNumbers: 30,
      });
      if (!game.ok) throw new Error(game.error.message);
      const gameId = game.value.id;
      const { context, page } = await openPage(browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `responsible-${viewport.name}-${name}`);
      const gamePage = `${server.url}/game/${gameId}`;

      await signUpAndLogIn(page, `careful.${viewport.name}.${Date.now()}@gmail.com`, {
        at: `${server.url}/?gameId=${gameId}`,
      });
      await fillTestCard(page, '4111 1111 1111 1111');
      await page.getByRole('button', { name: 'Save Card and Continue' }).click();
      await page.getByRole('link', { name: 'Continue to Your Game' }).click();
      await page.waitForURL(new RegExp(`/game/${gameId}$`));
      await page.getByText('You hold 0 of 0 claimed numbers').waitFor();

      // The price before the spin, counted by the server.
      await page.getByRole('button', { name: 'SPIN', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Play Responsibly' });
      const figures = confirm.getByRole('definition');
      await confirm.getByText('Highest price').waitFor();
      expect(await figures.allTextContents()).toEqual(['$1.00', '$30.00', '$15.50', '30']);
      await confirm.getByRole('link', { name: 'Responsible play: limits, breaks and help' }).waitFor();
      await expectNoSeriousA11yViolations(page, `Play Responsibly dialog with prices (${viewport.name})`);
      await shot('1-play-responsibly');
      await confirm.getByRole('button', { name: 'I Agree, Spin' }).click();
      const result = page.getByRole('heading', { name: /Number \d+ is yours/ });
      await result.waitFor({ timeout: 20_000 });
      const number = Number((await result.textContent())?.match(/\d+/)?.[0]);
      await page
        .getByRole('button', { name: /OK|Close/ })
        .first()
        .click();
      await page.getByText('You hold 1 of 1 claimed number', { exact: true }).waitFor({ timeout: 15_000 });

      // The Play Responsibly tab: spending, a $0 daily limit.
      await page.goto(`${server.url}/dashboard?tab=limits`);
      const panel = page.getByRole('tabpanel', { name: 'Play Responsibly' });
      await panel.getByRole('heading', { name: 'Your Spending' }).waitFor();
      await panel.getByText(`$${number}.00`).first().waitFor();
      await expectNoSeriousA11yViolations(page, `Play Responsibly tab (${viewport.name})`);
      await shot('2-limits-tab');
      const daily = panel.getByRole('textbox', { name: 'Daily limit ($)' });
      await daily.fill('abc');
      await panel.getByRole('button', { name: 'Save Limits' }).click();
      await panel.getByText('Daily limit must be an amount in dollars, or empty for no limit.').waitFor();
      await daily.fill('0');
      const save = panel.getByRole('button', { name: 'Save Limits' });
      await tabTo(page, save);
      expect(await focusOutline(save)).toMatchObject({ style: 'solid', width: 3 });
      await page.keyboard.press('Enter');
      await seeToast(page, 'Limits Saved');
      await panel.getByText('Daily limit $0.00').waitFor();

      // SPIN is disabled with the limit's text before any press, and nothing is claimed.
      await page.goto(gamePage);
      const refusal = page
        .locator('#spin-note')
        .filter({ hasText: 'Your daily spending limit of $0.00 is reached' });
      await refusal.waitFor({ timeout: 15_000 });
      expect(await page.getByRole('button', { name: 'SPIN', exact: true }).isDisabled()).toBe(true);
      await refusal.getByText(/resets on \d{4}-\d{2}-\d{2} at 00:00 UTC/).waitFor();
      await expectNoSeriousA11yViolations(page, `spin refused by the limit (${viewport.name})`);
      await shot('3-limit-reached');
      await page.getByText('You hold 1 of 1 claimed number', { exact: true }).waitFor();

      // A 24-hour break.
      await page.goto(`${server.url}/dashboard?tab=limits`);
      await panel.getByRole('radio', { name: '24 hours' }).check();
      await panel.getByRole('button', { name: 'Take a Break' }).click();
      const breakDialog = page.getByRole('alertdialog', { name: 'Take a 24-hour break?' });
      await breakDialog.waitFor();
      await expectNoSeriousA11yViolations(page, `break confirmation (${viewport.name})`);
      await shot('4-break-confirm');
      await breakDialog.getByRole('button', { name: 'Start My Break' }).click();
      await seeToast(page, 'Break Started');
      await panel.getByText(/You are taking a break until/).waitFor();
      await expectNoSeriousA11yViolations(page, `on a break (${viewport.name})`);
      await shot('5-on-a-break');
      await page.goto(gamePage);
      await page
        .locator('#spin-note')
        .filter({ hasText: 'You are taking a break from play until' })
        .waitFor();
      expect(await page.getByRole('button', { name: 'SPIN', exact: true }).isDisabled()).toBe(true);

      // After 30 minutes of continuous play: the reminder, with a way to stop.
      await page.evaluate(() => {
        const startedAt = Date.now() - 31 * 60_000;
        sessionStorage.setItem(
          'prize-wheel.play-session',
          JSON.stringify({ startedAt, lastSeenAt: Date.now(), reminders: 0 }),
        );
      });
      await page.reload();
      const reminder = page.getByRole('alertdialog', { name: 'Time for a Check-In' });
      await reminder.getByText(`and have spent $${number}.00 in this session.`).waitFor();
      await reminder.getByText('31 minutes').waitFor();
      await expectNoSeriousA11yViolations(page, `30-minute reminder (${viewport.name})`);
      await shot('6-reminder');
      await reminder.getByRole('button', { name: 'Stop Playing' }).click();
      await page.waitForURL(/\/dashboard\?tab=limits$/);

      // The public page, from the lobby's footer.
      await page.goto(`${server.url}/games`);
      await page.getByRole('link', { name: 'Responsible Play' }).click();
      await page.waitForURL(/\/responsible-play$/);
      await page.getByRole('heading', { name: 'Responsible Play', level: 1 }).waitFor();
      await page
        .getByText(/1-800-GAMBLER/)
        .first()
        .waitFor();
      await expectNoSeriousA11yViolations(page, `/responsible-play (${viewport.name})`);
      await shot('7-public-page');
      await context.close();
    },
    120_000,
  );
});

async function seeToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alertdialog').filter({ hasText: text });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await toast.waitFor({ state: 'detached' });
}
