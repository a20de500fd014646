import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '../support/csv-reader';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { tabTo } from './support/focus-and-motion';
import { fillTestCard, screenshot, signUpAndLogIn } from './support/journey';

const GAME_NAME = 'Browser History Draw';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** No sideways scrolling: the page fits the viewport's width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The Type radio of the filter, chosen as a pointer user does: by its label. */
const pickType = (page: Page, type: 'All' | 'Free' | 'Paid') =>
  page.getByRole('radiogroup', { name: 'Type' }).getByText(type, { exact: true }).click();

describe.runIf(browserAvailable())('the player history pages in a real browser', () => {
  const world = useBrowserWorld(180_000);
  let gameId: number;

  beforeAll(async () => {
    // The free range is the single number 20: the free spin takes it, so the paid spin costs $1 to $19.
    gameId = await aLiveGame(world.server, {
      name: GAME_NAME,
      prize: 'Travel mug',
      prizeValueCents: 50_000,
      totalNumbers: 20,
      freePlay: { start: 20, end: 20 },
    });
  });

  it('sends a signed-out visitor from each history page to /', async () => {
    const { context, page } = await openPage(world.browser, { viewport: PHONE });
    for (const path of ['/transactions?kind=paid', '/achievements', '/my-numbers']) {
      await page.goto(`${world.server.url}${path}`);
      await page.waitForURL(`${world.server.url}/`, { timeout: 30_000 });
      await page.getByLabel('First Name').waitFor({ timeout: 30_000 });
    }
    await context.close();
  }, 180_000);

  it('after a free and a paid spin, shows the charge, the numbers and the achievements, at 1280 and 390 px', async () => {
    const { context, page } = await openPage(world.browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
    page.setDefaultTimeout(30_000);
    const email = `history.${Date.now()}@gmail.com`;
    await signUpAndLogIn(page, email, { at: `${world.server.url}/?gameId=${gameId}` });
    await fillTestCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Save Card and Continue' }).click();
    await page.getByRole('link', { name: 'Continue to Your Game' }).click();
    await page.waitForURL(new RegExp(`/game/${gameId}$`));

    await page.getByRole('button', { name: 'Use Free Spin' }).click();
    await page.getByRole('button', { name: 'Spin for Free' }).click();
    await page.getByRole('heading', { name: 'You landed on 20!' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Awesome!' }).click();
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await page.getByRole('button', { name: 'I Agree, Spin' }).click();
    const result = page.getByRole('heading', { name: /Number \d+ is yours/ });
    await result.waitFor({ timeout: 60_000 });
    const paid = Number((await result.textContent())?.match(/\d+/)?.[0]);
    await page.getByText(`$${paid}.00 was charged to your card`).waitFor();
    expect(paid).toBeGreaterThanOrEqual(1);
    expect(paid).toBeLessThanOrEqual(19);
    const price = `$${paid}.00`;

    // /transactions: both spins, the charge, its badge and Transaction ID.
    await page.goto(`${world.server.url}/transactions`);
    const list = page.getByRole('region', { name: 'All Transactions' });
    await list.getByRole('listitem').nth(1).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    const paidRow = list.getByRole('listitem').filter({ hasText: 'Paid Spin' });
    await paidRow.getByText(price).waitFor();
    await paidRow.getByText(`#${paid}`, { exact: true }).waitFor();
    await paidRow.getByText(/Transaction ID: \S+/).waitFor();
    // The entry's spin and the player's seed for this game, as its public log shows it.
    await paidRow.getByText(/^Spin #2 · your client seed for this game: [0-9a-f]{64} ·/).waitFor();
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Free Spin' })
      .getByText('FREE', { exact: true })
      .waitFor();
    await page.getByRole('definition').filter({ hasText: price }).first().waitFor();
    await expectNoSeriousA11yViolations(page, '/transactions');
    await screenshot(page, 'history-1-transactions');

    // The Filter: paid only, kept in the query string, and the CSV holds that one row.
    await page.getByRole('button', { name: 'Filter' }).click();
    await pickType(page, 'Paid');
    await page.waitForURL(/[?&]kind=paid/);
    const filtered = page.getByRole('region', { name: 'Filtered Transactions (1)' });
    await filtered.getByText('Paid Spin').waitFor();
    await expectNoSeriousA11yViolations(page, '/transactions with the filter open');
    await screenshot(page, 'history-2-transactions-filtered');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('prize-wheel-transactions.csv');
    const csv = readCsv(await readFile(await download.path(), 'utf8'));
    expect(csv[0]).toEqual([
      'Transaction ID',
      'Date',
      'Game',
      'Number',
      'Type',
      'Amount (USD)',
      'Refund',
      'Refunded (USD)',
    ]);
    expect(csv).toHaveLength(2);
    expect(csv[1]?.slice(2)).toEqual([GAME_NAME, String(paid), 'Paid Spin', `${paid}.00`, '', '']);

    // Free only, then a date range that ends yesterday: nothing matches; a reload keeps the filter.
    await pickType(page, 'Free');
    await page.waitForURL(/[?&]kind=free/);
    await page.getByRole('region', { name: 'Filtered Transactions (1)' }).getByText('Free Spin').waitFor();
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA');
    await page.getByLabel('To').fill(yesterday);
    await page.waitForURL(new RegExp(`[?&]to=${yesterday}`));
    await page.getByRole('heading', { name: 'No Matching Transactions' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'No Matching Transactions' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filter' }).first().click();
    await page.getByRole('region', { name: 'All Transactions' }).getByRole('listitem').nth(1).waitFor();
    // Malformed filter values in the address are ignored, not trusted.
    await page.goto(`${world.server.url}/transactions?kind=refund&from=2026-02-30`);
    await page.getByRole('region', { name: 'All Transactions' }).getByRole('listitem').nth(1).waitFor();

    // /my-numbers: the summaries, the grid in ascending order, the keyboard tooltip, the two lists.
    await page.goto(`${world.server.url}/my-numbers`);
    const grid = page.getByRole('region', { name: 'All Numbers' });
    const paidTile = grid.getByRole('button', { name: `${paid} ${price}` });
    await paidTile.waitFor();
    expect(await grid.getByRole('button').allTextContents()).toEqual([`${paid} ${price}`, '20 FREE']);
    await page
      .getByRole('definition')
      .filter({ hasText: `${paid} - 20` })
      .waitFor();
    await tabTo(page, paidTile);
    const tooltip = page.getByRole('tooltip');
    await tooltip.filter({ hasText: `${price} · ${GAME_NAME}` }).waitFor();
    await expectNoSeriousA11yViolations(page, '/my-numbers with a tooltip open');
    await screenshot(page, 'history-3-my-numbers');
    await page.keyboard.press('Escape');
    const paidList = page.getByRole('region', { name: 'Paid Numbers (1)' });
    await paidList.getByRole('definition').filter({ hasText: price }).nth(1).waitFor();
    await page.getByRole('region', { name: 'Free Numbers (1)' }).getByText('#20').waitFor();

    // /achievements: the free and the paid spin complete First Spin and First Purchase.
    await page.goto(`${world.server.url}/achievements`);
    const done = page.getByRole('region', { name: /Completed Achievements/ });
    await done.getByRole('article', { name: 'First Spin' }).getByText('Completed').waitFor();
    await done.getByRole('article', { name: 'First Purchase' }).waitFor();
    await page
      .getByRole('region', { name: /In Progress/ })
      .getByRole('article', { name: 'Free Spirit' })
      .waitFor();
    await page.getByRole('definition').filter({ hasText: 'Spin Master' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/achievements');
    await screenshot(page, 'history-4-achievements');
    await page.getByRole('link', { name: 'Keep Playing' }).click();
    await page.waitForURL(/\/games$/);

    // The same pages on a 390 px phone: no sideways scrolling, nothing serious for axe.
    await page.setViewportSize(PHONE);
    for (const [path, ready, shot] of [
      ['/transactions?kind=paid', 'Filtered Transactions (1)', 'history-5-transactions-phone'],
      ['/my-numbers', 'All Numbers', 'history-6-my-numbers-phone'],
      ['/achievements', 'In Progress (7)', 'history-7-achievements-phone'],
    ] as const) {
      await page.goto(`${world.server.url}${path}`);
      await page.getByRole('region', { name: ready }).waitFor();
      expect(await fitsWidth(page), `${path} fits 390 px`).toBe(true);
      await expectNoSeriousA11yViolations(page, `${path} at 390 px`);
      await screenshot(page, shot);
    }
    await context.close();
    // Measured with the axe checks on a busy 2-core machine under a stress test: 33 s.
  }, 300_000);
});
