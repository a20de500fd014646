import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer';
import { SimulatedPaymentGateway } from '../../adapters/payments-simulator/simulated-payment-gateway';
import { formatAmount } from '../../web/lib/format';
import { Sha256PasswordHasher } from '../api/support/test-app';
import { cardAndPaidSpin } from '../support/paid-spins';
import { signedInPlayers } from '../support/players';
import { LocalSmtpServer } from '../support/smtp/local-smtp-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { aLiveGame, openPage } from './support/browser-world';
import { screenshot } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

const GAME_NAME = 'Harbour Wheel';
const TAG = 'cancel-journey-';
const REASON = 'The harbour festival was called off';

describe.runIf(browserAvailable())(
  'an administrator cancels a game three players paid for (real browser)',
  () => {
    // The real server with the client, charging on the simulator and sending mail to a local SMTP server;
    // the reconciler is run by hand, so a refund whose answer was lost stays pending until it runs.
    const simulator = new SimulatedPaymentGateway();
    const smtp = new LocalSmtpServer();
    let server: TestServer;
    let browser: Browser;
    beforeAll(async () => {
      await smtp.start();
      [server, browser] = await Promise.all([
        startTestServer({
          withClient: true,
          reconcileIntervalMs: 0,
          mail: { dispatchIntervalMs: 100 },
          overrides: {
            hasher: new Sha256PasswordHasher(),
            gateway: simulator,
            mailer: new SmtpMailer(smtp.url, 'Prize Wheel <no-reply@prize-wheel.test>', { timeoutMs: 2000 }),
          },
        }),
        workerBrowser(),
      ]);
    }, 180_000);
    afterAll(async () => {
      await closeLeftContexts(browser);
      await server?.close();
      await smtp.stop();
    });

    it('cancels with a reason; refunds, badges, one e-mail each, and the game gone from the lobby', async () => {
      const gameId = await aLiveGame(server, {
        name: GAME_NAME,
        prize: 'Kayak',
        totalNumbers: 30,
        emoji: '⛵',
        freePlay: { start: 21, end: 30 },
      });
      const other = `Still Open ${Date.now()}`;
      await aLiveGame(server, { name: other, prize: 'Paddle', totalNumbers: 30 });
      const players = await signedInPlayers(server.useCases, server.url, 3, TAG);
      const emails = players.map((_, i) => `${TAG}${i}.${process.pid}@gmail.com`);
      const charged: number[] = [];
      for (const player of players) charged.push(await cardAndPaidSpin(player, gameId));
      const free = await players[0]?.post('/api/free-spin', { gameId });
      expect(free?.status, JSON.stringify(free?.body)).toBe(200);
      // The third refund reaches the gateway but its answer is lost: it stays pending until the reconciler.
      simulator.failNextRefund('answer-lost');

      const { context, page } = await openPage(browser, {
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
      });
      await signInAdminInBrowser(page, server.url, undefined, 'games');
      await page.getByRole('button', { name: `Cancel Game ${GAME_NAME}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel Game and Refund?' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
      await expectNoSeriousA11yViolations(page, 'cancel dialog with a reason');
      await screenshot(page, 'cancel-journey-1-dialog');
      await dialog.getByRole('button', { name: 'Cancel Game and Refund' }).click();
      await page.getByRole('alertdialog').filter({ hasText: 'Game Cancelled' }).waitFor();

      // The refunds panel shows at once (the cancel refreshes it; its own poll would take 30 s).
      const panel = page.getByRole('article', { name: `Refunds of ${GAME_NAME}` });
      await panel.getByText('2 of 3 refunded').waitFor({ timeout: 10_000 });
      await expectNoSeriousA11yViolations(page, 'games tab with refunds in progress');
      await screenshot(page, 'cancel-journey-2-refunds-in-progress');

      // The reconciler asks again once the back-off is over; the panel, polled, follows.
      await expect
        .poll(
          async () => {
            await server.useCases.reconcilePayments.execute();
            return (await server.useCases.getRefundProgress.execute(gameId)).progress.done;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      // Every refund confirmed: one line on the cancelled game's card, which offers no Edit or Cancel Game.
      const card = page.getByRole('article', { name: GAME_NAME, exact: true });
      await card.getByText(/^All 3 refunds confirmed \(\$/).waitFor({ timeout: 15_000 });
      expect(await panel.count()).toBe(0);
      expect(await card.getByRole('button', { name: `Edit ${GAME_NAME}` }).count()).toBe(0);
      expect(await card.getByRole('button', { name: `Cancel Game ${GAME_NAME}` }).count()).toBe(0);
      await screenshot(page, 'cancel-journey-3-refunds-done');
      await context.close();

      // Each player's Transactions page: 'Refunded' against the charge, and nothing spent any more.
      for (const [i, player] of players.entries()) {
        const cookie = player.cookieHeader();
        const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
        const own = await openPage(browser, {
          viewport: { width: 390, height: 844 },
          reducedMotion: 'reduce',
        });
        await own.context.addCookies([{ name, value, url: server.url }]);
        await own.page.goto(`${server.url}/transactions`);
        const all = own.page.getByRole('region', { name: 'All Transactions' });
        await all.getByText(`Refunded ${formatAmount(charged[i] ?? 0)}`).waitFor();
        const total = own.page
          .getByText('Total Spent', { exact: true })
          .locator('xpath=following-sibling::dd[1]');
        expect(await total.innerText()).toBe(formatAmount(0));
        // The dashboard's figure, from the server, follows the same rule.
        const stats = await player.get('/api/user/stats');
        expect(stats.body).toMatchObject({ totalSpent: 0, totalSpins: i === 0 ? 2 : 1 });
        if (i === 0) {
          await expectNoSeriousA11yViolations(own.page, '/transactions with refunded charges');
          await screenshot(own.page, 'cancel-journey-4-transactions');

          // The lobby no longer lists the game; its page says it was cancelled, and why.
          await own.page.goto(`${server.url}/games`);
          await own.page.getByText(other).first().waitFor();
          expect(await own.page.getByText(GAME_NAME).count()).toBe(0);
          await own.page.goto(`${server.url}/game/${gameId}`);
          await own.page.getByRole('heading', { name: 'Game Cancelled' }).waitFor();
          await own.page.getByText(REASON).first().waitFor();
          await expectNoSeriousA11yViolations(own.page, 'the cancelled game page');
          await screenshot(own.page, 'cancel-journey-5-game-page');
        }
        await own.context.close();
      }

      // One cancellation e-mail per player, at the SMTP server, and no second one.
      const queued = await server.db.sql<{ message_id: string; to_address: string }[]>`
      SELECT message_id, to_address FROM mail_outbox WHERE kind = 'game-cancelled'`;
      expect(queued.map((m) => m.to_address).sort()).toEqual([...emails].sort());
      const ids = queued.map((m) => m.message_id);
      const isCancellation = (m: { messageId: string }) => ids.some((id) => m.messageId.includes(id));
      for (const email of emails) {
        const mail = await smtp.waitFor(email, isCancellation);
        expect(mail.text).toContain(REASON);
      }
      await expect
        .poll(async () => {
          const [row] = await server.db.sql<{ n: number }[]>`
          SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'game-cancelled' AND status <> 'sent'`;
          return row?.n;
        })
        .toBe(0);
      for (const email of emails) expect(smtp.to(email).filter(isCancellation), email).toHaveLength(1);
    }, 240_000);
  },
);
