import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../web/lib/format';
import type { HttpClient } from '../support/http-client';
import { signedInPlayers } from '../support/players';
import { ADMIN_VIEWPORTS, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

const GAME_NAME = 'Refund Wheel';

/** A paid spin with the simulator's test card; the dollars charged. */
async function paidSpin(player: HttpClient, gameId: number): Promise<number> {
  await player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
  const spin = await player.request(
    'POST',
    '/api/spin',
    { gameId, agreedToTerms: true },
    { 'Idempotency-Key': randomUUID() },
  );
  if (spin.status !== 200) throw new Error(JSON.stringify(spin.body));
  return spin.body.amount as number;
}

describe.runIf(browserAvailable())(
  'the administrator follows a game refunded to its players (real browser)',
  () => {
    const world = useBrowserWorld();
    const viewport = ADMIN_VIEWPORTS[0];

    it("sees the refunds' progress in the Games tab and 'Refunded' on the player's charge", async () => {
      const { server } = world;
      const gameId = await aLiveGame(server, {
        name: GAME_NAME,
        prize: 'Toaster',
        prizeValueCents: 5_000,
        totalNumbers: 20,
        emoji: '🍞',
      });
      const tag = 'refunds-journey-';
      const [player] = await signedInPlayers(server.useCases, server.url, 1, tag);
      if (!player) throw new Error('a player expected');
      const charged = await paidSpin(player, gameId);
      const report = await server.useCases.refundGame.execute({ gameId, reason: 'Prize unavailable' });
      expect(report.progress).toMatchObject({ refunded: 1, total: 1, done: true });

      const { context, page } = await openPage(world.browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `admin-refunds-${viewport.name}-${name}`);
      await signInAdminInBrowser(page, server.url, undefined, 'games');

      // The Games tab: the game's refund panel with its counts and the amount given back.
      const panel = page.getByRole('article', { name: `Refunds of ${GAME_NAME}` });
      await panel.waitFor();
      await panel.getByText('Every refund confirmed').waitFor();
      await panel.getByText('1 of 1 refunded').waitFor();
      const fact = (label: string) =>
        panel.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
      expect(await fact('Refunded').innerText()).toBe('1');
      expect(await fact('Failed').innerText()).toBe('0');
      expect(await fact('Amount refunded').innerText()).toBe(formatAmount(charged));
      await expectNoSeriousA11yViolations(page, 'games tab with refunds');
      await shot('1-games-tab');

      // The player's profile: the charge says it was refunded.
      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('searchbox', { name: 'Search users' }).fill(`${tag}0.${process.pid}@gmail.com`);
      const table = page.getByRole('region', { name: 'User directory table' });
      await table.getByRole('button', { name: 'View Load Player0' }).click();
      const profile = page.getByRole('dialog', { name: 'Load Player0' });
      await profile.getByRole('tab', { name: 'Transactions' }).click();
      const transactions = profile.getByRole('list', { name: 'Transactions' });
      await transactions.getByText(`Refunded ${formatAmount(charged)}`).waitFor();
      await expectNoSeriousA11yViolations(page, 'profile transactions with a refund');
      await shot('2-profile-transactions');

      await context.close();

      // The player's own Transactions page: the charge, its refund, and the Refunded filter.
      const mine = await player.get('/api/transactions');
      expect(mine.body[0].refund).toMatchObject({ status: 'refunded', amount: charged });
      const cookie = player.cookieHeader();
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
      const own = await openPage(world.browser, {
        viewport: { width: 390, height: 844 },
        reducedMotion: 'reduce',
      });
      await own.context.addCookies([{ name, value, url: server.url }]);
      await own.page.goto(`${server.url}/transactions?kind=refunded`);
      const filtered = own.page.getByRole('region', { name: 'Filtered Transactions (1)' });
      await filtered.getByText(`Refunded ${formatAmount(charged)}`).waitFor();
      await expectNoSeriousA11yViolations(own.page, '/transactions with a refunded charge');
      await screenshot(own.page, 'admin-refunds-3-player-transactions');
      await own.context.close();
    }, 180_000);
  },
);
