import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from './support/browser';
import { aLiveGame, type BrowserWorld, openPage, useBrowserWorld } from './support/browser-world';
import { signUpAndLogIn } from './support/journey';

/** The pages the server renders, each with a heading of its real content and a control hydration wires up. */
const PAGES = [
  { path: '/', heading: 'Prize Wheel' },
  { path: '/games', heading: 'Prize Wheel' },
  { path: '/how-to-play', heading: 'How to Play' },
  { path: '/contact', heading: 'Contact Us' },
] as const;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Layout shifts from the page's start (PerformanceObserver's buffered entries), summed as CLS would. */
async function observeLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Console errors and warnings (hydration mismatches are logged there), and uncaught errors. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Opens `path` on a phone and checks that the server's HTML carried its heading without any script, that
 * React hydrated it in place (nothing moved, no mismatch logged), and answers the page once settled.
 */
async function expectHydratesInPlace(
  world: BrowserWorld,
  path: string,
  heading: string,
  settled = (page: Page) => page.waitForLoadState('networkidle'),
): Promise<Page> {
  // Without JavaScript: the HTML alone carries the page.
  const { context: bare, page: still } = await openPage(world.browser, {
    ...PHONE,
    javaScriptEnabled: false,
  });
  await still.goto(world.server.url + path);
  await expect(still.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
  await bare.close();

  const { page } = await openPage(world.browser, PHONE);
  const problems = recordProblems(page);
  await observeLayoutShift(page);
  await page.goto(world.server.url + path);
  // Hydrated: React has attached to the server's nodes (its fiber keys on the root's first element).
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  // Whatever loads after hydration (the sign-up form's code, the server's answers) has settled.
  await settled(page);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift, 'cumulative layout shift').toBeLessThan(0.01);
  expect(problems, 'console errors and warnings').toEqual([]);
  return page;
}

describe.runIf(browserAvailable())('the pages rendered by the server hydrate in place', () => {
  const world = useBrowserWorld();

  it.each(PAGES)(
    '$path: its content is there before any script, and hydrating it moves nothing',
    async ({ path, heading }) => {
      const page = await expectHydratesInPlace(world, path, heading);
      await page.context().close();
    },
  );

  // The pages are rendered without the games on offer; the lobby's prefetch on /games often answers
  // before hydration, and a prize line drawn from it then made React throw the landing's HTML away.
  it('with a game on offer, the landing hydrates the same on / and /games, then names its prize', async () => {
    await aLiveGame(world.server, {
      name: 'Hydration Cup',
      prize: 'Telescope',
      prizeValueCents: 90_000,
      totalNumbers: 20,
      emoji: '🔭',
    });
    for (const path of ['/games', '/']) {
      const page = await expectHydratesInPlace(world, path, 'Prize Wheel');
      await page.getByText('Play now for prizes like the Telescope worth $900.').waitFor();
      await page.context().close();
    }
  });

  // A game's page is rendered per game, with the game's state as data: the browser hydrates it from that
  // data (the game is not asked for again), and its clock starts once hydrated.
  it("a game's page: the game before any script, hydrated in place from the page's data", async () => {
    const id = await aLiveGame(world.server, {
      name: 'Paint Cup',
      prize: 'Espresso Machine',
      prizeValueCents: 45_000,
      totalNumbers: 30,
      freePlay: { start: 21, end: 30 },
    });
    const page = await expectHydratesInPlace(world, `/game/${id}`, 'Paint Cup', async (page) => {
      // The live stream (held open) rather than network idle: the page is up once its clock ticks.
      await page.getByText(/^\d+d \d\dh \d\dm \d\ds$/).waitFor();
      await page.getByText('Espresso Machine').first().waitFor();
    });
    const asked = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(asked.some((url) => url.includes('/trpc/auth.me'))).toBe(true);
    expect(asked.filter((url) => /games\.(byId|availableNumbers|recentNumbers)/.test(url))).toEqual([]);
    // Hydrated: a visitor's SPIN asks them to sign in.
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });

  // The session's answer reaches a page the server rendered: a signed-in player is shown as such, and
  // their free entry opens (a deferred first answer had once left such a page signed out for good).
  it("a game's page the server rendered, opened by a signed-in player, follows the session's answer", async () => {
    const id = await aLiveGame(world.server, {
      name: 'Session Cup',
      prize: 'Kettle',
      prizeValueCents: 4_000,
      totalNumbers: 20,
      freePlay: { start: 11, end: 20 },
    });
    const html = await (await fetch(`${world.server.url}/game/${id}`)).text();
    expect(html).toContain('Session Cup');
    const { page } = await openPage(world.browser, PHONE);
    await signUpAndLogIn(page, `session.cup.${Date.now()}@gmail.com`, {
      at: `${world.server.url}/game/${id}`,
    });
    expect(await page.locator('#page-data').count()).toBe(1);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Use Free Spin' }).click();
    await page.getByRole('button', { name: 'Spin for Free' }).waitFor();
    await page.context().close();
  });
});
