import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FairnessAnswer } from '../../domain/fairness/fairness-answer';
import type { ClaimEntry, PickEntry, SetAsideEntry } from '../../domain/fairness/fairness-log';
import { anInstantWinGame, aPlayedGame, aRedrawnGame } from '../builders/fairness-game';
import type { TestServer } from '../support/test-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { openPage } from './support/browser-world';
import { startE2eServer } from './support/e2e-server';
import { focusOutline, tabTo } from './support/focus-and-motion';
import { screenshot } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The changed entry of the tampered game (its hash left as the server wrote it). */
const TAMPERED = 5;

/**
 * The journey serves the answers itself, as a test double of `GET /api/games/{id}/fairness`, to show
 * a tampered answer (fairness-real-game-journey.test.ts opens a game the real server played): game 12 played honestly to sell-out (paid and free
 * spins, a released hold, the draw), game 13 the same with one entry changed, game 14 still open,
 * game 15 failing with a server error, game 21 with instant prizes and game 22 the same with the
 * instant field of its first instant claim removed.
 */
function answers(): Map<number, FairnessAnswer> {
  const tampered = aPlayedGame(7, 13);
  const entry = tampered.log[TAMPERED - 1] as ClaimEntry & { hash: string };
  tampered.log[TAMPERED - 1] = { ...entry, number: entry.number === 1 ? 2 : 1 };
  const instantTampered = anInstantWinGame(22);
  const instantAt = firstInstantClaim(instantTampered);
  const { instant: _, ...unmarked } = instantTampered.log[instantAt] as ClaimEntry & { hash: string };
  instantTampered.log[instantAt] = unmarked;
  return new Map([
    [21, anInstantWinGame(21)],
    [22, instantTampered],
    [12, aPlayedGame(7, 12)],
    [13, tampered],
    [14, { ...aPlayedGame(3, 14), serverSeed: null }],
    [16, aRedrawnGame(16)],
  ]);
}

/** The index of the first claim recorded as an instant prize. */
const firstInstantClaim = (answer: FairnessAnswer): number =>
  answer.log.findIndex((e) => e.type === 'claim' && e.instant !== undefined);

