import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAdminAt } from '../api/support/admin-session';
import { signedInPlayers } from '../support/players';
import { signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

const TOTAL = 6;
const GAME = 'Instant Kite Day';
/** In the order the administrator wants them, after moving the third one up. */
const PRIZES = [
  { name: 'Kite string', value: '5' },
  { name: 'Kite bag', value: '15' },
  { name: 'Sticker pack', value: '2' },
];

/** A player signed in over HTTP, their session handed to a browser context of their own. */
async function browserPlayer(context: BrowserContext, cookie: string, url: string): Promise<void> {
  const at = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url }]);
}

const prizeItems = (page: Page) =>
  page.getByRole('list', { name: '🏆 Instant Prizes' }).getByRole('listitem');

/**
 * Instant wins end to end (docs/rules/fairness.md, Instant wins; player-pages.md, Instant prizes): the
 * administrator creates a game with three instant prizes in the Games tab, players take free spins
 * until one lands on an instant-win number and sees 'Instant win!', a second page sees the prize won
 * by the live stream, and after the close /fairness/{id} re-derives every instant prize.
 */
describe.runIf(browserAvailable())('instant wins, from the Games tab to the fairness page', () => {
  const world = useBrowserWorld(120_000);

  it('creates, plays until a prize is won, shows it live, and verifies it after the close', async () => {
    const { server, browser } = world;
    const size = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' as const };

    // The administrator: three prizes, the third moved up by keyboard, the preview following.
    const admin = await openPage(browser, size);
    await signInAdminInBrowser(admin.page, server.url, undefined, 'games');
    await admin.page
      .getByRole('button', { name: /Create (First )?Game/ })
      .first()
      .click();
    const create = admin.page.getByRole('dialog', { name: 'Create Game' });
    await create.getByLabel('Game Name').fill(GAME);
    await create.getByLabel('Prize', { exact: true }).fill('Stunt kite');
    await create.getByLabel('Prize Value ($)').fill('120');
    await create.getByLabel('Total Numbers').fill(String(TOTAL));
    await create.getByLabel('Free Play Start').fill('1');
    await create.getByLabel('Free Play End').fill(String(TOTAL));
    const order = [PRIZES[0], PRIZES[2], PRIZES[1]];
    for (const [i, prize] of order.entries()) {
      await create.getByRole('button', { name: 'Add instant prize' }).click();
      await create.getByLabel(`Prize ${i + 1} name`).fill(prize?.name ?? '');
      await create.getByLabel(`Prize ${i + 1} value ($)`).fill(prize?.value ?? '');
    }
    await create
      .getByText(`3 instant prizes among ${TOTAL} numbers — each entry has a 3/${TOTAL} chance`)
      .waitFor();
    await create.getByText(`may carry up to ${TOTAL / 2} instant prizes`).waitFor();
    expect(await create.getByRole('button', { name: 'Add instant prize' }).isDisabled()).toBe(true);
    const up = create.getByRole('button', { name: 'Move prize 3 up' });
    await up.focus();
    await admin.page.keyboard.press('Enter');
    expect(await create.getByLabel('Prize 2 name').inputValue()).toBe('Kite bag');
    expect(await create.getByLabel('Prize 3 name').inputValue()).toBe('Sticker pack');
    // Focus stays with the moved prize, on its Move up button, now prize 2's.
    const focused = await admin.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('Move prize 2 up');
    await create.getByLabel('Maximum paid entries per player (optional)').fill('2');
    await expectNoSeriousA11yViolations(admin.page, 'create game with instant prizes');
    await screenshot(admin.page, 'instant-wins-1-create');
    await create.getByRole('button', { name: 'Create Game' }).click();
    await admin.page.getByText('Game created successfully').waitFor();
    const [row] = await server.db.sql`SELECT id FROM games WHERE name = ${GAME}`;
    const gameId = Number(row?.id);
    const card = admin.page.getByRole('article', { name: GAME });
    await card.getByText('3 (0 won)').waitFor();

    // The lobby card lists them, still to win, to a signed-in player who will not play (the watcher).
    const players = await signedInPlayers(server.useCases, server.url, TOTAL + 1, 'instant-journey-');
    const watcher = await openPage(browser, size);
    await browserPlayer(watcher.context, players[TOTAL]?.cookieHeader() ?? '', server.url);
    await watcher.page.goto(`${server.url}/games`);
    const lobbyCard = watcher.page.getByRole('article', { name: GAME });
    await lobbyCard.getByText('1. Kite string ($5.00)').waitFor();
    expect(await lobbyCard.getByText('○ Still to win').count()).toBe(3);

    // A second page on the game, left open: the live stream brings the win to it.
    await watcher.page.goto(`${server.url}/game/${gameId}`);
    await prizeItems(watcher.page).first().waitFor();
    expect(await prizeItems(watcher.page).allTextContents()).toEqual([
      '1. Kite string ($5.00)○ Still to win',
      '2. Kite bag ($15.00)○ Still to win',
      '3. Sticker pack ($2.00)○ Still to win',
    ]);
    await watcher.page.getByText('Up to 2 paid entries per player. The free entry comes on top.').waitFor();

    // Players take their free entry one after another; with 3 prizes on 6 numbers one of the first four wins.
    let winner: { page: Page; number: number } | null = null;
    let spun = 0;
    while (!winner && spun < TOTAL / 2 + 1) {
      const player = players[spun];
      spun += 1;
      const { context, page } = await openPage(browser, size);
      await browserPlayer(context, player?.cookieHeader() ?? '', server.url);
      await page.goto(`${server.url}/game/${gameId}`);
      await page.getByRole('button', { name: 'Use Free Spin' }).click();
      await page.getByRole('button', { name: 'Spin for Free' }).click();
      const result = page.getByRole('dialog', { name: /Instant win!|You landed on \d+!/ });
      await result.waitFor({ timeout: 20_000 });
      const title = (await result.getByRole('heading').first().textContent()) ?? '';
      if (title.includes('Instant win!')) {
        const note = (await result.getByText(/wins instant prize \d/).textContent()) ?? '';
        expect(note).toMatch(/Number \d+ wins instant prize [123]: (Kite string|Kite bag|Sticker pack)/);
        await expectNoSeriousA11yViolations(page, 'instant win result');
        await screenshot(page, 'instant-wins-2-result');
        winner = { page, number: Number(note.match(/Number (\d+)/)?.[1]) };
      } else await context.close();
    }
    expect(winner, 'one of the first four free entries wins an instant prize').not.toBeNull();

    // The watcher's page shows it won, by the stream, without a reload.
    const won = prizeItems(watcher.page).filter({ hasText: `on number ${winner?.number}` });
    await won.getByText(/^✓ Won/).waitFor({ timeout: 10_000 });
    await screenshot(watcher.page, 'instant-wins-3-live');

    // Once a number is claimed, the Games tab shows the prizes and the cap read-only, and says why.
    await card.getByText('3 (1 won)').waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: `Edit ${GAME}` }).click();
    const edit = admin.page.getByRole('dialog', { name: 'Edit Game' });
    await edit.getByText('so its instant prizes can no longer change').waitFor();
    await edit
      .getByText('its total numbers, free range and cap on paid entries can no longer change')
      .waitFor();
    // The cap is the game's own field, not one of the instant prizes'.
    const cap = edit.getByLabel('Maximum paid entries per player (optional)');
    expect(await cap.getAttribute('readonly')).not.toBeNull();
    const prizesBox = edit.getByRole('region', { name: 'Instant prizes' });
    expect(await prizesBox.getByLabel('Maximum paid entries per player (optional)').count()).toBe(0);
    expect(await edit.getByLabel('Prize 2 name').inputValue()).toBe('Kite bag');
    expect(await edit.getByLabel('Prize 2 name').getAttribute('readonly')).not.toBeNull();
    expect(await edit.getByRole('button', { name: 'Add instant prize' }).count()).toBe(0);
    expect(await edit.getByRole('button', { name: /Move prize/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(admin.page, 'edit game with locked instant prizes');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The winner's numbers carry the badge.
    await winner?.page.keyboard.press('Escape');
    await winner?.page.goto(`${server.url}/my-numbers`);
    await winner?.page.getByText('🏆 Instant win', { exact: true }).first().waitFor();

    // The rest play it to sell-out, the draw closes it, and the fairness page re-derives every prize.
    for (const player of players.slice(spun, TOTAL)) {
      expect((await player.post('/api/free-spin', { gameId })).status).toBe(200);
    }
    const cookie = await signInAdminAt(server.url);
    const draw = await fetch(`${server.url}/api/admin/games/${gameId}/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: '{}',
    });
    expect(draw.status, await draw.clone().text()).toBe(200);
    await watcher.page.goto(`${server.url}/fairness/${gameId}`);
    // The terms, every number claimed and all 3 prizes won (a free entry wins at once: each award is its
    // own entry), and the draw.
    await watcher.page
      .getByText(`Verified: all ${1 + TOTAL + 3 + 1} entries checked.`)
      .waitFor({ timeout: 60_000 });
    // The watcher's own seed, filled in, finds none of the entries; the winner's finds theirs.
    await watcher.page
      .getByText(/^Your client seed for this game is [0-9a-f]{64}\. No claim of this game shows it\.$/)
      .waitFor();
    const instant = watcher.page.getByRole('list', { name: 'Instant prizes' });
    const statuses = await instant
      .locator('[data-instant]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-status')));
    expect(statuses).toEqual(['checked', 'checked', 'checked']);
    await expectNoSeriousA11yViolations(watcher.page, 'fairness page with instant prizes');
    await screenshot(watcher.page, 'instant-wins-4-fairness');
    await winner?.page.goto(`${server.url}/fairness/${gameId}`);
    await winner?.page
      .getByText(/^Your client seed for this game is [0-9a-f]{64}\. Your entries: spin \d+\.$/)
      .waitFor({ timeout: 60_000 });
    expect(await winner?.page.locator('[data-mine]').count()).toBe(1);
  }, 240_000);
});
