import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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

describe.runIf(browserAvailable())('the landing page and the lobby paint before their data', () => {
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
});
