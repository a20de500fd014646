import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHARED_TOKENS } from '../../adapters/wiring/shared/tokens';
import { AUTOMATIC_DRAW } from '../../application/games/close-games';
import { UNDER_AGE_MESSAGE } from '../../domain/winners/claim-form';
import { HttpClient } from '../support/http-client';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { openPage, useBrowserWorld } from './support/browser-world';
import { logIn, screenshot } from './support/journey';

const PASSWORD = 'journey-secret';
const AFFIDAVIT_REFUSAL = 'Please accept the affidavit and release to claim your prize';

describe.runIf(browserAvailable())(
  'the claim form: filled from the account, each refusal at its field',
  () => {
    const world = useBrowserWorld();
    let players = 0;

    /** A player of California who takes the one number of a game; `instant` puts an instant prize on it. */
    async function aWinner(first: string, instant: boolean) {
      const { server } = world;
      const email = `${first.toLowerCase()}.claim.${process.pid}.${++players}@gmail.com`;
      const registered = await server.useCases.registerPlayer.execute({
        firstName: first,
        lastName: 'Palmer',
        email,
        phone: '559-555-0100',
        password: PASSWORD,
        state: 'CA',
        optOutPublicity: false,
        acceptedTermsAt: new Date().toISOString(),
      });
      if (!registered.ok) throw new Error(registered.error.message);
      const client = new HttpClient(server.url);
      expect((await client.post('/api/login', { email, password: PASSWORD })).status).toBe(200);
      const game = await server.useCases.createGame.execute({
        name: `${first}'s Wheel`,
        prize: 'A road bike',
        prizeValueCents: 75_000,
        durationHours: 24,
        totalNumbers: 1,
        freePlay: { start: 1, end: 1 },
      });
      if (!game.ok) throw new Error(game.error.message);
      const repos = server.container.get(SHARED_TOKENS.repositories);
      if (instant)
        await repos.instantPrizes.replace(game.value.id, [{ name: 'A mug', valueCents: 1_500, number: 1 }]);
      expect((await client.post('/api/free-spin', { gameId: game.value.id })).status).toBe(200);
      if (!instant) {
        const drawn = await server.useCases.drawWinner.execute({
          gameId: game.value.id,
          admin: AUTOMATIC_DRAW,
        });
        if (!drawn.ok) throw new Error(drawn.error.message);
      }
      const [claim] = await repos.prizeClaims.listOfPlayer(registered.value.id);
      if (!claim) throw new Error('no claim');
      return { email, winnerId: claim.winnerId };
    }

    async function openClaim(page: Page, winner: { email: string; winnerId: number }, heading: string) {
      await page.goto(`${world.server.url}/claim/${winner.winnerId}`);
      await page.getByText('Please sign in to see and claim your prize.').waitFor();
      await logIn(page, winner.email, PASSWORD);
      await page.getByRole('heading', { name: `Claim your prize: ${heading}` }).waitFor();
    }

    for (const viewport of [
      { width: 1366, height: 800 },
      { width: 390, height: 844 },
    ])
      it(`at ${viewport.width}x${viewport.height}: prefilled, every refusal at its field at once, then claimed`, async () => {
        const winner = await aWinner('Ada', false);
        const { page } = await openPage(world.browser, { viewport });
        await openClaim(page, winner, 'A road bike');
        const name = page.getByLabel('Legal name', { exact: true });
        expect(await name.inputValue()).toBe('Ada Palmer');
        expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('559-555-0100');
        expect(await page.getByRole('button', { name: /State/ }).textContent()).toContain('California');
        // The deadline with its time zone, and the main prize's words.
        await page
          .getByText(/Answer before .+ E[SD]T: after that the prize is forfeited and drawn again/)
          .waitFor();
        await page.getByText('I decline the prize (it will be drawn again)').waitFor();
        await expectNoSeriousA11yViolations(page, 'claim page, prefilled');
        await screenshot(page, `claim-form-1-prefilled-${viewport.width}`);

        // Sent as it is: each missing answer refused at its field at once, focus on the first.
        const birth = page.getByLabel('Date of birth', { exact: true });
        await page.getByRole('button', { name: 'Claim my prize' }).click();
        await page.getByText('Date of birth is required').waitFor();
        expect(await birth.getAttribute('aria-invalid')).toBe('true');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('dateOfBirth');
        for (const label of [
          'Street address',
          'City',
          'ZIP code',
          'Signature (type your legal name)',
          'Social Security Number or ITIN',
        ]) {
          const field = page.getByLabel(label, { exact: true });
          expect(await field.getAttribute('aria-invalid'), label).toBe('true');
          const described = (await field.getAttribute('aria-describedby')) ?? '';
          const errorText = await page.evaluate(
            (ids) =>
              ids
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' '),
            described,
          );
          expect(errorText, label).toMatch(/required|Enter|Type/);
        }
        const affidavit = page.getByRole('checkbox', { name: /I have read and accept the affidavit/ });
        expect(await affidavit.getAttribute('aria-invalid')).toBe('true');
        const affidavitError = (await affidavit.getAttribute('aria-describedby')) ?? '';
        expect(await page.locator(`[id="${affidavitError}"]`).textContent()).toBe(AFFIDAVIT_REFUSAL);
        expect(await name.getAttribute('aria-invalid')).not.toBe('true');
        await expectNoSeriousA11yViolations(page, 'claim page with refusals');
        await screenshot(page, `claim-form-2-refusals-${viewport.width}`);

        // A refusal goes as the field is corrected; a birth date under age is refused at its field.
        await birth.fill('2015-01-01');
        expect(await birth.getAttribute('aria-invalid')).not.toBe('true');
        await page.getByLabel('Street address', { exact: true }).fill('1 Main St');
        await page.getByLabel('City', { exact: true }).fill('Fresno');
        await page.getByLabel('ZIP code', { exact: true }).fill('93650');
        await page.getByLabel('Social Security Number or ITIN', { exact: true }).fill('123-45-6789');
        await page.getByText('I have read and accept the affidavit').click();
        await page.getByLabel('Signature (type your legal name)', { exact: true }).fill('ada palmer');
        await page.getByRole('button', { name: 'Claim my prize' }).click();
        await page.getByText(UNDER_AGE_MESSAGE).waitFor();
        expect(await birth.getAttribute('aria-invalid')).toBe('true');
        await birth.fill('1990-05-17');
        await page.getByRole('button', { name: 'Claim my prize' }).click();
        await page.getByText('Claimed: we are checking your claim.').waitFor();
        await page.getByText(/Signed by ada palmer on .+ E[SD]T/).waitFor();
        const outbox = await world.server.container.get(SHARED_TOKENS.repositories).outbox.list(200);
        expect(
          outbox.filter((m) => m.to === winner.email && m.message.kind === 'claim-received'),
        ).toHaveLength(1);
        await screenshot(page, `claim-form-3-claimed-${viewport.width}`);
      }, 180_000);

    it('an instant prize is never said to be drawn again', async () => {
      const winner = await aWinner('Ida', true);
      const { page } = await openPage(world.browser, { viewport: { width: 1366, height: 800 } });
      await openClaim(page, winner, 'A mug');
      await page.getByText(/Answer before .+ E[SD]T: after that the prize is forfeited\./).waitFor();
      await page.getByText("Your number 1 is an instant win in Ida's Wheel.", { exact: false }).waitFor();
      await page.getByRole('radio', { name: 'I decline the prize', exact: true }).waitFor();
      expect(await page.getByText(/drawn again/).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'instant claim page');
      await screenshot(page, 'claim-form-4-instant');
      await page.getByText('I decline the prize', { exact: true }).click();
      await page.getByRole('button', { name: 'Decline the prize' }).click();
      await page.getByText('You declined this instant prize.').waitFor();
    }, 180_000);
  },
);
