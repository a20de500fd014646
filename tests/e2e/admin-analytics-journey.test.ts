import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPORT_HEADER } from '../../adapters/http/endpoints/back-office/analytics';
import { formatAmount } from '../../web/lib/format';
import { csvRecords } from '../support/csv-reader';
import { cardAndPaidSpin } from '../support/paid-spins';
import { signedInPlayers } from '../support/players';
import { ADMIN_VIEWPORTS, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

const GAME_NAME = 'Analytics Wheel';

/** Today as the report counts it (Eastern Time), written the US way: 'Nov 28, 2026'. */
const todayEastern = () =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date());

const tile = (page: Page, label: string) =>
  page.getByRole('tabpanel').getByText(label, { exact: true }).first().locator('..');

describe.runIf(browserAvailable())(
  'the administrator reads the analytics of spins made now (real browser)',
  () => {
    const world = useBrowserWorld();

    it.each(ADMIN_VIEWPORTS)(
      'tiles, table and chart text show the spins; Export Report is a CSV ($name)',
      async (viewport) => {
        const { server } = world;
        const gameId = await aLiveGame(server, {
          name: `${GAME_NAME} ${viewport.name}`,
          prize: 'Scooter',
          prizeValueCents: 40_000,
          totalNumbers: 30,
          emoji: '🛴',
        });
        const [first, second] = await signedInPlayers(
          server.useCases,
          server.url,
          2,
          `analytics-${viewport.name}`,
        );
        if (!first || !second) throw new Error('two players expected');
        // Every figure is the ledger's: the sums of what this file's spins charged.
        const before = await server.useCases.getAnalytics.execute();
        const earlier = before.revenue.totalCents / 100;
        const spinsBefore = before.spins.total;
        const charged = await cardAndPaidSpin(first, gameId);

        const { context, page } = await openPage(world.browser, {
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
          acceptDownloads: true,
        });
        const shot = (name: string) => screenshot(page, `admin-analytics-${viewport.name}-${name}`);
        await signInAdminInBrowser(page, server.url);
        await page.getByRole('link', { name: 'Open Analytics' }).click();
        await page.waitForURL(/tab=analytics/);
        await page.getByRole('heading', { name: 'Analytics', exact: true }).waitFor();
        await expect
          .poll(() => tile(page, 'Total Revenue').innerText())
          .toContain(formatAmount(earlier + charged));
        expect(await tile(page, "Today's Revenue").innerText()).toContain(formatAmount(earlier + charged));
        expect(await tile(page, 'Spins').innerText()).toContain(String(spinsBefore + 1));

        const games = page.getByRole('region', { name: 'Game Performance' });
        const row = games.getByRole('row').filter({ hasText: `${GAME_NAME} ${viewport.name}` });
        expect(await row.innerText()).toContain(formatAmount(charged));

        // The revenue chart's text alternative: today's row holds the day's revenue.
        const chart = page.getByRole('figure', { name: 'Daily Revenue' });
        const todayRow = chart.getByRole('row', { name: new RegExp(`^${todayEastern()}`) });
        expect(await todayRow.textContent()).toContain(formatAmount(earlier + charged));
        await chart.getByText(`highest ${formatAmount(earlier + charged)} on ${todayEastern()}`).waitFor();
        await page.getByRole('figure', { name: 'Daily Spins' }).waitFor();
        await page.getByRole('figure', { name: 'New Players' }).waitFor();
        await page.getByRole('figure', { name: 'Active Players' }).waitFor();
        await page.getByRole('region', { name: 'User Engagement' }).waitFor();
        await page.getByRole('region', { name: 'Revenue and Financial' }).getByText('Net revenue').waitFor();
        await expectNoSeriousA11yViolations(page, `analytics tab (${viewport.name})`);
        await shot('1-analytics');

        // A second spin, then Refresh Data: the tile follows.
        const more = await cardAndPaidSpin(second, gameId);
        await page.getByRole('button', { name: 'Refresh Data' }).click();
        await expect
          .poll(() => tile(page, 'Total Revenue').innerText())
          .toContain(formatAmount(earlier + charged + more));

        // Export Report: a CSV from the server with the report's header and the same total.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: 'Export Report' }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^prize-wheel-report-\d{4}-\d{2}-\d{2}\.csv$/);
        const csv = csvRecords(await readFile(await download.path(), 'utf8'), REPORT_HEADER);
        expect(csv.filter(([section]) => section === 'day')).toHaveLength(90);
        const gameRow = csv.find(([, , game]) => game === `${GAME_NAME} ${viewport.name}`);
        expect(gameRow?.[4]).toBe((charged + more).toFixed(2));
        expect(csv.at(-1)?.[4]).toBe((earlier + charged + more).toFixed(2));
        await context.close();
      },
      180_000,
    );
  },
);
