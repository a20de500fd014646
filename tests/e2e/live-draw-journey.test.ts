import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInPlayers } from '../support/players';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

const TOTAL = 8;

/**
 * The live draw (docs/rules/fairness.md, The live draw): two signed-in pages, a phone and a laptop,
 * watch a game sell out and both play the same draw when the closer makes it; both check it green in
 * the page. /winners plays it too. A page whose fairness answer was tampered with checks it red.
 */
describe.runIf(browserAvailable())('two pages watch a game sell out and its live draw', () => {
  const world = useBrowserWorld(120_000);
  let gameId: number;
  let winnerNumber: number;

  /** A player signed in over HTTP, the session handed to a browser context of its own. */
  async function aWatcher(viewport: { width: number; height: number }, name: string): Promise<Page> {
    const [player] = await signedInPlayers(world.server.useCases, world.server.url, 1, `watch-${name}-`);
    const cookie = player?.cookieHeader() ?? '';
    const at = cookie.indexOf('=');
    const { context, page } = await openPage(world.browser, { viewport });
    await context.addCookies([
      { name: cookie.slice(0, at), value: cookie.slice(at + 1), url: world.server.url },
    ]);
    return page;
  }

  beforeAll(async () => {
    gameId = await aLiveGame(world.server, {
      name: 'Live Draw Wheel',
      prize: 'Coffee mug',
      totalNumbers: TOTAL,
      durationHours: 2,
      freePlay: { start: 1, end: TOTAL },
    });
    await world.server.useCases.changeSettings.execute({ values: { automaticDraw: true } });
  }, 60_000);

  it('plays the same draw on both pages, each checks it green, and /winners plays it too', async () => {
    const phone = await aWatcher({ width: 390, height: 844 }, 'phone');
    const laptop = await aWatcher({ width: 1366, height: 800 }, 'laptop');
    const { page: winners } = await openPage(world.browser, { viewport: { width: 1366, height: 800 } });
    for (const page of [phone, laptop]) {
      await page.goto(`${world.server.url}/game/${gameId}`);
      await page
        .getByText(/Live draw in \d+:\d\d:\d\d/)
        .first()
        .waitFor();
    }
    await winners.goto(`${world.server.url}/winners`);
    await winners.getByRole('heading', { name: 'Recent winners' }).waitFor();

    const players = await signedInPlayers(
      world.server.useCases,
      world.server.url,
      TOTAL - 1,
      'draw-journey-',
    );
    for (const player of players) expect((await player.post('/api/free-spin', { gameId })).status).toBe(200);
    // The laptop's player takes the last number on the page, and stays there with their result.
    await laptop.getByRole('button', { name: 'Use Free Spin' }).click();
    await laptop.getByRole('button', { name: 'Spin for Free' }).click();
    await laptop.getByRole('heading', { name: /You landed on \d+!/ }).waitFor({ timeout: 20_000 });
    await laptop.getByRole('button', { name: 'Awesome!' }).click();
    await phone.getByRole('heading', { name: 'All Numbers Taken!' }).waitFor();
    // Each page's stream has been up since it opened (the draw must come by it, not by a reload).
    expect((await world.server.useCases.closeGames.execute()).drawn).toEqual([gameId]);
    const [row] = await world.server.db.sql<
      { number: number }[]
    >`SELECT number FROM winners WHERE game_id = ${gameId}`;
    winnerNumber = row?.number ?? 0;

    const results: string[] = [];
    for (const page of [phone, laptop, winners]) {
      const show = page.locator('section[data-draw="draw"]');
      await show.waitFor({ timeout: 10_000 });
      expect(await show.getAttribute('data-drawn')).toBe(String(winnerNumber));
      const result = page.locator('[data-draw-result]');
      await result.waitFor({ timeout: 15_000 });
      results.push((await result.textContent()) ?? '');
      // The wheel stopped with the drawn number under its pointer.
      await expect
        .poll(() => show.getByRole('img', { name: /Prize wheel/ }).getAttribute('aria-label'))
        .toContain(`pointer is on number ${winnerNumber}`);
      // One polite announcement, the result.
      await expect.poll(() => show.locator('[aria-live="polite"]').textContent()).toBe(results.at(-1));
    }
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toContain(`number ${winnerNumber} is drawn`);
    expect(results[0]).toMatch(/The winner: .+/);

    for (const page of [phone, laptop]) {
      await page.getByRole('button', { name: 'Check this draw' }).click();
      await page.locator('[data-draw-verdict="checked"]').waitFor({ timeout: 15_000 });
      const steps = page.locator('li[data-step]');
      expect(await steps.count()).toBe(5);
      expect(await page.locator('li[data-step][data-status="failed"]').count()).toBe(0);
    }
    // Drawn: no page counts down to the draw any more (the laptop's game status card included).
    for (const page of [phone, laptop])
      expect(await page.getByText(/^Live draw( in \d|: any moment now)/).count()).toBe(0);
    await expectNoSeriousA11yViolations(laptop, 'the live draw on the game page');
    await screenshot(phone, 'draw-phone-390');
    await screenshot(laptop, 'draw-laptop-1366');
    await screenshot(winners, 'draw-winners-1366');
  }, 180_000);

  it('a page opened later watches the draw again; with a tampered fairness log the check is red', async () => {
    const page = await aWatcher({ width: 1366, height: 800 }, 'later');
    await page.route(`**/api/games/${gameId}/fairness`, async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      // One claim's client seed changed: its hash no longer links, nor does the rest.
      answer.log.find((entry: { type: string }) => entry.type === 'claim').clientSeed = 'tampered';
      await route.fulfill({ response, json: answer });
    });
    await page.goto(`${world.server.url}/game/${gameId}`);
    await page.getByRole('button', { name: 'Watch the draw again' }).click();
    await page.locator('[data-draw-result]').waitFor({ timeout: 15_000 });
    expect(await page.locator('section[data-draw]').getAttribute('data-drawn')).toBe(String(winnerNumber));
    await page.getByRole('button', { name: 'Check this draw' }).click();
    await page.locator('[data-draw-verdict="failed"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('li[data-step="links"]').getAttribute('data-status')).toBe('failed');
    expect(await page.locator('li[data-step="seed"]').getAttribute('data-status')).toBe('checked');
    await screenshot(page, 'draw-tampered-1366');
  }, 120_000);

  it('under prefers-reduced-motion shows the result without turning the wheel', async () => {
    const page = await aWatcher({ width: 390, height: 844 }, 'still');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${world.server.url}/game/${gameId}`);
    await page.getByRole('button', { name: 'Watch the draw again' }).click();
    await page.locator('[data-draw-result]').waitFor({ timeout: 2_000 });
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  }, 120_000);
});
