import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../web/lib/format';
import { cardAndPaidSpin, sendPaidSpin } from '../support/paid-spins';
import { signedInPlayers } from '../support/players';
import { ADMIN_VIEWPORTS, seeToast, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

/** 'Nov 28, 2026, 4:15 PM EST': US English, Eastern Time, the zone named. */
const US_DATE_TIME = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) E[SD]T$/;

/**
 * The back office's words and figures (docs/rules/back-office.md): US dates with the zone, units on
 * figures, counts in the right number, 'Cancel Game' and its dialog, the cap among the game's own
 * fields, an instant winner's real claim status, and refunds that fold into the game's card once all
 * are confirmed; no Edit on a cancelled game; a sold-out game's 'Complete' in green.
 */
describe.runIf(browserAvailable())('the back office says what it means (real browser)', () => {
  const world = useBrowserWorld();

  it.each(ADMIN_VIEWPORTS)(
    'a sold-out game with one player and an instant win, read and cancelled ($name)',
    async (viewport) => {
      const { server } = world;
      const name = `Solo Kite ${viewport.name}`;
      // Two numbers, one carrying the instant prize: one player buys both, sells the game out and wins it.
      const created = await server.useCases.createGame.execute({
        name,
        prize: 'Kite',
        prizeValueCents: 8_000,
        totalNumbers: 2,
        freePlay: false,
        instantPrizes: [{ name: 'Gift card', valueCents: 2_500 }],
      });
      if (!created.ok) throw new Error(created.error.message);
      const gameId = created.value.id;
      const [player] = await signedInPlayers(server.useCases, server.url, 1, `copy-${viewport.name}-`);
      if (!player) throw new Error('no player');
      const first = await cardAndPaidSpin(player, gameId);
      const second = await sendPaidSpin<{ status: number; body: { amount: number } }>(player, gameId);
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const paid = first + second.body.amount;

      const { context, page } = await openPage(world.browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (step: string) => screenshot(page, `admin-copy-${viewport.name}-${step}`);
      await signInAdminInBrowser(page, server.url, undefined, 'games');

      // The card: its end in US English with the zone; 'Cancel Game', never a bare 'Cancel'.
      const card = page.getByRole('article', { name, exact: true });
      const ends = card.getByText('Ends', { exact: true }).locator('xpath=following-sibling::dd[1]');
      expect(await ends.innerText()).toMatch(US_DATE_TIME);
      expect(await card.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
      await card.getByRole('button', { name: `Cancel Game ${name}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel Game and Refund?' });
      await dialog.getByText('(1 player, 2 entries)', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Keep Game' }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel Game and Refund' }).waitFor();
      await expectNoSeriousA11yViolations(page, `cancel game dialog (${viewport.name})`);
      await shot('1-cancel-dialog');
      await dialog.getByRole('button', { name: 'Keep Game' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The edit form: the cap on paid entries is the game's own field, not the instant prizes'.
      await card.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Game' });
      const cap = edit.getByLabel('Maximum paid entries per player (optional)');
      await cap.waitFor();
      const prizes = edit.getByRole('region', { name: 'Instant prizes' });
      expect(await prizes.getByLabel('Maximum paid entries per player (optional)').count()).toBe(0);
      await cap.scrollIntoViewIfNeeded();
      await shot('2-edit-form');
      await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
      await edit.waitFor({ state: 'detached' });

      // The Winners tab: the instant winner's claim as it stands.
      await page.goto(`${server.url}/admin-dashboard?tab=winners`);
      const winner = page.getByRole('listitem').filter({ hasText: `${name} · $25.00` });
      await winner.getByText('Prize claim: Notified').waitFor();
      expect(await winner.getByText('Fulfilled through its prize claim').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `winners tab (${viewport.name})`);
      await shot('3-winners');

      // The Settings tab: the processing fee says its unit.
      await page.goto(`${server.url}/admin-dashboard?tab=settings`);
      const fee = page.getByRole('textbox', { name: 'Payment processing fee (%)', exact: true });
      expect(await fee.inputValue()).toBe('2.9');
      await page.getByText('Default: 2.9%').waitFor();
      await fee.scrollIntoViewIfNeeded();
      await shot('4-settings');

      // Cancelled: its refunds, all confirmed, fold into the card, which offers no Edit any more.
      await page.goto(`${server.url}/admin-dashboard?tab=games`);
      await card.getByRole('button', { name: `Cancel Game ${name}` }).click();
      await dialog.getByRole('textbox', { name: /Reason/ }).fill('The kite supplier closed');
      await dialog.getByRole('button', { name: 'Cancel Game and Refund' }).click();
      await seeToast(page, 'Game Cancelled', 'refund');
      await card.getByText(`All 2 refunds confirmed (${formatAmount(paid)})`).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('article', { name: `Refunds of ${name}` }).count()).toBe(0);
      expect(await card.getByRole('button', { name: `Edit ${name}` }).count()).toBe(0);
      expect(await card.getByRole('button', { name: `Cancel Game ${name}` }).count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `cancelled game card (${viewport.name})`);
      await shot('5-cancelled-card');
      await context.close();
    },
    180_000,
  );

  it.each(ADMIN_VIEWPORTS)(
    "the game page's 'Complete' of a game just sold out is green, not red ($name)",
    async (viewport) => {
      const { server } = world;
      const created = await server.useCases.createGame.execute({
        name: `Last Number ${viewport.name}`,
        prize: 'Mug',
        prizeValueCents: 1_500,
        totalNumbers: 1,
        freePlay: { start: 1, end: 1 },
      });
      if (!created.ok) throw new Error(created.error.message);
      const [player] = await signedInPlayers(server.useCases, server.url, 1, `last-${viewport.name}-`);
      if (!player) throw new Error('no player');
      const cookie = player.cookieHeader();
      const { context, page } = await openPage(world.browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      await context.addCookies([
        {
          name: cookie.slice(0, cookie.indexOf('=')),
          value: cookie.slice(cookie.indexOf('=') + 1),
          url: server.url,
        },
      ]);
      await page.goto(`${server.url}/game/${created.value.id}`);
      await page.getByRole('button', { name: 'Use Free Spin' }).click();
      await page.getByRole('button', { name: 'Spin for Free' }).click();
      await page.getByRole('heading', { name: /You landed on 1!/ }).waitFor({ timeout: 20_000 });
      // The player who took the last number still sees the game, now sold out.
      const status = page.locator('#game-status-title').locator('..').getByText('Complete', { exact: true });
      await status.waitFor({ timeout: 15_000 });
      expect(await status.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(34, 197, 94)');
      await expectNoSeriousA11yViolations(page, `game just sold out (${viewport.name})`);
      await screenshot(page, `admin-copy-${viewport.name}-6-game-complete`);
      await context.close();
    },
    120_000,
  );
});
