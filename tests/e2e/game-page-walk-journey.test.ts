import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { fillTestCard, screenshot, signUpAndLogIn } from './support/journey';

/** The sizes the walk through the game page was made at. */
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * The wheel's stage (which does not turn) and the viewport, measured once the wheel has turned half of
 * its spin: the page had the time to bring it into view, and it is still turning.
 */
function wheelWhileTurning(page: Page) {
  return page.evaluate(async () => {
    const svg = document.querySelector('svg[aria-label^="Prize wheel"]');
    if (!svg?.parentElement) throw new Error('no wheel');
    const half = await new Promise<boolean>((resolve) => {
      const look = () => {
        const turn = svg.getAnimations()[0];
        const at = Number(turn?.currentTime ?? 0);
        const length = Number(turn?.effect?.getComputedTiming().duration ?? 0);
        if (turn && length > 0 && at >= length / 2) resolve(turn.playState === 'running');
        else requestAnimationFrame(look);
      };
      look();
    });
    const box = svg.parentElement.getBoundingClientRect();
    return { turning: half, top: box.top, bottom: box.bottom, left: box.left, right: box.right };
  });
}

describe.runIf(browserAvailable())('the game page walk, in a real browser at 1366x800 and 390x844', () => {
  const world = useBrowserWorld(120_000);
  let gameId: number;

  beforeAll(async () => {
    gameId = await aLiveGame(world.server, {
      name: 'Big Screen TV Draw',
      prize: 'Big screen TV',
      prizeValueCents: 90_000,
      totalNumbers: 40,
      freePlay: { start: 31, end: 40 },
    });
  });

  /** A new player who signed up from the game and skipped the card step: back on the game's page. */
  const newPlayerOnTheGame = async (page: Page, tag: string) => {
    await signUpAndLogIn(page, `${tag}.${Date.now()}@gmail.com`, {
      at: `${world.server.url}/?gameId=${gameId}`,
    });
    await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).click();
    await page.waitForURL(new RegExp(`/game/${gameId}$`));
    await page.getByRole('button', { name: 'Use Free Spin' }).waitFor();
  };

  for (const viewport of VIEWPORTS) {
    it(`(${viewport.name}) the wheel turns in sight; the player counts as a live player and has a Dashboard link`, async () => {
      const { context, page } = await openPage(world.browser, { viewport });
      await newPlayerOnTheGame(page, `wheel.${viewport.name}`);
      const tile = page.locator('dt', { hasText: 'Live Players' }).locator('xpath=following-sibling::dd');
      await expect.poll(async () => Number(await tile.textContent()), { timeout: 3_000 }).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
      await expectNoSeriousA11yViolations(page, `game page signed in (${viewport.name})`);
      await screenshot(page, `walk-${viewport.name}-1-game`);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Use Free Spin' }).click();
      await page.getByRole('button', { name: 'Spin for Free' }).click();
      const wheel = await wheelWhileTurning(page);
      expect(wheel.turning).toBe(true);
      expect(wheel.top).toBeGreaterThanOrEqual(0);
      expect(wheel.left).toBeGreaterThanOrEqual(0);
      expect(wheel.bottom).toBeLessThanOrEqual(viewport.height);
      expect(wheel.right).toBeLessThanOrEqual(viewport.width);
      // The screen while it turns (not settled: the shared screenshot helper waits for the end).
      const folder = process.env.E2E_SCREENSHOTS;
      if (folder) await page.screenshot({ path: `${folder}/walk-${viewport.name}-2-turning.png` });
      await page.getByRole('button', { name: 'Awesome!' }).waitFor();
      // A turned wheel (its box a turned square, widest at 45 degrees) does not widen the page: no
      // sideways scroll, wherever the spin stopped.
      await page.getByRole('img', { name: /^Prize wheel showing/ }).evaluate((wheel) => {
        (wheel as SVGElement).style.transform = 'rotate(45deg)';
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectNoSeriousA11yViolations(page, `free spin result (${viewport.name})`);
      await context.close();
    }, 120_000);
  }

  for (const viewport of VIEWPORTS) {
    it(`(${viewport.name}) a card added from the game's SPIN leaves the player on the game, spinning`, async () => {
      const { context, page } = await openPage(world.browser, { viewport, reducedMotion: 'reduce' });
      await newPlayerOnTheGame(page, `card.${viewport.name}`);
      await page.getByRole('button', { name: 'SPIN', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Payment Method Required' });
      await dialog.getByRole('button', { name: 'Add Payment Method' }).click();
      await dialog.getByLabel('Card Number').waitFor();
      await fillTestCard(dialog, '4111 1111 1111 1111');
      await expectNoSeriousA11yViolations(page, `adding a card on the game (${viewport.name})`);
      await screenshot(page, `walk-${viewport.name}-3-add-card`);
      await dialog.getByRole('button', { name: 'Save Card and Continue' }).click();

      await page.getByRole('button', { name: 'I Agree, Spin' }).click();
      expect(new URL(page.url()).pathname).toBe(`/game/${gameId}`);
      const result = page
        .getByRole('dialog')
        .filter({ has: page.getByRole('heading', { name: /is yours/ }) });
      await result.waitFor({ timeout: 20_000 });
      const text = (await result.textContent()) ?? '';
      expect(text).toMatch(/one entry in the Big Screen TV Draw\./);
      expect(text).not.toMatch(/Draw draw/i);
      // The client seed (64 characters without a space) wraps inside the dialog.
      const seed = await result.locator('code').evaluate((code) => {
        const box = code.getBoundingClientRect();
        const dialogBox = code.closest('[role="dialog"]')?.getBoundingClientRect();
        return { right: box.right, edge: dialogBox?.right ?? 0 };
      });
      expect(seed.right).toBeLessThanOrEqual(seed.edge);
      await expectNoSeriousA11yViolations(page, `paid result after adding a card (${viewport.name})`);
      await screenshot(page, `walk-${viewport.name}-4-result`);
      await context.close();
    }, 120_000);
  }
});
