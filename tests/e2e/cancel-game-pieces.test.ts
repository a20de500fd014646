import { describe, expect, it } from 'vitest';
import { signedInPlayers } from '../support/players';
import { signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { screenshot } from './support/journey';

/**
 * The cancel's pieces render and answer the keyboard and assistive technology: the Games tab's
 * Cancel dialog (a required reason), the create form's minimum to run, and what the game page and the
 * fairness page then say. The whole flow with paying players is another journey's.
 */
describe.runIf(browserAvailable())('cancelling a game, piece by piece (real browser)', () => {
  const world = useBrowserWorld(120_000);

  it('cancels a game from the Games tab with a reason, which the game and fairness pages then show', async () => {
    const name = `Canoe Cup ${Date.now()}`;
    const gameId = await aLiveGame(world.server, { name, prize: 'Canoe', totalNumbers: 20 });
    const { context, page } = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    await signInAdminInBrowser(page, world.server.url, undefined, 'games');

    await page.getByRole('button', { name: 'Create Game' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create Game' });
    await form.getByRole('spinbutton', { name: 'Paid numbers to sell by the end' }).fill('10');
    await form.getByText('Extend the end once, then close on whatever sold').click();
    expect(
      await form.getByRole('radio', { name: 'Extend the end once, then close on whatever sold' }).isChecked(),
    ).toBe(true);
    await form.getByRole('spinbutton', { name: 'Extend by (hours)' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'create form with a minimum to run');
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Cancel Game ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Game and Refund?' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Cancel Game and Refund' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /reason/i })
      .waitFor();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The canoe maker closed');
    await screenshot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancel Game and Refund' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Game Cancelled' }).waitFor();
    await page.getByRole('article', { name }).getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: `Cancel Game ${name}` }).count()).toBe(0);

    await page.goto(`${world.server.url}/game/${gameId}`);
    await page.getByRole('heading', { name: 'Game Cancelled' }).waitFor();
    await page.getByText('The canoe maker closed').waitFor();
    await expectNoSeriousA11yViolations(page, 'cancelled game page');

    await page.goto(`${world.server.url}/fairness/${gameId}`);
    await page.getByRole('heading', { name: 'Cancelled', exact: true }).waitFor();
    await page.getByText('Game cancelled, reason: The canoe maker closed').waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'cancelled game fairness page');
    await screenshot(page, 'cancelled-fairness');
    await context.close();
  }, 150_000);

  it('says in the Cancel dialog how many instant prizes already won stand, as the server counts them', async () => {
    const name = `Tote Toss ${Date.now()}`;
    // Two free numbers and one instant prize: of the two free entries, one wins it.
    const gameId = await aLiveGame(world.server, {
      name,
      prize: 'Canoe',
      totalNumbers: 2,
      freePlay: { start: 1, end: 2 },
      instantPrizes: [{ name: 'Tote bag', valueCents: 1500 }],
    });
    for (const player of await signedInPlayers(world.server.useCases, world.server.url, 2, 'tote-toss-')) {
      const spun = await player.post('/api/free-spin', { gameId });
      expect(spun.status, JSON.stringify(spun.body)).toBe(200);
    }
    const { context, page } = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    await signInAdminInBrowser(page, world.server.url, undefined, 'games');
    await page.getByRole('button', { name: `Cancel Game ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel Game and Refund?' });
    await dialog.getByText('keeps the 1 instant prize already won: its winner keeps the prize').waitFor();
    await expectNoSeriousA11yViolations(page, 'cancel dialog with an instant prize standing');
    await screenshot(page, 'cancel-dialog-instant-prize');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('The totes never arrived');
    await dialog.getByRole('button', { name: 'Cancel Game and Refund' }).click();
    await page.getByRole('alertdialog').filter({ hasText: '1 instant prize already won stands.' }).waitFor();
    // The game page says so too, from the game answer.
    await page.goto(`${world.server.url}/game/${gameId}`);
    await page.getByRole('heading', { name: 'Game Cancelled' }).waitFor();
    await page.getByText('The instant prize already won stands: its winner keeps it').waitFor();
    await context.close();
  }, 150_000);
});
