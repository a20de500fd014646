import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { tabTo } from './support/focus-and-motion';
import { fillTestCard, logIn, screenshot, signUpAndLogIn } from './support/journey';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const FOOTER_PATHS = [
  '/instant-play',
  '/real-prizes',
  '/free-spins',
  '/game-info',
  '/how-to-play',
  '/prize-rules',
  '/contact',
  '/terms',
  '/privacy',
  '/official-rules',
];

/** How the lobby's banner tiles and header lay out: rows of tiles, lines of the name, sideways scroll. */
function lobbyLayout(page: Page) {
  return page.evaluate(() => {
    const tiles = document.querySelectorAll('[aria-labelledby="lobby-title"] dl > div');
    const tops = new Set([...tiles].map((tile) => Math.round(tile.getBoundingClientRect().top)));
    const name = [...(document.querySelector('header > div')?.childNodes ?? [])].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('Prize Wheel'),
    );
    const range = document.createRange();
    if (name) range.selectNodeContents(name);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return {
      tileRows: tops.size,
      brandLines: name ? lines.size : 0,
      fitsWidth: document.documentElement.scrollWidth <= window.innerWidth,
    };
  });
}

describe.runIf(browserAvailable())('the lobby and game page fixes in a real browser', () => {
  const world = useBrowserWorld(120_000);

  const open = async (viewport: (typeof VIEWPORTS)[number]) => {
    return openPage(world.browser, {
      viewport: { width: viewport.width, height: viewport.height },
    });
  };

  /** A new player, signed up and logged in, who skips the card step to the lobby (or the game). */
  const newPlayer = async (page: Page, tag: string, gameId?: number) => {
    const email = `${tag}.${Date.now()}@gmail.com`;
    await signUpAndLogIn(page, email, {
      at: gameId ? `${world.server.url}/?gameId=${gameId}` : world.server.url,
    });
    await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).click();
    return email;
  };

  for (const viewport of VIEWPORTS) {
    it(`signed out (${viewport.name}): unknown paths answer 404, player pages show the landing page, a wrong password is said beside the form`, async () => {
      const { context, page } = await open(viewport);
      const unknown = await page.goto(`${world.server.url}/no/such/page`);
      expect(unknown?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await expectNoSeriousA11yViolations(page, `404 page (${viewport.name})`);
      await screenshot(page, `fix-${viewport.name}-1-not-found`);

      for (const path of ['/dashboard', '/my-numbers']) {
        const response = await page.goto(`${world.server.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await page.getByLabel('First Name').waitFor();
        expect(await page.getByRole('heading', { name: 'Page Not Found' }).count(), path).toBe(0);
      }
      await expectNoSeriousA11yViolations(page, `landing at /my-numbers (${viewport.name})`);

      await logIn(page, `nobody.${Date.now()}@gmail.com`, 'wrong-password');
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await expectNoSeriousA11yViolations(page, `wrong password (${viewport.name})`);
      await screenshot(page, `fix-${viewport.name}-2-wrong-password`);
      await context.close();
    }, 90_000);
  }

  for (const viewport of VIEWPORTS) {
    it(`empty lobby (${viewport.name}): 'Get Notified' subscribes the player (to confirm by e-mail), with a toast that F8 focuses and a swipe dismisses`, async () => {
      const { context, page } = await open(viewport);
      const email = await newPlayer(page, `notify.${viewport.name}`);
      await page.getByRole('heading', { name: 'No Active Games' }).waitFor();
      await expectNoSeriousA11yViolations(page, `empty lobby (${viewport.name})`);
      for (const path of FOOTER_PATHS) {
        expect(await page.locator(`footer a[href="${path}"]`).count(), path).toBe(1);
      }

      await page.getByRole('button', { name: 'Get Notified' }).click();
      const toast = page.getByRole('alertdialog').filter({ hasText: 'Check Your E-mail' });
      await toast.getByText('Check your e-mail: follow the link we sent to confirm').waitFor();
      await expectNoSeriousA11yViolations(page, `subscribed toast (${viewport.name})`);
      await screenshot(page, `fix-${viewport.name}-3-get-notified-toast`);
      const rows = await world.server.db.sql`SELECT s.user_id FROM new_game_subscriptions s
                                       JOIN users u ON u.id = s.user_id WHERE u.email = ${email}`;
      expect(rows).toHaveLength(1);

      await page.keyboard.press('F8');
      expect(await toast.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      const box = await toast.boundingBox();
      if (!box) throw new Error('the toast has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
      await page.mouse.up();
      await toast.waitFor({ state: 'detached' });
      await context.close();
    }, 90_000);
  }

  describe('with a live game', () => {
    let gameId: number;
    let paidGameId: number;
    beforeAll(async () => {
      paidGameId = await aLiveGame(world.server, {
        name: 'Fixes Paid Draw',
        prize: 'Camera',
        prizeValueCents: 30_000,
        totalNumbers: 30,
      });
      gameId = await aLiveGame(world.server, {
        name: 'Fixes Draw',
        prize: 'Travel mug',
        prizeValueCents: 50_000,
        totalNumbers: 40,
        // Numbers 1-20 for sale, so the page offers SPIN beside the free entry (a game whose every
        // number is free offers no SPIN: free-spin-journey.test.ts).
        freePlay: { start: 21, end: 40 },
        description: 'A draw for the fixes journey.',
      });
    });

    for (const viewport of VIEWPORTS) {
      it(`lobby and game page (${viewport.name}): the whole card opens the game, by mouse and keyboard; Recent Numbers waits for the result`, async () => {
        const { context, page } = await open(viewport);
        await newPlayer(page, `card.${viewport.name}`);
        const card = page.locator('article').filter({ hasText: 'Fixes Draw' });
        await card.waitFor();
        await expectNoSeriousA11yViolations(page, `lobby (${viewport.name})`);
        await screenshot(page, `fix-${viewport.name}-4-lobby`);
        // From a 360 px phone to a 1440 px screen: the stat tiles share one row, the header's name one line.
        for (const width of [360, viewport.width, 1440]) {
          await page.setViewportSize({ width, height: viewport.height });
          expect(await lobbyLayout(page), `lobby at ${width} px`).toEqual({
            tileRows: 1,
            brandLines: 1,
            fitsWidth: true,
          });
        }
        await page.setViewportSize({ width: viewport.width, height: viewport.height });

        // A click on the card's text, away from its button, as a player would: the stretched link
        // covers the card, so the mouse is aimed at the text's place rather than at an element.
        const description = card.getByText('A draw for the fixes journey.');
        await description.scrollIntoViewIfNeeded();
        const text = await description.boundingBox();
        if (!text) throw new Error('the card description has no box');
        await page.mouse.click(text.x + 10, text.y + text.height / 2);
        await page.waitForURL(new RegExp(`/game/${gameId}$`));
        await page.goBack();
        const link = page.getByRole('link', { name: 'Spin to win: Fixes Draw' });
        await tabTo(page, link, 60);
        await page.keyboard.press('Enter');
        await page.waitForURL(new RegExp(`/game/${gameId}$`));

        const howTo = page.getByRole('link', { name: /Read the full rules/ });
        expect(await howTo.getAttribute('href')).toBe('/how-to-play');
        expect(await howTo.getAttribute('target')).toBe('_blank');
        const spin = page.getByRole('button', { name: 'SPIN', exact: true });
        await spin.waitFor();
        await expectNoSeriousA11yViolations(page, `game page (${viewport.name})`);
        await screenshot(page, `fix-${viewport.name}-5-game`);

        if (viewport.name === 'phone') {
          const layout = await page.evaluate(() => {
            const wheel = document.querySelector('svg[role="img"]')?.getBoundingClientRect();
            const tiles = [...document.querySelectorAll('dl > div')].slice(0, 3);
            const time = tiles.find((tile) => tile.textContent?.includes('Time Left'))?.querySelector('dd');
            return {
              wheelWidth: wheel?.width ?? 0,
              tileTops: tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)),
              timeLines: time
                ? Math.round(
                    time.getBoundingClientRect().height /
                      Number.parseFloat(getComputedStyle(time).lineHeight),
                  )
                : 0,
            };
          });
          expect(layout.wheelWidth).toBeGreaterThanOrEqual(0.8 * viewport.width);
          expect(new Set(layout.tileTops).size).toBe(1);
          expect(layout.timeLines).toBe(1);
          const spinBox = await spin.boundingBox();
          expect((spinBox?.y ?? Number.POSITIVE_INFINITY) + (spinBox?.height ?? 0)).toBeLessThanOrEqual(
            viewport.height,
          );
        }

        // Record when the result dialog opens and when each number first shows in Recent Numbers: the
        // 8 s spin outlasts the list's 5 s poll, so without the fix the landed number would show first.
        await page.evaluate(() => {
          const log: { result?: number; seen: Record<string, number> } = { seen: {} };
          (window as unknown as { fixLog: typeof log }).fixLog = log;
          const record = () => {
            const now = performance.now();
            for (const chip of document.querySelectorAll(
              'section[aria-labelledby="recent-numbers-title"] li',
            )) {
              const number = chip.firstElementChild?.textContent ?? '';
              log.seen[number] ??= now;
            }
            const result = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((d) =>
              /You landed on \d+!/.test(d.textContent ?? ''),
            );
            if (result) log.result ??= now;
          };
          record();
          new MutationObserver(record).observe(document.body, {
            subtree: true,
            childList: true,
            characterData: true,
          });
        });
        await page.getByRole('button', { name: 'Use Free Spin' }).click();
        await page.getByRole('button', { name: 'Spin for Free' }).click();
        const result = page.getByRole('heading', { name: /You landed on \d+!/ });
        await result.waitFor({ timeout: 30_000 });
        const number = Number((await result.textContent())?.match(/\d+/)?.[0]);
        // The chip whose number (its first child, as the log reads it) is exactly the landed one:
        // a substring match would also take '15' or a chip's time for 5.
        await page
          .locator('section[aria-labelledby="recent-numbers-title"] li > :first-child')
          .filter({ hasText: new RegExp(`^${number}$`) })
          .waitFor({ timeout: 15_000 });
        const log = await page.evaluate(
          () => (window as unknown as { fixLog: { result?: number; seen: Record<string, number> } }).fixLog,
        );
        expect(log.result).toBeDefined();
        expect(log.seen[String(number)]).toBeGreaterThanOrEqual(log.result ?? Number.POSITIVE_INFINITY);
        await expectNoSeriousA11yViolations(page, `free spin result (${viewport.name})`);
        await context.close();
      }, 120_000);
    }

    it('a payment hold (desktop): SPIN is disabled with its reason, and a failed retry shows the decline text once', async () => {
      const { context, page } = await open(VIEWPORTS[0]);
      await signUpAndLogIn(page, `hold.${Date.now()}@gmail.com`, {
        at: `${world.server.url}/?gameId=${paidGameId}`,
      });
      await page.getByRole('heading', { name: 'Set Up Your Payment Method' }).waitFor();
      await fillTestCard(page, '4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Save Card and Continue' }).click();
      await page.getByRole('heading', { name: "You're All Set" }).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'Continue to Your Game' }).click();
      await page.waitForURL(new RegExp(`/game/${paidGameId}$`));

      await page.getByRole('button', { name: 'SPIN', exact: true }).click();
      await page.getByRole('button', { name: 'I Agree, Spin' }).click();
      const failed = page.getByRole('alertdialog').filter({ hasText: 'PAYMENT FAILED' });
      await failed.waitFor({ timeout: 30_000 });
      const number = Number((await failed.textContent())?.match(/landed on number (\d+)/)?.[1]);
      await failed.getByRole('button', { name: 'Close' }).click();

      const hold = page.getByRole('region', { name: new RegExp(`Number ${number} is held for you`) });
      await hold.waitFor();
      const spin = page.getByRole('button', { name: 'SPIN', exact: true });
      expect(await spin.isDisabled()).toBe(true);
      await page
        .getByRole('status')
        .filter({ hasText: `You cannot spin until number ${number}` })
        .waitFor();

      await hold.getByRole('button', { name: `Pay for number ${number}` }).click();
      await hold.getByRole('alert').waitFor({ timeout: 20_000 });
      await hold.getByRole('button', { name: `Pay for number ${number}` }).waitFor();
      // The retry's refusal and the refreshed hold carry the same decline text: it shows once.
      expect(await hold.getByText(/declined/).count()).toBe(1);
      await expectNoSeriousA11yViolations(page, 'hold after a failed retry');
      await screenshot(page, 'fix-desktop-6-hold-retry');
      await context.close();
    }, 120_000);
  });
});
