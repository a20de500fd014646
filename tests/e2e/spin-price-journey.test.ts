import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type PriceRange, paidPriceRange } from '../../domain/games/pricing-policy';
import { formatAmount } from '../../web/lib/format';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { fillTestCard, screenshot, signUpAndLogIn } from './support/journey';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The mug game: 200 numbers, 151-200 free, a $75 prize, so numbers 76-150 cost more than it is worth. */
const MUG = { totalNumbers: 200, freePlayStart: 151, freePlayEnd: 200 };

const dollars = (cents: number) => formatAmount(cents / 100);

/** The confirmation's figures as the domain prices them: lowest, highest, average, numbers left. */
const expectedFigures = (range: PriceRange, numbersLeft: number) => [
  dollars(range.lowestCents),
  dollars(range.highestCents),
  dollars(range.averageCents),
  String(numbersLeft),
];

/**
 * What a paid spin costs, told truly (docs/rules/games.md, Pricing): the confirmation before a paid
 * spin, the game page and the lobby cards state the price over the numbers a paid spin can land on,
 * say that the free entry is the only way onto a free number, and say when a game is priced above its
 * prize; a card shows its game's emoji and wears INSTANT PLAY only for an instant-win game.
 */
describe.runIf(browserAvailable())('the price of a paid spin in a real browser', () => {
  const world = useBrowserWorld(120_000);

  const newPlayerWithCard = async (page: Page, tag: string, gameId: number) => {
    await signUpAndLogIn(page, `${tag}.${Date.now()}@gmail.com`, {
      at: `${world.server.url}/?gameId=${gameId}`,
    });
    await fillTestCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Save Card and Continue' }).click();
    await page.getByRole('link', { name: 'Continue to Your Game' }).click();
    await page.waitForURL(new RegExp(`/game/${gameId}$`));
  };

  for (const viewport of VIEWPORTS) {
    it(`the confirmation, the game page and the lobby cards say what a spin costs (${viewport.name})`, async () => {
      const { server, browser } = world;
      const mugId = await aLiveGame(server, {
        name: `Honest Mug ${viewport.name}`,
        emoji: '🫖',
        prize: 'Teapot and mug set',
        prizeValueCents: 75_00,
        totalNumbers: MUG.totalNumbers,
        freePlay: { start: MUG.freePlayStart, end: MUG.freePlayEnd },
      });
      await aLiveGame(server, {
        name: `Free Kite ${viewport.name}`,
        emoji: '🪁',
        prize: 'Stunt kite',
        prizeValueCents: 60_00,
        totalNumbers: 20,
        freePlay: { start: 1, end: 20 },
      });
      await aLiveGame(server, {
        name: `Instant Lamp ${viewport.name}`,
        emoji: '💡',
        prize: 'Desk lamp',
        prizeValueCents: 90_00,
        totalNumbers: 40,
        freePlay: { start: 31, end: 40 },
        instantPrizes: [{ name: 'Tote bag', valueCents: 15_00 }],
      });
      const range = paidPriceRange(MUG);
      if (!range) throw new Error('the mug game sells numbers');
      const { context, page } = await openPage(browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `price-${viewport.name}-${name}`);
      await newPlayerWithCard(page, `price.${viewport.name}`, mugId);

      // The game page: the price range with its average, and the warning that some numbers cost more than the prize.
      const rangeText = `Numbers cost $1-$150, ${dollars(range.averageCents)} on average`;
      await page.locator('dd').filter({ hasText: rangeText }).waitFor();
      const above = 'Priced above the prize. 75 numbers (76 to 150) cost more than the prize is worth ($75)';
      await page.getByRole('status').filter({ hasText: above }).first().waitFor();
      await expectNoSeriousA11yViolations(page, `game page priced above its prize (${viewport.name})`);
      await shot('1-game-page');

      // The confirmation: the domain's figures, no free number counted, the free entry named as the way onto one.
      await page.getByRole('button', { name: 'SPIN', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Play Responsibly' });
      await confirm.getByText('Highest price').waitFor();
      const figures = await confirm.getByRole('definition').allTextContents();
      expect(figures).toEqual(expectedFigures(range, 150));
      expect(figures).toEqual(['$1.00', '$150.00', '$75.50', '150']);
      await confirm
        .getByText(
          'Numbers 151-200 are free: the free entry is the only way onto them, and a paid spin never lands there.',
        )
        .waitFor();
      await confirm.getByRole('status').filter({ hasText: above }).waitFor();
      expect(await confirm.getByText('Free numbers left').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `Play Responsibly with the true figures (${viewport.name})`);
      await shot('2-confirmation');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });

      // The lobby: each card its game's emoji; INSTANT PLAY only on the instant-win game; the all-free game pays nothing.
      await page.goto(`${server.url}/games`);
      const card = (name: string) => page.locator('article').filter({ hasText: `${name} ${viewport.name}` });
      const mug = card('Honest Mug');
      const kite = card('Free Kite');
      const lamp = card('Instant Lamp');
      await mug.waitFor();
      expect(await mug.getByRole('img', { name: 'Teapot and mug set' }).textContent()).toBe('🫖');
      expect(await kite.getByRole('img', { name: 'Stunt kite' }).textContent()).toBe('🪁');
      expect(await mug.textContent()).toContain(rangeText);
      await mug.getByText(above).waitFor();
      await mug.getByText('Numbers 151-200 are free: the free entry is the only way onto them').waitFor();
      expect(await mug.getByText('INSTANT PLAY').count()).toBe(0);
      expect(await kite.getByText('INSTANT PLAY').count()).toBe(0);
      await lamp.getByText('INSTANT PLAY', { exact: true }).waitFor();
      expect(await kite.textContent()).not.toMatch(/pay what you land on/i);
      await kite
        .getByText('Every number (1-20) is free: the free entry, one per player, is the only way to play.')
        .waitFor();
      expect(await kite.getByText('Priced above the prize').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `lobby cards (${viewport.name})`);
      await mug.scrollIntoViewIfNeeded();
      await shot('3-lobby');
      await context.close();
    }, 180_000);
  }
});
