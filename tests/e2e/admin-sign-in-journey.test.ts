import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../web/lib/format';
import { TEST_ADMIN } from '../api/support/admin-session';
import { signedInPlayers } from '../support/players';
import type { TestServer } from '../support/test-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { openPage } from './support/browser-world';
import { startE2eServer } from './support/e2e-server';
import { screenshot } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

describe.runIf(browserAvailable())('the administrator signs in (real browser)', () => {
  let server: TestServer;
  let browser: Browser;
  let revenue = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), workerBrowser()]);
    const game = await server.useCases.createGame.execute({
      name: 'Journey Wheel',
      prize: 'Bicycle',
      prizeValueCents: 25_000,
      totalNumbers: 30,
      emoji: '🚲',
    });
    if (!game.ok) throw new Error(game.error.message);
    // Two real paid spins, so the revenue tile shows the ledger's figure.
    for (const player of await signedInPlayers(server.useCases, server.url, 2, 'admin-journey')) {
      await player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
      const spin = await player.request(
        'POST',
        '/api/spin',
        { gameId: game.value.id, agreedToTerms: true },
        { 'Idempotency-Key': randomUUID() },
      );
      if (spin.status !== 200) throw new Error(JSON.stringify(spin.body));
      revenue += spin.body.amount as number;
    }
  }, 180_000);
  afterAll(async () => {
    await closeLeftContexts(browser);
    await server?.close();
  });

  it.each(VIEWPORTS)(
    'from /admin to the overview and back out ($name)',
    async (viewport) => {
      const { context, page } = await openPage(browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      const shot = (name: string) => screenshot(page, `admin-${viewport.name}-${name}`);

      await page.goto(`${server.url}/admin`);
      await page.waitForURL(`${server.url}/admin-login`);
      await page.getByRole('heading', { name: 'Admin Center' }).waitFor();
      await expectNoSeriousA11yViolations(page, `admin sign-in (${viewport.name})`);

      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Please enter both email and password').waitFor();
      await page.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Login failed').waitFor();
      await page.getByText('Invalid email or password').waitFor();
      await shot('1-failed');

      await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin-dashboard/);
      await page.getByText('SYSTEM ONLINE').waitFor();
      await page.getByText('System Administrator').waitFor();
      await page.getByText('Admin', { exact: true }).waitFor();
      const tab = page.getByRole('tab', { name: 'Overview' });
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      const tile = (label: string) => page.getByText(label, { exact: true }).locator('..');
      await expect.poll(() => tile('Total Games').innerText()).toContain('1');
      expect(await tile('Live Games').innerText()).toContain('1');
      expect(await tile('Player Spins').innerText()).toContain('2');
      expect(await tile('Total Revenue').innerText()).toContain(formatAmount(revenue));
      const top = page.getByRole('region', { name: 'Top Performing Games' });
      await top.getByText('Journey Wheel').waitFor();
      await top.getByText('28 numbers left').waitFor();
      await expectNoSeriousA11yViolations(page, `admin overview (${viewport.name})`);
      await shot('2-overview');

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${server.url}/admin-login`);
      // The session is gone: the dashboard asks for a sign-in again.
      await page.goto(`${server.url}/admin-dashboard`);
      await page.getByText('Administrator sign-in required.', { exact: false }).waitFor();
      await shot('3-signed-out');
      await page.waitForURL(`${server.url}/admin-login`, { timeout: 10_000 });
      await context.close();
    },
    120_000,
  );
});
