import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalEmail } from '../../domain/accounts/canonical-email';
import { Sha256PasswordHasher } from '../api/support/test-app';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADMIN_VIEWPORTS, signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { openPage } from './support/browser-world';
import { screenshot } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

describe.runIf(browserAvailable())(
  'the System tab lists mailboxes shared before the rule (real browser)',
  () => {
    let server: TestServer;
    let browser: Browser;
    beforeAll(async () => {
      [server, browser] = await Promise.all([
        startTestServer({ withClient: true, overrides: { hasher: new Sha256PasswordHasher() } }),
        workerBrowser(),
      ]);
      // Three accounts of one mailbox as 049_one_mailbox_one_account.sql's backfill leaves them (oldest rank 0), and one
      // account alone in its mailbox.
      const spellings = ['pat.shared@gmail.com', 'patshared@gmail.com', 'pat.shared+2@googlemail.com'];
      for (const [rank, email] of [...spellings, 'alone@gmail.com'].entries()) {
        await server.db.sql`
        INSERT INTO users (email, email_canonical, email_duplicate_rank, first_name, last_name, state)
        VALUES (${email}, ${canonicalEmail(email)}, ${rank < 3 ? rank : 0}, 'Pat', ${`Spelling${rank}`}, 'TN')`;
      }
    }, 120_000);
    afterAll(async () => {
      await closeLeftContexts(browser);
      await server?.close();
    });

    it.each(ADMIN_VIEWPORTS)(
      'shows each account at the address it registered with ($name)',
      async (viewport) => {
        const { context, page } = await openPage(browser, {
          viewport: { width: viewport.width, height: viewport.height },
          reducedMotion: 'reduce',
        });
        await signInAdminInBrowser(page, server.url, undefined, 'system');
        const card = page.getByRole('region', { name: 'Shared mailboxes', exact: true });
        const table = card.getByRole('table', { name: 'Accounts by mailbox, oldest first' });
        await table.waitFor();
        await card.getByText('1 mailbox.', { exact: false }).waitFor();
        expect(await table.getByRole('rowheader').allInnerTexts()).toEqual(['patshared@gmail.com']);
        const registeredAs = await table.locator('tbody tr td:first-of-type').allInnerTexts();
        expect(registeredAs).toEqual([
          'pat.shared@gmail.com',
          'patshared@gmail.com',
          'pat.shared+2@googlemail.com',
        ]);
        expect(await card.getByText('alone@gmail.com').count()).toBe(0);
        await expectNoSeriousA11yViolations(page, `system tab with shared mailboxes (${viewport.name})`);
        await screenshot(page, `admin-shared-mailboxes-${viewport.name}`);
        await context.close();
      },
      120_000,
    );
  },
);
