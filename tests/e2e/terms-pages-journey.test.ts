import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller } from '../api/support/admin-calls';
import { signInAdminAt } from '../api/support/admin-session';
import type { TestServer } from '../support/test-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { openPage } from './support/browser-world';
import { startE2eServer } from './support/e2e-server';
import { screenshot } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

/** A game's terms on its rules page and checked on its fairness page, against the real server. */
describe.runIf(browserAvailable())("a game's terms in a real browser", () => {
  let server: TestServer;
  let browser: Browser;
  let admin = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), workerBrowser()]);
    admin = await signInAdminAt(server.url);
  }, 120_000);
  afterAll(async () => {
    await closeLeftContexts(browser);
    await server?.close();
  });

  it('shows every version with its hash, checks them against the log, and fails a changed one', async () => {
    const call = adminCaller(
      () => server.url,
      () => admin,
    );
    const created = await call('POST', '/api/admin/games', {
      name: 'Kayak Wheel',
      prize: 'Kayak',
      prizeValue: 500,
      totalNumbers: 20,
      freePlayStart: 16,
      freePlayEnd: 20,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const gameId: number = created.body.id;
    expect((await call('PATCH', `/api/admin/games/${gameId}`, { prize: 'Two kayaks' })).status).toBe(200);
    const { versions } = (await call('GET', `/api/games/${gameId}/terms`)).body;

    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(60_000);
    await page.goto(`${server.url}/rules/${gameId}`);
    await page.getByRole('heading', { level: 1, name: 'Rules of Kayak Wheel' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Version 2 \(in force\), from / }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^Version 1, from / }).waitFor();
    await page.getByText('Prize: Two kayaks, worth $500.00.').waitFor();
    await page.getByText(versions[0].hash).waitFor();
    // Each version holds the Official Rules' text in force: the claim window and the demo's sponsor.
    const rules = page.locator('details', { hasText: 'Official Rules in force' }).first();
    await rules.locator('summary').click();
    await rules.getByRole('heading', { level: 3, name: '7. Notification and claiming the prize' }).waitFor();
    await rules.getByText(/within 72 hours of that notice/).waitFor();
    await rules.getByText('Sponsor: Prize Wheel demo (not a real sweepstakes).').waitFor();
    await expectNoSeriousA11yViolations(page, 'rules page');
    await page.screenshot({ path: '/work/wt/shots/terms-rules-page.png', fullPage: true });
    await screenshot(page, 'terms-rules-page');

    await page.goto(`${server.url}/fairness/${gameId}`);
    const terms = page.locator('[data-check="terms"]');
    await page
      .getByText('Checked: each of the 2 terms versions hashes to its hash in the log.')
      .first()
      .waitFor();
    expect(await terms.getAttribute('data-status')).toBe('verified');
    expect(
      await page
        .locator('[data-terms]')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-status'))),
    ).toEqual(['checked', 'checked']);
    await expectNoSeriousA11yViolations(page, 'fairness page with terms');
    await page.screenshot({ path: '/work/wt/shots/terms-fairness-page.png', fullPage: true });

    // A past version changed in the database: the page fails it against the log.
    await server.db.sql`
      UPDATE game_terms SET document = jsonb_set(document, '{prize,name}', '"A canoe"')
      WHERE game_id = ${gameId} AND version = 1`;
    await page.reload();
    await page
      .getByText('Verification failed: the terms do not match the log (see Terms).', { exact: false })
      .waitFor();
    expect(await terms.getAttribute('data-status')).toBe('failed');
    expect(await page.locator('[data-terms="1"]').getAttribute('data-status')).toBe('failed');
    expect(await page.locator('[data-terms="2"]').getAttribute('data-status')).toBe('checked');
    await page.screenshot({ path: '/work/wt/shots/terms-fairness-tampered.png', fullPage: true });
    await context.close();
  });
});
