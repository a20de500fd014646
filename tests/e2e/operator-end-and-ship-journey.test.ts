import { describe, expect, it } from 'vitest';
import { SHARED_TOKENS } from '../../adapters/wiring/shared/tokens';
import { aClaimForm } from '../api/winners/claim-world';
import { HttpClient } from '../support/http-client';
import { aRegisteredPlayer } from '../support/players';
import { seeToast, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

describe.runIf(browserAvailable())(
  'the operator ends a live game now, draws it, and reads where the prize ships (real browser)',
  () => {
    const world = useBrowserWorld(120_000);

    it.each(VIEWPORTS)(
      'End Now, Random Draw, Show Shipping Address ($name)',
      async (viewport) => {
        const { server } = world;
        const repositories = server.container.get(SHARED_TOKENS.repositories);
        const gameName = `Early Wheel ${viewport.name}`;
        const gameId = await aLiveGame(server, {
          name: gameName,
          prize: 'A road bike',
          prizeValueCents: 40_000,
          durationHours: 240,
          totalNumbers: 10,
          freePlay: { start: 1, end: 10 },
        });
        const email = `early.${viewport.name}.${Date.now()}@gmail.com`;
        await aRegisteredPlayer(server.useCases, {
          email,
          password: 'journey-secret',
          firstName: 'Ada',
          lastName: 'Palmer',
        });
        const player = new HttpClient(server.url);
        expect((await player.post('/api/login', { email, password: 'journey-secret' })).status).toBe(200);
        expect((await player.post('/api/free-spin', { gameId })).status).toBe(200);

        // A visitor watches the game page: the live stream tells it the game ended, with no reload.
        const visitor = await openPage(world.browser, { viewport: { width: 390, height: 844 } });
        await visitor.page.goto(`${server.url}/game/${gameId}`);
        const status = visitor.page.getByRole('region', { name: 'Game Status' });
        await status.getByText('Live', { exact: true }).waitFor();

        const { page } = await openPage(world.browser, {
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        });
        const shot = (name: string) => screenshot(page, `operator-${viewport.name}-${name}`);
        await signInAdminInBrowser(page, server.url, undefined, 'games');
        const card = page.getByRole('article', { name: gameName });
        await card.getByRole('button', { name: `End Now: ${gameName}` }).waitFor();
        await expectNoSeriousA11yViolations(page, `games tab, End Now offered (${viewport.name})`);
        await card.getByRole('button', { name: `End Now: ${gameName}` }).click();
        const confirm = page.getByRole('alertdialog', { name: 'End Game Now?' });
        await confirm.getByText('lets you run the random draw right away from Winner.').waitFor();
        await expectNoSeriousA11yViolations(page, `End Now dialog (${viewport.name})`);
        await shot('1-end-now-dialog');
        await confirm.getByRole('button', { name: 'End Now' }).click();
        await seeToast(page, 'Game Ended', `${gameName} has ended. Open Winner to run the random draw.`);
        await card.getByText('Ended', { exact: true }).waitFor();
        await visitor.page.getByRole('heading', { name: 'Game Has Ended' }).waitFor();
        await visitor.page.getByText(`${gameName} ended on`, { exact: false }).waitFor();
        await expectNoSeriousA11yViolations(visitor.page, `game page, ended now (${viewport.name})`);
        await visitor.context.close();
        expect(await card.getByRole('button', { name: `End Now: ${gameName}` }).count()).toBe(0);
        await expectNoSeriousA11yViolations(page, `games tab, game ended (${viewport.name})`);
        await shot('2-ended');

        await card.getByRole('button', { name: `Winner for ${gameName}` }).click();
        const dialog = page.getByRole('dialog', { name: new RegExp(`Select Winner: .* ${gameName}`) });
        await dialog.getByRole('button', { name: 'Random Draw' }).click();
        await page.getByText('Ada Palmer is the winner').first().waitFor();
        const notice = (await repositories.outbox.list(200)).find(
          (m) => m.to === email && m.message.kind === 'winner',
        );
        const winnerId = notice?.message.kind === 'winner' ? notice.message.winnerId : 0;
        expect(winnerId).toBeGreaterThan(0);

        // The winner accepts on the claim page (here over HTTP), with where to ship it.
        const address = {
          line1: '12 Broadway',
          line2: 'Apt 4',
          city: 'Nashville',
          state: 'TN',
          zip: '37201',
        };
        const claimed = await player.post(
          `/api/claims/${winnerId}`,
          aClaimForm({ address, taxId: undefined }),
        );
        expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);

        await page.goto(`${server.url}/admin-dashboard?tab=winners`);
        const claims = page.getByRole('list', { name: 'Prize claims' });
        await page.getByRole('searchbox', { name: 'Search claims' }).fill(gameName);
        // Searched on the server: only this game's claim is left (the other viewport's is not).
        await page
          .getByRole('navigation', { name: 'Pages of prize claims' })
          .getByText('1 claim · page 1 of 1')
          .waitFor();
        const row = claims.getByRole('listitem').filter({ hasText: gameName });
        await row.getByText('ships to Nashville, TN', { exact: false }).waitFor();
        expect(await row.textContent()).not.toContain('12 Broadway');
        await expectNoSeriousA11yViolations(page, `Winners tab, claim searched (${viewport.name})`);
        await row.getByRole('button', { name: 'Show Shipping Address: Ada Palmer' }).click();
        await row
          .getByText('Ship to: Ada Palmer, 12 Broadway, Apt 4, Nashville, TN 37201 · Phone 559-555-0100')
          .waitFor();
        await expectNoSeriousA11yViolations(page, `Winners tab, shipping address (${viewport.name})`);
        await shot('3-shipping-address');

        // The Mail tab finds the winner's notice among the rest: kind and search, on the server.
        await page.goto(`${server.url}/admin-dashboard?tab=mail`);
        await page.getByRole('button', { name: /Every kind/ }).click();
        await page.getByRole('option', { name: 'Winner notices' }).click();
        await page.getByRole('searchbox', { name: 'Search mail' }).fill(email);
        await page
          .getByRole('navigation', { name: 'Pages of messages' })
          .getByText('1 message · page 1 of 1')
          .waitFor();
        await page.getByRole('list', { name: 'Messages, newest first' }).getByText(`To ${email}`).waitFor();
        await expectNoSeriousA11yViolations(page, `Mail tab, filtered (${viewport.name})`);
        await shot('4-mail-filtered');
        const logged = (await repositories.events.recent(20)).map((e) => e.action);
        expect(logged).toContain(`Viewed the shipping address of prize claim ${winnerId}`);
        expect(logged).toContain('Ended the game now');
      },
      180_000,
    );
  },
);
