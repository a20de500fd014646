import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '../../domain/games/demo-notice';
import { signedInPlayers } from '../support/players';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';

/** Holds every tRPC request naming `procedure` until release() is called: the answer is 'late'. */
async function holdAnswers(
  page: Page,
  procedure: string,
): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const gate = new Promise<void>((done) => {
    release = done;
  });
  let count = 0;
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes(procedure),
    async (route: Route) => {
      count += 1;
      await gate;
      await route.continue();
    },
  );
  return { release, held: () => count };
}

/** Sums the page's layout shifts (CLS without windows), from its first paint. */
const recordShifts = `
  window.__shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

describe.runIf(browserAvailable())(
  'the landing page, the lobby and the prize pages paint before their data',
  () => {
    const world = useBrowserWorld(120_000);
    const phone = { viewport: { width: 390, height: 844 }, isMobile: true };

    beforeAll(async () => {
      await aLiveGame(world.server, {
        name: 'Early Paint Draw',
        prize: 'Headphones',
        prizeValueCents: 9_900,
        totalNumbers: 50,
        freePlay: { start: 41, end: 50 },
      });
    });

    it.each(['/', '/games'])(
      '%s shows a visitor the landing page while the sign-in answer is late',
      async (path) => {
        const { context, page } = await openPage(world.browser, phone);
        const auth = await holdAnswers(page, 'auth.me');
        await page.goto(`${world.server.url}${path}`);
        await page.getByRole('heading', { name: 'Prize Wheel', level: 1 }).waitFor();
        await page.getByText('Spin the Wheel • Win Real Prizes • Live Action').waitFor();
        await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
        // Painted while the server has not yet said who is signed in (the check may be asked just
        // after the first paint: wait for it; the page stays as it is while its answer is held).
        await expect.poll(() => auth.held(), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(await page.getByRole('tab', { name: 'Sign Up' }).isVisible()).toBe(true);
        auth.release();
        await page.getByLabel('First Name').waitFor();
        await context.close();
      },
    );

    // No operator is configured: the pages advertising prizes say it is a demo, in a place kept from the
    // first paint, so the sponsor's late answer moves nothing.
    it.each(['/real-prizes', '/instant-play', '/free-spins'])(
      '%s says it is a demo without moving when the sponsor answers late (1366x800 and 390x844)',
      async (path) => {
        for (const viewport of [
          { width: 1366, height: 800 },
          { width: 390, height: 844 },
        ]) {
          const { context, page } = await openPage(world.browser, { viewport });
          await context.addInitScript(recordShifts);
          const sponsor = await holdAnswers(page, 'config.sponsor');
          await page.goto(`${world.server.url}${path}`);
          const section = page.getByRole('heading', { level: 2 }).first();
          await section.waitFor();
          await expect.poll(() => sponsor.held(), { timeout: 10_000 }).toBeGreaterThan(0);
          const before = (await section.boundingBox())?.y;
          sponsor.release();
          const notice = page.getByRole('status').filter({ hasText: DEMO_NOTICE });
          await notice.getByRole('link', { name: 'Official Rules' }).waitFor();
          const box = await notice.boundingBox();
          expect((box?.y ?? 0) + (box?.height ?? 0), 'the notice above the fold').toBeLessThanOrEqual(
            viewport.height,
          );
          expect((await section.boundingBox())?.y).toBe(before);
          expect(await shifts(page)).toBeLessThan(0.01);
          await expectNoSeriousA11yViolations(page, `demo notice on ${path} at ${viewport.width}`);
          await context.close();
        }
      },
      120_000,
    );

    it('shows a remembered player the lobby frame while the games are late, then the cards in its place', async () => {
      const [player] = await signedInPlayers(world.server.useCases, world.server.url, 1, 'early');
      const cookie = player?.cookieHeader() ?? '';
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
      const me = (await player?.get('/api/user'))?.body as { id: number; email: string; firstName: string };
      const { context, page } = await openPage(world.browser, phone);
      await context.addCookies([{ name, value, url: world.server.url }]);
      await context.addInitScript(
        (user) =>
          localStorage.setItem(
            'prize-wheel-auth',
            JSON.stringify({
              isAuthenticated: true,
              timestamp: Date.now(),
              user: { ...user, lastName: 'Player0', cardOnFile: false },
            }),
          ),
        { id: me.id, email: me.email, firstName: me.firstName },
      );
      await context.addInitScript(recordShifts);
      const games = await holdAnswers(page, 'games.list');
      const online = await holdAnswers(page, 'games.playersOnline');
      // The lobby's live stream carries the games too: held with the query.
      const stream = await holdAnswers(page, 'games.lobbyLive');

      await page.goto(`${world.server.url}/games`);
      await page.getByRole('heading', { name: 'Live Games' }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Loading Games...' }).waitFor();
      const frames = page.locator('section[aria-busy="true"] li');
      expect(await frames.count()).toBe(3);
      const frameTop = (await frames.first().boundingBox())?.y;
      await expect.poll(() => games.held(), { timeout: 10_000 }).toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(page, 'lobby while its games load');

      games.release();
      online.release();
      stream.release();
      const card = page.getByRole('article', { name: 'Early Paint Draw' });
      await card.waitFor();
      await page.getByText('Players Online').waitFor();
      expect((await card.boundingBox())?.y).toBe(frameTop);
      expect(await shifts(page)).toBeLessThan(0.01);
      await context.close();
    });
  },
);