async function serveFairnessAnswers(page: Page): Promise<void> {
  const served = answers();
  await page.route(/\/api\/games\/\d+\/fairness$/, (route) => {
    const id = Number(/games\/(\d+)\//.exec(route.request().url())?.[1]);
    const answer = served.get(id);
    if (answer) return route.fulfill({ json: answer });
    if (id === 15)
      return route.fulfill({ status: 500, json: { message: 'Internal error', code: 'INTERNAL' } });
    return route.fulfill({ status: 404, json: { message: 'Game not found', code: 'GAME_NOT_FOUND' } });
  });
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const statuses = (page: Page) =>
  page.$$eval('[data-entry]', (items) => items.map((item) => item.getAttribute('data-status')));
const checkStatus = (page: Page, name: string) =>
  page.locator(`[data-check="${name}"]`).getAttribute('data-status');

describe.runIf(browserAvailable())('the fairness pages in a real browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), workerBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await closeLeftContexts(browser);
    await server?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`re-derives an honest game, exposes a tampered one and explains the scheme at ${viewport.width}x${viewport.height}`, async () => {
      const { context, page } = await openPage(browser, {
        viewport: { width: viewport.width, height: viewport.height },
      });
      page.setDefaultTimeout(60_000);
      await serveFairnessAnswers(page);
      const served = answers();
      const log = (served.get(12) as FairnessAnswer).log;
      const tamperedLog = (served.get(13) as FairnessAnswer).log;

      // The honest game: every entry checked, the seed against its commitment, the head, the draw, Web Crypto agreeing.
      await page.goto(`${server.url}/fairness/12`);
      await page.getByRole('heading', { level: 1, name: 'Fairness of Game 12' }).waitFor();
      await page.getByText(`Verified: all ${log.length} entries checked.`).waitFor();
      expect(await statuses(page)).toEqual(log.map(() => 'checked'));
      expect(await checkStatus(page, 'seed')).toBe('checked');
      expect(await checkStatus(page, 'head')).toBe('checked');
      expect(await checkStatus(page, 'draw')).toBe('checked');
      await page
        .getByText('Checked: SHA-256 of the server seed is the commitment (Web Crypto agrees).')
        .waitFor();
      const claims = log.filter((e) => e.type !== 'release').length;
      await page
        .getByText(
          `Web Crypto, your browser's own implementation, agrees on ${log.length} hashes and ${claims} random streams.`,
        )
        .waitFor();
      await page.getByRole('heading', { level: 2, name: 'How a number is picked' }).waitFor();
      await expectNoSeriousA11yViolations(page, `honest game at ${viewport.name}`);
      expect(await fitsWidth(page), 'the honest game fits the viewport').toBe(true);
      await screenshot(page, `fairness-${viewport.name}-honest`);

      // One changed entry: that entry and the chain after it fail, the entries before it stay checked.
      await page.goto(`${server.url}/fairness/13`);
      await page.getByRole('heading', { level: 1, name: 'Fairness of Game 13' }).waitFor();
      const failed = tamperedLog.length - TAMPERED + 1;
      await page
        .getByText(
          `Verification failed: ${failed} of ${tamperedLog.length} entries failed, the log head does not match.`,
        )
        .waitFor();
      expect(await statuses(page)).toEqual(
        tamperedLog.map((_, i) => (i + 1 < TAMPERED ? 'checked' : 'failed')),
      );
      const problems = page.getByRole('list', { name: `Problems with entry ${TAMPERED}` });
      expect(await problems.getByRole('listitem').first().textContent()).toMatch(
        /^the hash does not link: expected [0-9a-f]{64}$/,
      );
      expect(await checkStatus(page, 'head')).toBe('failed');
      await expectNoSeriousA11yViolations(page, `tampered game at ${viewport.name}`);
      expect(await fitsWidth(page), 'the tampered game fits the viewport').toBe(true);
      await screenshot(page, `fairness-${viewport.name}-tampered`);

      // An open game: the chain links, the picks wait for the seed.
      await page.goto(`${server.url}/fairness/14`);
      await page.getByText('The game is still open: every hash links so far.', { exact: false }).waitFor();
      expect(await checkStatus(page, 'seed')).toBe('unrevealed');
      await page.getByText('Revealed when the game closes.').waitFor();
      await screenshot(page, `fairness-${viewport.name}-open`);

      // A redrawn game: each set-aside with its reason, the redraw checked without those numbers, the pick.
      const redrawn = served.get(16) as FairnessAnswer;
      await page.goto(`${server.url}/fairness/16`);
      await page
        .getByText(`Verified: all ${redrawn.log.length} entries checked.`, { exact: false })
        .waitFor();
      await page.getByText('2 draws were set aside.', { exact: false }).waitFor();
      expect(await statuses(page)).toEqual(redrawn.log.map(() => 'checked'));
      const [first, second] = redrawn.log.filter((e) => e.type === 'setaside') as SetAsideEntry[];
      const picked = redrawn.log.find((e) => e.type === 'pick') as PickEntry;
      await page
        .getByText(`Set aside: number ${first?.number}, reason: Ineligible: lives where the game is void`)
        .waitFor();
      await page.getByText(`Set aside: number ${second?.number}, reason: Unreachable for 72 hours`).waitFor();
      await page
        .getByText(`Operator's pick: number ${picked.number}, reason: Announced live on stream.`)
        .waitFor();
      await page.getByText('Game edited: prize changed to A red bicycle').waitFor();
      // The page belongs to its game: its way back goes there, not home.
      expect(await page.getByRole('link', { name: '← Back to the Game' }).getAttribute('href')).toBe(
        '/game/16',
      );
      await expectNoSeriousA11yViolations(page, `redrawn game at ${viewport.name}`);
      expect(await fitsWidth(page), 'the redrawn game fits the viewport').toBe(true);
      await screenshot(page, `fairness-${viewport.name}-redrawn`);

      // /fairness for everyone, reached from a game's page by its link, with a visible focus ring.
      const explained = page.getByRole('navigation').getByRole('link', { name: 'Provably Fair' });
      await tabTo(page, explained, 80);
      expect(await focusOutline(explained)).toMatchObject({ style: 'solid' });
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Provably Fair' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'The draw' }).waitFor();
      await expectNoSeriousA11yViolations(page, `/fairness at ${viewport.name}`);
      expect(await fitsWidth(page), '/fairness fits the viewport').toBe(true);
      await screenshot(page, `fairness-${viewport.name}-explained`);
      await context.close();
    }, 180_000);
  }

  it('shows each instant prize checked with its number, exposes a claim not recorded as its prize, and explains instant wins', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(60_000);
    await serveFairnessAnswers(page);
    const served = answers();
    const game = served.get(21) as FairnessAnswer;
    await page.goto(`${server.url}/fairness/21`);
    await page
      .getByText('Every claim, the 3 instant-win numbers and the draw re-derive from the seeds', {
        exact: false,
      })
      .waitFor();
    const prizes = page.getByRole('list', { name: 'Instant prizes' });
    expect(
      await prizes
        .locator('[data-instant]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-status'))),
    ).toEqual(['checked', 'checked', 'checked']);
    await prizes.getByText('Instant prize 2: Headphones ($79.99)').waitFor();
    const [gift] = game.instantPrizes;
    await prizes
      .getByText(`Number ${gift?.number}, re-derived from the server seed. Won by spin ${gift?.spin}.`)
      .waitFor();
    expect(await prizes.getByText('✓ Checked').count()).toBe(3);
    const streams = game.log.filter((e) => e.type !== 'release').length + game.instantPrizes.length;
    await page
      .getByText(`agrees on ${game.log.length} hashes and ${streams} random streams.`, { exact: false })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'a game with instant prizes');
    expect(await fitsWidth(page), 'the instant prizes fit the viewport').toBe(true);
    await screenshot(page, 'fairness-phone-instant');

    const tampered = served.get(22) as FairnessAnswer;
    const at = firstInstantClaim(anInstantWinGame(22));
    await page.goto(`${server.url}/fairness/22`);
    await page
      .getByText(
        `Verification failed: ${tampered.log.length - at} of ${tampered.log.length} entries failed`,
        { exact: false },
      )
      .waitFor();
    expect(await statuses(page)).toEqual(tampered.log.map((_, i) => (i < at ? 'checked' : 'failed')));

    await page.goto(`${server.url}/fairness`);
    await page.getByRole('heading', { level: 2, name: 'Instant wins' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'What the commitment does not prevent' }).waitFor();
    await page
      .getByText("the official rules exclude the operator's staff from playing", { exact: false })
      .waitFor();
    await page.context().close();
  }, 120_000);

  it('says when the game is unknown, and offers to try again when the server fails', async () => {
    const { page } = await openPage(browser, {});
    page.setDefaultTimeout(60_000);
    await serveFairnessAnswers(page);
    await page.goto(`${server.url}/fairness/99`);
    await page.getByText('Could not check this game. Game not found.').waitFor();
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await page.goto(`${server.url}/fairness/15`);
    await page.getByText('Could not check this game. The server answered 500.').waitFor();
    const retry = page.getByRole('button', { name: 'Try Again' });
    await tabTo(page, retry, 80);
    expect(await focusOutline(retry)).toMatchObject({ style: 'solid' });
    await expectNoSeriousA11yViolations(page, 'a failed fairness answer');
    await page.context().close();
  }, 120_000);
});
