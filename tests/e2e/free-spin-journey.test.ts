import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { focusOutline, tabTo } from './support/focus-and-motion';
import { screenshot, signUpAndLogIn, signUpThroughTheForm } from './support/journey';

describe.runIf(browserAvailable())('a new player takes a free spin in a real browser', () => {
  const world = useBrowserWorld(120_000);
  let gameId: number;

  beforeAll(async () => {
    gameId = await aLiveGame(world.server, {
      name: 'Browser Camera Draw',
      prize: 'Instant camera',
      prizeValueCents: 12_000,
      totalNumbers: 80,
      freePlay: { start: 61, end: 80 },
    });
    // Measured on a busy 2-core machine: 5 s (the global set-up builds the client beforehand).
  });

  it('registers, logs in, opens the game from the lobby, spins free once, and is refused a second time', async () => {
    const { context, page } = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    const email = `journey.${Date.now()}@gmail.com`;

    await page.goto(world.server.url);
    await signUpThroughTheForm(page, email);

    // Onboarding offers the card setup step; free entries need no card.
    await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).click();
    await page.waitForURL(/\/games$/);
    await page.getByText('Browser Camera Draw').first().waitFor();
    await expectNoSeriousA11yViolations(page, 'lobby');
    await screenshot(page, '1-lobby');
    const stale = await context.newPage();
    await page.getByRole('link', { name: 'Spin to win: Browser Camera Draw' }).click();
    await page.waitForURL(new RegExp(`/game/${gameId}$`));
    await stale.goto(`${world.server.url}/game/${gameId}`);

    await page.getByRole('button', { name: 'Use Free Spin' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'game page');

    // A keyboard player reaches the free entry with Tab, sees where the focus is, and confirms with Enter.
    const useFreeSpin = page.getByRole('button', { name: 'Use Free Spin' });
    await tabTo(page, useFreeSpin);
    expect(await focusOutline(useFreeSpin)).toMatchObject({ style: 'solid', width: 3 });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Use Your Free Entry?' });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page, 'free entry confirmation dialog');
    await page.getByRole('button', { name: 'Spin for Free' }).click();
    const result = page.getByRole('heading', { name: /You landed on \d+!/ });
    await result.waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'free spin result dialog');
    const number = Number((await result.textContent())?.match(/\d+/)?.[0]);
    expect(number).toBeGreaterThanOrEqual(61);
    expect(number).toBeLessThanOrEqual(80);
    await screenshot(page, '2-result');
    await page.getByRole('button', { name: 'Awesome!' }).click();
    await page
      .getByText('You have used your free entry (one per player per game). Any further spin is paid.')
      .waitFor({ timeout: 15_000 });

    // The second tab loaded before the spin still offers the free entry: the server refuses it.
    await stale.getByRole('button', { name: 'Use Free Spin' }).click();
    await stale.getByRole('button', { name: 'Spin for Free' }).click();
    await stale.getByText('Free play already used for this game').first().waitFor();
    await expectNoSeriousA11yViolations(stale, 'game page refusing a second free spin');
    await screenshot(stale, '3-refused');

    await page.goto(`${world.server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectNoSeriousA11yViolations(page, '404 page');
    const home = page.getByRole('link', { name: 'Go Home' });
    await tabTo(page, home);
    expect(await focusOutline(home)).toMatchObject({ style: 'solid', width: 3 });
    await screenshot(page, '4-not-found');

    const claims = await world.server.db.sql`SELECT number FROM claims WHERE game_id = ${gameId}`;
    expect(claims.map((c) => c.number)).toEqual([number]);
    await context.close();
    // Measured with the axe checks on a busy 2-core machine (load average ~14): 34 s.
  }, 90_000);

  it('offers no SPIN in a game whose every number is free: its free entry is the play', async () => {
    const allFree = await aLiveGame(world.server, {
      name: 'Browser Free Mug',
      prize: 'Mug',
      prizeValueCents: 1_500,
      totalNumbers: 20,
      freePlay: { start: 1, end: 20 },
    });
    const { context, page } = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    const email = `all-free.${Date.now()}@gmail.com`;
    await signUpAndLogIn(page, email, { at: world.server.url });
    await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).click();
    await page.goto(`${world.server.url}/game/${allFree}`);
    const note = 'Every number in this game is free: play it with your free entry, one per player.';
    await page.getByText(note).waitFor();
    await page.getByRole('button', { name: 'Use Free Spin' }).waitFor();
    expect(await page.getByRole('button', { name: 'SPIN', exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'game page of a game whose every number is free');
    await screenshot(page, '5-all-free');

    await page.getByRole('button', { name: 'Use Free Spin' }).click();
    await page.getByRole('button', { name: 'Spin for Free' }).click();
    await page.getByRole('heading', { name: /You landed on \d+!/ }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Awesome!' }).click();
    const used = page.getByText('You have used your free entry (one per player per game).', { exact: true });
    await used.waitFor({ timeout: 15_000 });
    expect(await page.getByText('Any further spin is paid', { exact: false }).count()).toBe(0);
    await context.close();
  }, 90_000);
});
