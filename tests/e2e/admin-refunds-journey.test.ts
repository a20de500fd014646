import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedPaymentGateway } from '../../adapters/payments-simulator/simulated-payment-gateway';
import { formatAmount } from '../../web/lib/format';
import { Sha256PasswordHasher } from '../api/support/test-app';
import { cardAndPaidSpin } from '../support/paid-spins';
import { signedInPlayers } from '../support/players';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN_VIEWPORTS, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { aLiveGame, openPage } from './support/browser-world';
import { screenshot } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

const GAME_NAME = 'Refund Wheel';
const TAG = 'refunds-journey-';

describe.runIf(browserAvailable())(
  'the administrator follows a game refunded to its players (real browser)',
  () => {
    // The real server with the client, on the simulator this test refuses a refund on; the
    // reconciler is run by hand, so the refused refund waits until the test retries it.
    const simulator = new SimulatedPaymentGateway();
    let server: TestServer;
    let browser: Browser;
    beforeAll(async () => {
      [server, browser] = await Promise.all([
        startTestServer({
          withClient: true,
          reconcileIntervalMs: 0,
          overrides: { hasher: new Sha256PasswordHasher(), gateway: simulator },
        }),
        workerBrowser(),
      ]);
    }, 120_000);
    afterAll(async () => {
      await closeLeftContexts(browser);
      await server?.close();
    });
    const viewport = ADMIN_VIEWPORTS[0];

    it("sees a refusal with the gateway's words, then every refund confirmed, and 'Refunded' on the charges", async () => {
      const gameId = await aLiveGame(server, {
        name: GAME_NAME,
        prize: 'Toaster',
        prizeValueCents: 5_000,
        totalNumbers: 20,
        emoji: '🍞',
      });
      const players = await signedInPlayers(server.useCases, server.url, 2, TAG);
      const charged: number[] = [];
      for (const player of players) charged.push(await cardAndPaidSpin(player, gameId));
      simulator.failNextRefund('refused');
      const report = await server.useCases.refundGame.execute({ gameId, reason: 'Prize unavailable' });
      expect(report.progress).toMatchObject({ refunded: 1, failed: 1, total: 2, done: false });
      const refusedClaim = report.refunds.find((r) => r.status === 'failed')?.claimId;
      const rows = await Promise.all(players.map((p) => p.get('/api/transactions')));
      const refused = rows.findIndex((r) => r.body[0]?.id === refusedClaim);
      expect(refused).toBeGreaterThanOrEqual(0);

      const { context, page } = await openPage(browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `admin-refunds-${viewport.name}-${name}`);
      await signInAdminInBrowser(page, server.url, undefined, 'games');

      // The Games tab: the game's refund panel, the refusal in the gateway's words.
      const panel = page.getByRole('article', { name: `Refunds of ${GAME_NAME}` });
      await panel.getByText('1 of 2 refunded').waitFor();
      const fact = (label: string) =>
        panel.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
      expect(await fact('Failed').innerText()).toBe('1');
      expect(await fact('Amount refunded').innerText()).toBe(formatAmount(charged[1 - refused] ?? 0));
      await panel.getByText(/REFUND_DECLINED — The card issuer declined the refund\./).waitFor();
      await expectNoSeriousA11yViolations(page, 'games tab with a refused refund');
      await shot('1-games-tab-refused');

      // The System tab's alerts name it too.
      await page.getByRole('tab', { name: 'System' }).click();
      await page.getByText('Refunds failing', { exact: true }).waitFor();

      // The refused player's charge says so.
      const profileTransactions = async (i: number) => {
        await page.getByRole('tab', { name: 'Users' }).click();
        const search = page.getByRole('searchbox', { name: 'Search users' });
        await search.fill(`${TAG}${i}.${process.pid}@gmail.com`);
        const table = page.getByRole('region', { name: 'User directory table' });
        await table.getByRole('button', { name: `View Load Player${i}` }).click();
        const profile = page.getByRole('dialog', { name: `Load Player${i}` });
        await profile.getByRole('tab', { name: 'Transactions' }).click();
        return profile;
      };
      let profile = await profileTransactions(refused);
      await profile.getByText('Refund failed — retrying').waitFor();
      await expectNoSeriousA11yViolations(page, 'profile transactions with a refused refund');
      await shot('2-profile-refused');
      await profile.getByRole('button', { name: 'Close' }).click();

      // The reconciler retries once the back-off is over: the panel, polled, follows.
      await expect
        .poll(
          async () => {
            await server.useCases.reconcilePayments.execute();
            return (await server.useCases.getRefundProgress.execute(gameId)).progress.done;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      await page.getByRole('tab', { name: 'Games' }).click();
      // Every refund confirmed: the panel folds into one line on the game's card.
      const card = page.getByRole('article', { name: GAME_NAME, exact: true });
      const all = formatAmount((charged[0] ?? 0) + (charged[1] ?? 0));
      await card.getByText(`All 2 refunds confirmed (${all})`).waitFor();
      expect(await panel.count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'games tab with every refund confirmed');
      await shot('3-games-tab-done');
      profile = await profileTransactions(refused);
      await profile.getByText(`Refunded ${formatAmount(charged[refused] ?? 0)}`).waitFor();
      await context.close();

      // The player's own Transactions page: the charge, its refund, and the Refunded filter.
      const player = players[refused];
      if (!player) throw new Error('the refused player');
      const cookie = player.cookieHeader();
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
      const own = await openPage(browser, { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
      await own.context.addCookies([{ name, value, url: server.url }]);
      await own.page.goto(`${server.url}/transactions?kind=refunded`);
      const filtered = own.page.getByRole('region', { name: 'Filtered Transactions (1)' });
      await filtered.getByText(`Refunded ${formatAmount(charged[refused] ?? 0)}`).waitFor();
      await expectNoSeriousA11yViolations(own.page, '/transactions with a refunded charge');
      await screenshot(own.page, 'admin-refunds-4-player-transactions');
      await own.context.close();
    }, 240_000);
  },
);
