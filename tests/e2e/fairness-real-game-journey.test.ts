import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdminAt } from '../api/support/admin-session';
import { registrationForm1, sessionCookieOf } from '../api/support/test-app';
import type { TestServer } from '../support/test-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { startE2eServer } from './support/e2e-server';
import { screenshot } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

const PLAYERS = 3;

/** The real server's answer (the provably fair log): a game played to sell-out by free spins and drawn. */
describe.runIf(browserAvailable())('the fairness page of a real played game', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), workerBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await closeLeftContexts(browser);
    await server?.close();
  });

  const call = (path: string, json: unknown, cookie = '') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify(json),
    });

  it('re-derives every claim and the draw in the browser', async () => {
    const admin = await signInAdminAt(server.url);
    const created = await call(
      '/api/admin/games',
      {
        name: 'Fair Wheel',
        prize: 'Mug',
        totalNumbers: PLAYERS,
        freePlayStart: 1,
        freePlayEnd: PLAYERS,
        durationHours: 24,
      },
      admin,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const gameId = Number((await created.json()).id);
    for (let i = 0; i < PLAYERS; i += 1) {
      const form = registrationForm1({ acceptedTermsAt: new Date(Date.now() - 60_000).toISOString() });
      expect((await call('/api/register', form)).status).toBe(201);
      const login = await call('/api/login', { email: form.email, password: form.password });
      expect((await call('/api/free-spin', { gameId }, sessionCookieOf(login))).status).toBe(200);
    }
    expect((await call(`/api/admin/games/${gameId}/draw`, {}, admin)).status).toBe(200);
    const answer = await (await fetch(`${server.url}/api/games/${gameId}/fairness`)).json();
    expect(answer.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    // The terms' version 1 (the first entry), a claim per player, the draw.
    expect(answer.log).toHaveLength(PLAYERS + 2);
    expect(answer.log[0]).toMatchObject({
      type: 'terms',
      detail: expect.stringMatching(/^v1:[0-9a-f]{64}$/),
    });

    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${server.url}/fairness/${gameId}`);
    await page.getByText(`Verified: all ${PLAYERS + 2} entries checked.`).waitFor();
    const statuses = await page.$$eval('[data-entry]', (items) =>
      items.map((i) => i.getAttribute('data-status')),
    );
    expect(statuses).toEqual(answer.log.map(() => 'checked'));
    expect(await page.locator('[data-check="draw"]').getAttribute('data-status')).toBe('checked');
    await expectNoSeriousA11yViolations(page, 'a real played game');
    await screenshot(page, 'fairness-real-game');
    await page.close();
  }, 180_000);
});
