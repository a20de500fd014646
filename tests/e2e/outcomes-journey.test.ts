import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NOTICE } from '../../domain/games/demo-notice';
import { Sha256PasswordHasher } from '../api/support/test-app';
import { signedInPlayers } from '../support/players';
import { startTestServer, type TestServer } from '../support/test-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { aLiveGame, openPage } from './support/browser-world';
import { coveredAsThePageScrolls, coveredControls, coveredWhileConfettiFalls } from './support/covering';
import { logIn, screenshot, signUpAndLogIn } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const OPERATOR = { name: 'Wheel Games LLC', address: '100 Main Street, Nashville, TN 37201' };
const CONTACT_EMAIL = 'help@wheelgames.example';

/** The element's box lies entirely inside the viewport, without scrolling. */
async function aboveTheFold(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width
  );
}

describe.runIf(browserAvailable())(
  'outcomes, honest copy and the game page, as a new player sees them',
  () => {
    let server: TestServer;
    let browser: Awaited<ReturnType<typeof workerBrowser>>;
    beforeAll(async () => {
      [server, browser] = await Promise.all([
        startTestServer({
          withClient: true,
          overrides: { hasher: new Sha256PasswordHasher() },
          mail: { publicContactEmail: CONTACT_EMAIL },
          sponsor: OPERATOR,
        }),
        workerBrowser(),
      ]);
      const domains = await server.useCases.changeSetting.execute({
        key: 'allowedEmailDomains',
        value: ['example.com', 'gmail.com'],
      });
      if (!domains.ok) throw new Error(domains.error.message);
    }, 120_000);
    afterAll(async () => {
      await closeLeftContexts(browser);
      await server?.close();
    });

    const open = (viewport: Viewport) =>
      openPage(browser, { viewport: { width: viewport.width, height: viewport.height } });
    const shot = (page: Page, viewport: Viewport, name: string) =>
      screenshot(page, `outcomes-${viewport.name}-${name}`);

    for (const viewport of VIEWPORTS) {
      it(`signing up and making contact (${viewport.name}): the hint follows the allowed domains, a disabled Create Account says why, the operator's details`, async () => {
        const { context, page } = await open(viewport);
        await page.goto(server.url);
        const email = page.getByLabel('Email');
        await email.waitFor();
        await page.getByText('Use an address at example.com or gmail.com.').waitFor();
        expect(await email.getAttribute('placeholder')).toBe('yourname@example.com');
        const create = page.getByRole('button', { name: 'Create Account' });
        expect(await create.isDisabled()).toBe(true);
        await page
          .getByText(/still needed: first name, last name, e-mail, password, password confirmation/)
          .waitFor();
        await page.getByLabel('First Name').fill('Dana');
        await page.getByLabel('Last Name').fill('Lee');
        await page.getByText(/still needed: e-mail, password/).waitFor();
        await expectNoSeriousA11yViolations(page, `landing with the sign-up hints (${viewport.name})`);
        await shot(page, viewport, '1-sign-up');

        const about = page.getByRole('navigation', { name: 'About the games' });
        for (const name of ['How to Play', 'Prize Rules']) await about.getByRole('link', { name }).waitFor();
        await about.getByRole('link', { name: 'Contact' }).click();
        await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
        await page.getByRole('link', { name: CONTACT_EMAIL }).waitFor();
        await page.getByText(OPERATOR.address).waitFor();
        await page.getByText(OPERATOR.name).first().waitFor();
        await expectNoSeriousA11yViolations(
          page,
          `contact page with the operator's details (${viewport.name})`,
        );
        await shot(page, viewport, '2-contact');
        await context.close();
      }, 120_000);

      it(`playing (${viewport.name}): SPIN and the free entry above the fold, a paid number not celebrated, 'You hold' live, the card's year, the refusals said before a press`, async () => {
        const gameId = await aLiveGame(server, {
          name: `Fold Wheel ${viewport.name}`,
          prize: 'Travel Mug',
          prizeValueCents: 25_00,
          totalNumbers: 40,
          freePlay: { start: 39, end: 40 },
        });
        const { context, page } = await open(viewport);
        await signUpAndLogIn(page, `fold.${viewport.name}.${Date.now()}@example.com`, {
          at: `${server.url}/?gameId=${gameId}`,
        });
        await page.getByLabel('Card Number').fill('4111 1111 1111 1111');
        await page.getByLabel('Expiry (MM/YY)').fill('11/30');
        await page.getByLabel('CVV').fill('123');
        await page.getByLabel('Postal Code').fill('37201');
        await page.getByRole('button', { name: 'Save Card and Continue' }).click();
        await page.getByRole('link', { name: 'Continue to Your Game' }).click();
        await page.waitForURL(new RegExp(`/game/${gameId}$`));

        // First load: both buttons whole inside the viewport, no scrolling.
        await page.reload();
        const spin = page.getByRole('button', { name: 'SPIN', exact: true });
        const free = page.getByRole('button', { name: 'Use Free Spin' });
        await spin.waitFor();
        await free.waitFor();
        await page.getByText('You hold 0 of 0 claimed numbers').waitFor();
        const priceRange = 'Numbers cost $1-$38, $19.50 on average';
        await page.locator('dd').filter({ hasText: priceRange }).waitFor();
        // The operator is named: no demo notice.
        expect(await page.getByText(DEMO_NOTICE).count()).toBe(0);
        await shot(page, viewport, '3-game-first-load');
        const boxes = JSON.stringify([await spin.boundingBox(), await free.boundingBox()]);
        expect(await aboveTheFold(page, spin), `SPIN above the fold: ${boxes}`).toBe(true);
        expect(await aboveTheFold(page, free), `Use Free Spin above the fold: ${boxes}`).toBe(true);

        // The free entry (one of the two free numbers) moves the line, and what follows it says what is true.
        await free.click();
        await page.getByRole('button', { name: 'Spin for Free' }).click();
        await page.getByRole('heading', { name: /You landed on (39|40)!/ }).waitFor({ timeout: 30_000 });
        // A free entry is celebrated, but the confetti falls behind the result dialog, never over its text or button.
        const stacking = await page.evaluate(() => {
          const zIndexOf = (el: Element | null) => (el ? Number(getComputedStyle(el).zIndex) : null);
          let overlay: Element | null = document.querySelector('[role="dialog"]');
          while (overlay && getComputedStyle(overlay).zIndex === 'auto') overlay = overlay.parentElement;
          return { confetti: zIndexOf(document.querySelector('[data-confetti]')), dialog: zIndexOf(overlay) };
        });
        expect(stacking.confetti, JSON.stringify(stacking)).not.toBeNull();
        expect(stacking.confetti ?? 0, JSON.stringify(stacking)).toBeLessThan(stacking.dialog ?? 0);
        expect(await coveredWhileConfettiFalls(page), 'over the free result').toEqual([]);
        await page.getByRole('button', { name: 'Awesome!' }).click();
        await page.locator('[data-confetti]').waitFor({ state: 'detached' });
        await page.getByText('You hold 1 of 1 claimed number', { exact: true }).waitFor({ timeout: 15_000 });
        await page
          .getByText('You have used your free entry (one per player per game). Any further spin is paid.')
          .waitFor({ timeout: 15_000 });

        // Another player's claim (the other free number) reaches the line without a reload.
        const [other] = await signedInPlayers(server.useCases, server.url, 1, `fold-other-${viewport.name}-`);
        expect((await other?.post('/api/free-spin', { gameId }))?.status).toBe(200);
        await page.getByText('You hold 1 of 2 claimed numbers').waitFor({ timeout: 15_000 });

        // A paid number is a purchase: stated, no confetti, no party.
        await spin.click();
        await page
          .getByRole('alertdialog')
          .getByText(`${priceRange}. The prize, Travel Mug, is worth $25.00.`)
          .waitFor();
        await shot(page, viewport, '4-confirm');
        await page.getByRole('button', { name: 'I Agree, Spin' }).click();
        await page.getByRole('heading', { name: /Number \d+ is yours/ }).waitFor({ timeout: 30_000 });
        expect(await page.locator('[data-confetti]').count()).toBe(0);
        expect(await coveredControls(page), 'over the paid result').toEqual([]);
        await expectNoSeriousA11yViolations(page, `paid result (${viewport.name})`);
        await shot(page, viewport, '4-paid-result');
        await page.getByRole('button', { name: 'OK', exact: true }).click();
        await page.getByText('You hold 2 of 3 claimed numbers').waitFor({ timeout: 15_000 });

        // The lobby card states the same price range.
        await page.goto(`${server.url}/games`);
        await page
          .getByRole('article', { name: `Fold Wheel ${viewport.name}` })
          .getByText(priceRange)
          .waitFor();
        await shot(page, viewport, '4-lobby');
        await page.goto(`${server.url}/game/${gameId}`);

        // Maintenance: a banner, and SPIN disabled with the reason before any press.
        const maintenance = 'The site is under maintenance. Spins are paused.';
        await server.useCases.changeSetting.execute({ key: 'maintenanceMode', value: true });
        try {
          await page.reload();
          await page.getByRole('status').filter({ hasText: maintenance }).first().waitFor();
          await spin.waitFor();
          expect(await spin.isDisabled()).toBe(true);
          expect(await page.locator('#spin-note').textContent()).toBe(maintenance);
          await expectNoSeriousA11yViolations(page, `game page in maintenance (${viewport.name})`);
          await shot(page, viewport, '5-maintenance');
        } finally {
          await server.useCases.changeSetting.execute({ key: 'maintenanceMode', value: false });
        }

        // The saved card is listed with its full expiry year.
        await page.goto(`${server.url}/dashboard?tab=cards`);
        await page
          .getByText(/11\/2030/)
          .first()
          .waitFor();

        // A toast (kept while the pointer rests on it) never lies over the next page's buttons.
        await page.goto(`${server.url}/dashboard?tab=system`);
        await page.getByRole('switch', { name: 'Sound Effects' }).click({ force: true });
        const toast = page.getByRole('alertdialog').filter({ hasText: 'Settings Saved' });
        await toast.hover();
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/game/${gameId}`);
        await spin.waitFor();
        expect(await coveredAsThePageScrolls(page), 'over the game page').toEqual([]);
        expect(await toast.count()).toBe(0);

        // A break: SPIN disabled with its end, before any press.
        const taken = await page.request.post(`${server.url}/api/user/self-exclusion`, {
          data: { period: '24h' },
          headers: { origin: server.url },
        });
        expect(taken.status()).toBe(200);
        await page.goto(`${server.url}/game/${gameId}`);
        await spin.waitFor();
        await page
          .locator('#spin-note')
          .filter({ hasText: 'You are taking a break from play until' })
          .waitFor();
        expect(await spin.isDisabled()).toBe(true);
        await shot(page, viewport, '6-break');
        await context.close();
      }, 240_000);

      it(`a drawn game (${viewport.name}): sold out, no countdown, the winner as the public may see them, the fairness page`, async () => {
        const gameId = await aLiveGame(server, {
          name: `Drawn Wheel ${viewport.name}`,
          prize: 'Camera',
          prizeValueCents: 300_00,
          totalNumbers: 2,
          freePlay: { start: 1, end: 2 },
        });
        const players = await signedInPlayers(server.useCases, server.url, 2, `drawn-${viewport.name}-`);
        for (const player of players)
          expect((await player.post('/api/free-spin', { gameId })).status).toBe(200);

        const { context, page } = await open(viewport);
        await page.goto(`${server.url}/game/${gameId}`);
        await page.getByRole('heading', { name: 'All Numbers Taken!' }).waitFor();
        await page.getByText(/has not been drawn yet/).waitFor();
        expect(await page.getByText('Spins open when the game starts').count()).toBe(0);

        const drawn = await server.useCases.drawWinner.execute({
          gameId,
          admin: { id: 0, email: 'automatic draw' },
        });
        if (!drawn.ok) throw new Error(drawn.error.message);
        await page.reload();
        await page.getByText(`Winner: Load P. from TN with number ${drawn.value.number}`).waitFor();
        expect(await page.getByText(drawn.value.email).count()).toBe(0);
        await expectNoSeriousA11yViolations(page, `drawn game (${viewport.name})`);
        await shot(page, viewport, '7-drawn');
        await page.getByRole('link', { name: 'Check the draw on its fairness page' }).click();
        await page.waitForURL(new RegExp(`/fairness/${gameId}$`));

        // The winner's own dashboard lists the win, with the same fairness link.
        await page.goto(`${server.url}/?tab=login`);
        await logIn(page, drawn.value.email, 'secret-password');
        await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).waitFor();
        await page.goto(`${server.url}/dashboard`);
        const wins = page.getByRole('region', { name: 'Your Wins' });
        await wins.getByText(`Camera ($300) in Drawn Wheel ${viewport.name}`).waitFor();
        await wins.getByText(new RegExp(`^Number ${drawn.value.number}, drawn `)).waitFor();
        expect(await page.getByText('Games Won').count()).toBe(1);
        await expectNoSeriousA11yViolations(page, `the winner's dashboard (${viewport.name})`);
        await shot(page, viewport, '8-winner-dashboard');
        await wins.getByRole('link', { name: `Fairness of Drawn Wheel ${viewport.name}` }).click();
        await page.waitForURL(new RegExp(`/fairness/${gameId}$`));
        await context.close();
      }, 120_000);
    }
  },
);
