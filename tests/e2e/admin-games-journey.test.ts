import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ENDS_GAME_QUESTION,
  ENDS_GAME_WARNING,
  SET_ASIDE_REASON_LABEL,
} from '../../web/routes/-components/admin/winner-copy';
import { TEST_ADMIN } from '../api/support/admin-session';
import { signedInPlayers } from '../support/players';
import { ADMIN_VIEWPORTS } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { focusOutline } from './support/focus-and-motion';
import { logIn, screenshot } from './support/journey';

const VIEWPORTS = ADMIN_VIEWPORTS;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAdmin(page: Page, url: string) {
  await page.goto(`${url}/admin-login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin-dashboard/);
}

describe.runIf(browserAvailable())(
  'the administrator runs a game from creation to winner (real browser)',
  () => {
    const world = useBrowserWorld(120_000);

    it.each(VIEWPORTS)(
      'creates a game with an image and a free range, a player spins, a winner is picked, a game is deleted ($name)',
      async (viewport) => {
        const { server } = world;
        const size = {
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce' as const,
        };
        const { context, page } = await openPage(world.browser, size);
        const shot = (name: string) => screenshot(page, `admin-games-${viewport.name}-${name}`);
        const gameName = `Journey Kayak ${viewport.name}`;

        await signInAdmin(page, server.url);
        if (viewport.name === 'desktop') {
          await page.getByRole('tab', { name: 'Games' }).click();
          await page.waitForURL(/tab=games/);
          await page.getByRole('heading', { name: 'No Games Found' }).waitFor();
          await page.getByText('Create your first game to get started').waitFor();
          await expectNoSeriousA11yViolations(page, 'admin games, empty');
          await shot('1-empty');
          await page.getByRole('button', { name: 'Create First Game' }).click();
        } else {
          // The Overview's shortcut opens the Games tab with its Create Game dialog.
          await page.getByRole('link', { name: 'Create New Game' }).click();
          await page.waitForURL(/tab=games/);
        }

        // Create: required fields checked first, then an image and a free range of 16-20.
        const create = page.getByRole('dialog', { name: 'Create Game' });
        await create.waitFor();
        expect(await create.getByLabel('Prize Value ($)').inputValue()).toBe('50.00');
        await create.getByRole('button', { name: 'Create Game' }).click();
        await create.getByText('Game name is required').waitFor();
        await create.getByLabel('Game Name').fill(gameName);
        await create.getByLabel('Emoji').fill('🛶');
        await create.getByLabel('Prize', { exact: true }).fill('Two-seat kayak');
        await create.getByLabel('Prize Value ($)').fill('640');
        await create.getByLabel('Total Numbers').fill('20');
        expect(await create.getByLabel('Free Play Start').inputValue()).toBe('15');
        await create.getByLabel('Free Play Start').fill('16');
        if (viewport.name === 'desktop') {
          // A text file named .png: the server reads its bytes and refuses it, naming the field.
          const fake = Buffer.from('this is a text file named kayak.png');
          await create
            .getByLabel('Prize Image')
            .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: fake });
          await create.getByRole('img', { name: 'Prize preview' }).waitFor();
          await create.getByRole('button', { name: 'Create Game' }).click();
          await create.getByText('Prize image must be a PNG, JPEG, WebP or GIF image').waitFor();
          await page.getByText('Failed to create game').waitFor();
          await create.getByRole('button', { name: 'Remove Image' }).click();
        }
        await create
          .getByLabel('Prize Image')
          .setInputFiles({ name: 'kayak.png', mimeType: 'image/png', buffer: PNG });
        await create.getByRole('img', { name: 'Prize preview' }).waitFor();
        await expectNoSeriousA11yViolations(page, `create game dialog (${viewport.name})`);
        await shot('2-create');
        await create.getByRole('button', { name: 'Create Game' }).click();
        await page.getByText('Game created successfully').waitFor();
        const card = page.getByRole('article', { name: gameName });
        await card.getByText('20 of 20').waitFor();
        const [row] = await server.db.sql`SELECT id FROM games WHERE name = ${gameName}`;
        const gameId = Number(row?.id);
        const image = await fetch(`${server.url}/api/games/${gameId}/image`);
        expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(PNG));
        await expectNoSeriousA11yViolations(page, `admin games grid (${viewport.name})`);
        await shot('3-grid');

        // A player sees it in the lobby and takes a free spin: a number of the free range.
        const email = `kayak.${viewport.name}.${Date.now()}@gmail.com`;
        const registered = await server.useCases.registerPlayer.execute({
          firstName: 'Kim',
          lastName: 'Paddler',
          email,
          phone: '615-555-0142',
          password: 'journey-secret',
          state: 'TN',
          optOutPublicity: false,
          acceptedTermsAt: new Date().toISOString(),
        });
        if (!registered.ok) throw new Error(registered.error.message);
        const player = await openPage(world.browser, size);
        await player.page.goto(server.url);
        const signedIn = player.page.waitForResponse((r) => r.url().includes('auth.login') && r.ok());
        await logIn(player.page, email, 'journey-secret');
        await signedIn;
        await player.page.goto(`${server.url}/games`);
        await player.page.getByText(gameName).first().waitFor();
        await player.page.goto(`${server.url}/game/${gameId}`);
        await player.page.getByRole('button', { name: 'Use Free Spin' }).click();
        await player.page.getByRole('button', { name: 'Spin for Free' }).click();
        const result = player.page.getByRole('heading', { name: /You landed on \d+!/ });
        await result.waitFor({ timeout: 20_000 });
        const number = Number((await result.textContent())?.match(/\d+/)?.[0]);
        expect(number).toBeGreaterThanOrEqual(16);
        await player.context.close();

        // The card's live figure and players count follow within a poll; the Winner button appears.
        await card.getByText('19 of 20').waitFor({ timeout: 15_000 });
        await card.getByRole('button', { name: `Edit ${gameName}` }).click();
        const edit = page.getByRole('dialog', { name: 'Edit Game' });
        expect(await edit.getByLabel('Total Numbers').isDisabled()).toBe(true);
        await edit.getByLabel('Prize Value ($)').fill('650');
        await edit.getByRole('button', { name: 'Update Game' }).click();
        await page.getByText('Game updated successfully').waitFor();
        await card.getByText('$650.00').waitFor();

        await card.getByRole('button', { name: `Winner for ${gameName}` }).click();
        const pick = page.getByRole('dialog', { name: /Select Winner/ });
        const entry = pick.getByRole('radio', { name: new RegExp(`Kim Paddler · #${number}`) });
        await entry.waitFor();
        await pick.getByRole('button', { name: 'Confirm Winner' }).click();
        await page.getByText('Please select a player to be the winner').waitFor();
        await pick.locator('label').filter({ hasText: 'Kim Paddler' }).click();
        expect(await entry.isChecked()).toBe(true);
        await pick.getByRole('button', { name: 'Confirm Winner' }).click();
        await page.getByText('Please provide a reason for selecting this winner').waitFor();
        await pick.getByLabel('Reason').fill('First to paddle in');
        // The game is live: choosing its winner ends it, so the dialog says so and asks again.
        await pick.getByText(ENDS_GAME_WARNING).waitFor();
        // By keyboard (the earlier toast may cover the button on a phone): the same button, still
        // focused, then asks to end the game.
        await pick.getByRole('button', { name: 'Confirm Winner' }).focus();
        await page.keyboard.press('Enter');
        await pick.getByText(ENDS_GAME_QUESTION).waitFor();
        const endGame = pick.getByRole('button', { name: 'End Game and Choose Winner' });
        expect(await endGame.evaluate((button) => button === document.activeElement)).toBe(true);
        expect(await focusOutline(endGame)).toMatchObject({ style: 'solid' });
        await expectNoSeriousA11yViolations(page, `end game question (${viewport.name})`);
        await page.keyboard.press('Enter');
        await pick.getByRole('button', { name: 'Winner Already Selected' }).waitFor();
        expect(await pick.getByRole('button', { name: 'Random Draw' }).isDisabled()).toBe(true);
        await expectNoSeriousA11yViolations(page, `select winner dialog (${viewport.name})`);
        await shot('4-winner');
        await pick.getByRole('button', { name: 'Close' }).click();

        await page.getByRole('tab', { name: 'Winners' }).click();
        // The winners list itself, not the Prize Claims panel below it that names the same players.
        const winners = page.getByRole('list', { name: 'Winners', exact: true });
        const winnerRow = winners.getByRole('listitem').filter({ hasText: gameName });
        await winnerRow.getByText('Kim Paddler').waitFor();
        await winnerRow.getByText('Picked: First to paddle in').waitFor();
        await expectNoSeriousA11yViolations(page, `winners tab (${viewport.name})`);
        await shot('5-winners');
        if (viewport.name === 'mobile') {
          // Two steps: the inline question, cancelled once, then confirmed.
          const desktopRow = winners.getByRole('listitem').filter({ hasText: 'Journey Kayak desktop' });
          await desktopRow.getByRole('button', { name: 'Delete Kim Paddler' }).click();
          await desktopRow.getByText('Delete Kim Paddler?').waitFor();
          await desktopRow.getByRole('button', { name: 'Cancel' }).click();
          await desktopRow.getByRole('button', { name: 'Delete Kim Paddler' }).click();
          // A winner is set aside in public: the reason is required and goes to the fairness log.
          const confirmDelete = desktopRow.getByRole('button', { name: 'Confirm' });
          expect(await confirmDelete.isDisabled()).toBe(true);
          await desktopRow.getByLabel(SET_ASIDE_REASON_LABEL).fill('Unreachable for 72 hours');
          await confirmDelete.click();
          await page.getByText('Kim Paddler win record has been removed').waitFor();
          await desktopRow.waitFor({ state: 'detached' });
          await winnerRow.waitFor();
        }

        if (viewport.name === 'desktop') {
          // A sold-out game opens the random draw; its result is shown in the dialog.
          const soldOut = 'Sold Out Sled';
          const soldOutId = await aLiveGame(server, {
            name: soldOut,
            prize: 'Sled',
            prizeValueCents: 9_000,
            totalNumbers: 1,
            freePlay: { start: 1, end: 1 },
          });
          const [drawPlayer] = await signedInPlayers(server.useCases, server.url, 1, 'sled');
          const spin = await drawPlayer?.post('/api/free-spin', { gameId: soldOutId });
          expect(spin?.status).toBe(200);
          await page.getByRole('tab', { name: 'Games' }).click();
          await page.getByRole('button', { name: `Winner for ${soldOut}` }).click({ timeout: 15_000 });
          const draw = page.getByRole('dialog', { name: /Select Winner/ });
          await draw.getByText('The random draw is open.').waitFor();
          await draw.getByRole('button', { name: 'Random Draw' }).click();
          await draw.getByText(/is the winner with number 1$/).waitFor();
          await draw.getByRole('button', { name: 'Winner Already Selected' }).waitFor();
          await draw.getByRole('button', { name: 'Close' }).click();
        }

        // A game without claims is deleted for good.
        const spare = `Spare Canoe ${viewport.name}`;
        const spareId = await aLiveGame(server, { name: spare, prize: 'Paddle', prizeValueCents: 3_000 });
        await page.getByRole('tab', { name: 'Games' }).click();
        await page.getByRole('button', { name: `Delete ${spare}` }).click({ timeout: 15_000 });
        const confirm = page.getByRole('alertdialog', { name: 'Delete Game?' });
        await confirm.getByText('This action cannot be undone').waitFor();
        await expectNoSeriousA11yViolations(page, `delete game dialog (${viewport.name})`);
        await shot('6-delete');
        await confirm.getByRole('button', { name: 'Delete Forever' }).click();
        await page.getByText('Game permanently deleted').waitFor();
        await page.getByRole('article', { name: spare }).waitFor({ state: 'detached' });
        expect(await server.db.sql`SELECT id FROM games WHERE id = ${spareId}`).toEqual([]);
        await context.close();
      },
      150_000,
    );
  },
);
