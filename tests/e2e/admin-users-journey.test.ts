import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { USERS_CSV_HEADER } from '../../adapters/http/endpoints/back-office/users';
import { signInAdminAt } from '../api/support/admin-session';
import { csvRecords } from '../support/csv-reader';
import { HttpClient } from '../support/http-client';
import { signedInPlayers } from '../support/players';
import { signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** The Users tab and the activity feed in a real browser: find a player, read the profile, suspend, export. */
describe.runIf(browserAvailable())('the administrator manages players (real browser)', () => {
  const world = useBrowserWorld();

  it.each(VIEWPORTS)(
    'finds a player by e-mail, opens the four profile tabs, suspends them and exports users ($name)',
    async (viewport) => {
      const { server, browser } = world;
      const gameId = await aLiveGame(server, {
        name: `Users Wheel ${viewport.name}`,
        prize: 'Kettle',
        prizeValueCents: 10_000,
        totalNumbers: 20,
        freePlay: { start: 11, end: 20 },
      });
      const tag = `users-journey-${viewport.name}-`;
      const [player, other] = await signedInPlayers(server.useCases, server.url, 2, tag);
      if (!player || !other) throw new Error('no players');
      const otherId = (await other.get('/api/user')).body.id as number;
      const email = `${tag}0.${process.pid}@gmail.com`;
      const spin = await player.post('/api/free-spin', { gameId });
      expect(spin.status).toBe(200);
      const onBreak = await player.post('/api/user/self-exclusion', { period: '24h' });
      expect(onBreak.status).toBe(200);

      const { context, page } = await openPage(browser, {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
        acceptDownloads: true,
      });
      const shot = (name: string) => screenshot(page, `admin-users-${viewport.name}-${name}`);
      await signInAdminInBrowser(page, server.url);

      // The Live Activity Feed on the Overview shows the player's spin.
      const feed = page.getByRole('region', { name: 'Live Activity Feed' });
      await feed.getByText(`number ${spin.body.number}`, { exact: false }).first().waitFor();

      await page.getByRole('tab', { name: 'Users' }).click();
      await page.getByRole('heading', { name: 'User Directory' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
      const table = page.getByRole('region', { name: 'User directory table' });
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      await table.getByText(email).waitFor();
      await page.getByText('1 user · page 1 of 1').waitFor();
      // Column headers sort on the server; the header says how.
      const nameHeader = table.getByRole('columnheader', { name: /Name/ });
      expect(await nameHeader.getAttribute('aria-sort')).toBeNull();
      await nameHeader.getByRole('button').click();
      await expect.poll(() => nameHeader.getAttribute('aria-sort')).toMatch(/ascending|descending/);
      if (viewport.name === 'mobile') {
        // On a phone the table scrolls sideways inside its own region rather than squeezing.
        const overflows = await table.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(overflows).toBe(true);
      }
      await expectNoSeriousA11yViolations(page, `users tab (${viewport.name})`);
      await shot('1-found');

      await table.getByRole('button', { name: 'View Load Player0' }).click();
      const profile = page.getByRole('dialog', { name: 'Load Player0' });
      const fact = (label: string) => profile.getByText(label, { exact: true }).locator('..');
      await expect.poll(() => fact('Spins').innerText()).toContain('1');
      expect(await fact('Favourite game').innerText()).toContain(`Users Wheel ${viewport.name}`);
      // The player's break shows, and nothing here lifts it.
      await profile.getByText('On a break until', { exact: false }).waitFor();
      await expectNoSeriousA11yViolations(page, `profile details (${viewport.name})`);
      await shot('2-details');
      await profile.getByRole('tab', { name: 'Activity' }).click();
      await profile.getByText('Free spin', { exact: true }).waitFor();
      await profile.getByRole('tab', { name: 'Transactions' }).click();
      await profile.getByText(`#${spin.body.number} · Users Wheel ${viewport.name}`).waitFor();
      await shot('3-transactions');
      await profile.getByRole('tab', { name: 'Settings' }).click();
      await profile.getByRole('button', { name: /Account Status/ }).click();
      await page.getByRole('option', { name: 'Suspended' }).click();
      await expectNoSeriousA11yViolations(page, `profile settings (${viewport.name})`);
      await profile.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Settings Saved').waitFor();
      await shot('4-suspended');
      await profile.getByRole('button', { name: 'Close' }).click();
      await table.getByText('Suspended').waitFor();

      // The suspended player is signed out and cannot sign in again.
      expect((await player.get('/api/user')).status).toBe(401);
      const again = await new HttpClient(server.url).post('/api/login', {
        email,
        password: 'secret-password',
      });
      expect(again.status).toBe(403);

      // Export CSV downloads the server's file of what is shown: the search for this one player.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      const path = await download.path();
      const rows = csvRecords(await readFile(path, 'utf8'), USERS_CSV_HEADER);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain(email);
      expect(rows[0]).toContain('suspended');

      // Edit, then Bulk Actions and Delete with its confirmation step.
      await table.getByRole('button', { name: 'Edit Load Player0' }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${email}` });
      await edit.getByRole('textbox', { name: 'First Name' }).fill('Lena');
      await edit.getByRole('textbox', { name: 'State' }).fill('ga');
      await expectNoSeriousA11yViolations(page, `edit user (${viewport.name})`);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await table.getByText('Lena Player0').waitFor();
      await table
        .getByRole('checkbox', { name: 'Select Lena Player0' })
        .locator('xpath=ancestor::label')
        .click();
      await page.getByRole('button', { name: 'Bulk Actions (1)' }).click();
      const bulk = page.getByRole('alertdialog', { name: 'Bulk Actions' });
      await bulk.getByRole('button', { name: /Action/ }).click();
      await page.getByRole('option', { name: 'Set status: Active' }).click();
      await bulk.getByRole('button', { name: 'Apply to Selected' }).click();
      await page.getByText('1 succeeded, 0 failed').waitFor();
      await table.getByText('Active', { exact: true }).waitFor();
      await table.getByRole('button', { name: 'Delete Lena Player0' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete User?' });
      await confirm.getByText(email).waitFor();
      await expectNoSeriousA11yViolations(page, `delete user (${viewport.name})`);
      await shot('5-delete');
      await confirm.getByRole('button', { name: 'Delete Forever' }).click();
      await page.getByText(`${email} has been permanently deleted`).waitFor();
      await page.getByText('No users match.').waitFor();

      // A delete that fails (the account went meanwhile) says so in the back office's words.
      await page.getByRole('searchbox', { name: 'Search users' }).fill(`${tag}1.`);
      await table.getByRole('button', { name: 'Delete Load Player1' }).click();
      const cookie = await signInAdminAt(server.url);
      const gone = await fetch(`${server.url}/api/admin/users/${otherId}`, {
        method: 'DELETE',
        headers: { cookie, origin: server.url },
      });
      expect(gone.status).toBe(200);
      await page
        .getByRole('alertdialog', { name: 'Delete User?' })
        .getByRole('button', { name: 'Delete Forever' })
        .click();
      await page.getByText('Delete Failed').waitFor();
      await page.getByText('Failed to delete user').waitFor();
      await page.getByRole('button', { name: 'Keep User' }).click();
      expect(
        (await new HttpClient(server.url).post('/api/login', { email, password: 'secret-password' })).status,
      ).toBe(401);

      await page.getByRole('tab', { name: 'Overview' }).click();
      await feed.getByText('Deleted the account', { exact: false }).first().waitFor();
      await expectNoSeriousA11yViolations(page, `overview with the feed (${viewport.name})`);
      await shot('6-feed');
      await context.close();
    },
    120_000,
  );
});
