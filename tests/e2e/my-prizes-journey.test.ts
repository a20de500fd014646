import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTOMATIC_DRAW } from '../../application/games';
import type { HttpClient } from '../support/http-client';
import { signedInPlayers } from '../support/players';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** A player signed in over HTTP, their session handed to a browser context of their own. */
async function asPlayer(context: BrowserContext, player: HttpClient | undefined, url: string) {
  const cookie = player?.cookieHeader() ?? '';
  const at = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url }]);
}

/** 'Dec 2, 2026, 4:48 AM EST': a deadline names its time zone. */
const DEADLINE = /Claim by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/;

/**
 * A winner claims from the site (docs/rules/player-pages.md, The dashboard): a free entry wins an
 * instant prize and its result dialog leads to the claim page; the same player wins a draw, whose
 * notice leads there too; 'Games Won', 'Your Wins' and the achievements count both; My Prizes lists
 * both with their deadline and 'Claim your prize'.
 */
describe.runIf(browserAvailable())('a winner claims from My Prizes', () => {
  const world = useBrowserWorld(180_000);

  it.each(VIEWPORTS)(
    'wins an instant prize and a draw, and reaches each claim page ($name)',
    async (viewport) => {
      const { server, browser } = world;
      // A player in New York: the deadline reads in their zone, and names it ('Dec 2, 2026, 4:48 AM EST').
      const size = {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce' as const,
        timezoneId: 'America/New_York',
      };
      const shot = (page: Page, name: string) => screenshot(page, `my-prizes-${viewport.name}-${name}`);
      const instantGame = await aLiveGame(server, {
        name: `Kite Instant ${viewport.name}`,
        prize: 'Stunt kite',
        prizeValueCents: 12_000,
        totalNumbers: 2,
        freePlay: { start: 1, end: 2 },
        instantPrizes: [{ name: 'Gift card', valueCents: 2_500 }],
      });
      const players = await signedInPlayers(server.useCases, server.url, 2, `prizes-${viewport.name}-`);

      // Free entries one after another: of the two numbers one wins the prize, so one of two players wins.
      let winner: { page: Page; player: HttpClient | undefined } | null = null;
      for (const player of players) {
        const { context, page } = await openPage(browser, size);
        await asPlayer(context, player, server.url);
        await page.goto(`${server.url}/game/${instantGame}`);
        await page.getByRole('button', { name: 'Use Free Spin' }).click();
        await page.getByRole('button', { name: 'Spin for Free' }).click();
        const result = page.getByRole('dialog', { name: /Instant win!|You landed on \d+!/ });
        await result.waitFor({ timeout: 20_000 });
        if (((await result.getByRole('heading').first().textContent()) ?? '').includes('Instant win!')) {
          const claim = result.getByRole('link', { name: 'Claim your prize' });
          expect(await claim.getAttribute('href')).toMatch(/^\/claim\/\d+$/);
          await expectNoSeriousA11yViolations(page, `instant win result (${viewport.name})`);
          await shot(page, '1-instant-win');
          await claim.click();
          await page.getByRole('heading', { name: 'Claim your prize: Gift card' }).waitFor();
          winner = { page, player };
          break;
        }
        await context.close();
      }
      if (!winner) throw new Error('neither free entry won the instant prize');
      const { page, player } = winner;

      // The same player is the only entrant of a one-number game: the draw picks them.
      const drawGame = await aLiveGame(server, {
        name: `Sled Draw ${viewport.name}`,
        prize: 'Sled',
        prizeValueCents: 9_000,
        totalNumbers: 1,
        freePlay: { start: 1, end: 1 },
      });
      expect((await player?.post('/api/free-spin', { gameId: drawGame }))?.status).toBe(200);
      const drawn = await server.useCases.drawWinner.execute({ gameId: drawGame, admin: AUTOMATIC_DRAW });
      expect(drawn.ok).toBe(true);

      // The dashboard: the draw's notice offers the claim; both wins count.
      await page.goto(`${server.url}/dashboard`);
      const notice = page.getByRole('region', { name: 'Draw results' });
      await notice.getByText(`You won Sled Draw ${viewport.name}!`).waitFor();
      expect(await notice.getByRole('link', { name: 'Claim your prize' }).getAttribute('href')).toMatch(
        /^\/claim\/\d+$/,
      );
      const gamesWon = page.getByText('Games Won').locator('..');
      await expect.poll(() => gamesWon.textContent()).toBe('Games Won2');
      const wins = page.getByRole('region', { name: 'Your Wins' }).getByRole('listitem');
      await expect.poll(() => wins.count()).toBe(2);
      expect(await wins.allTextContents()).toEqual([
        expect.stringContaining(`Sled ($90) in Sled Draw ${viewport.name}`),
        expect.stringContaining(`Gift card ($25) in Kite Instant ${viewport.name}`),
      ]);
      await page
        .getByRole('region', { name: 'Recent Game History' })
        .getByText(`Sled Draw ${viewport.name}`)
        .waitFor();
      await expectNoSeriousA11yViolations(page, `dashboard with a draw notice (${viewport.name})`);
      await shot(page, '2-overview');

      // My Prizes: both prizes, each open to claim with its deadline in its time zone.
      await page.getByRole('tab', { name: 'My Prizes', exact: true }).click();
      await page.waitForURL(/tab=prizes$/);
      const prizes = page.getByRole('tabpanel', { name: 'My Prizes' }).getByRole('listitem');
      await expect.poll(() => prizes.count()).toBe(2);
      for (const [i, prize] of ['Sled ($90)', 'Gift card ($25)'].entries()) {
        const row = prizes.nth(i);
        await row.getByText(prize).waitFor();
        await row.getByText('Status: Notified').waitFor();
        expect(await row.textContent()).toMatch(DEADLINE);
      }
      await expectNoSeriousA11yViolations(page, `my prizes (${viewport.name})`);
      await shot(page, '3-my-prizes');
      await prizes
        .nth(0)
        .getByRole('link', { name: /^Claim your prize/ })
        .click();
      await page.getByRole('heading', { name: 'Claim your prize: Sled' }).waitFor();
      await shot(page, '4-claim-page');
      await page.goBack();
      await prizes
        .nth(1)
        .getByRole('link', { name: /^Claim your prize/ })
        .click();
      await page.getByRole('heading', { name: 'Claim your prize: Gift card' }).waitFor();

      // Lucky Beginner is reached by the wins, instant and drawn alike.
      await page.goto(`${server.url}/dashboard?tab=achievements`);
      const lucky = page.getByRole('article', { name: 'Lucky Beginner' });
      await lucky.getByText('Completed').waitFor();
      await page.getByRole('article', { name: 'Winner' }).getByText('2 of 5').waitFor();

      // A free entry of a game cancelled later is marked void on My Numbers (nothing to refund).
      const voidGame = await aLiveGame(server, {
        name: `Rain Wheel ${viewport.name}`,
        prize: 'Umbrella',
        prizeValueCents: 3_000,
        totalNumbers: 10,
        freePlay: { start: 1, end: 10 },
      });
      expect((await player?.post('/api/free-spin', { gameId: voidGame }))?.status).toBe(200);
      const cancelled = await server.useCases.cancelGame.execute({ gameId: voidGame, reason: 'Rained out' });
      expect(cancelled.ok).toBe(true);
      await page.goto(`${server.url}/my-numbers`);
      const free = page.getByRole('region', { name: /Free Numbers/ }).getByRole('listitem');
      await free
        .filter({ hasText: `Rain Wheel ${viewport.name}` })
        .getByText('Void: game cancelled')
        .waitFor();
      expect(await free.filter({ hasText: 'Void' }).count()).toBe(1);
      await page.getByRole('button', { name: /Void/ }).waitFor();
      await expectNoSeriousA11yViolations(page, `my numbers with a void entry (${viewport.name})`);
      await shot(page, '5-my-numbers-void');
    },
    180_000,
  );
});
