import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TOKENS } from '../../adapters/wiring/mail/tokens';
import { SHARED_TOKENS } from '../../adapters/wiring/shared/tokens';
import { AUTOMATIC_DRAW } from '../../application/games/close-games';
import { SIGNATURE_MISMATCH_MESSAGE } from '../../domain/winners/claim-form';
import { Sha256PasswordHasher } from '../api/support/test-app';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInAdminInBrowser } from './support/admin-journey';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { openPage } from './support/browser-world';
import { logIn, screenshot, untilHydrated } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

const PASSWORD = 'journey-secret';

describe.runIf(browserAvailable())(
  'a winner claims a $600 prize; the operator verifies and ships; /winners lists it',
  () => {
    let server: TestServer;
    let browser: Awaited<ReturnType<typeof workerBrowser>>;
    beforeAll(async () => {
      [server, browser] = await Promise.all([
        startTestServer({ withClient: true, overrides: { hasher: new Sha256PasswordHasher() } }),
        workerBrowser(),
      ]);
    }, 120_000);
    afterAll(async () => {
      await closeLeftContexts(browser);
      await server?.close();
    });

    const outbox = () => server.container.get(SHARED_TOKENS.repositories).outbox.list(100);

    /** A player of `state` who enters a one-number game alone, so the game sells out and its draw picks them. */
    async function aWinner(first: string, last: string, state: string, optOutPublicity: boolean) {
      const email = `${first.toLowerCase()}.${process.pid}@gmail.com`;
      const registered = await server.useCases.registerPlayer.execute({
        firstName: first,
        lastName: last,
        email,
        phone: '615-555-0100',
        password: PASSWORD,
        state,
        optOutPublicity,
        acceptedTermsAt: new Date().toISOString(),
      });
      if (!registered.ok) throw new Error(registered.error.message);
      const client = new HttpClient(server.url);
      expect((await client.post('/api/login', { email, password: PASSWORD })).status).toBe(200);
      const game = await server.useCases.createGame.execute({
        name: `${first}'s Wheel`,
        prize: 'A road bike',
        prizeValueCents: 60_000,
        durationHours: 24,
        totalNumbers: 1,
        freePlay: { start: 1, end: 1 },
      });
      if (!game.ok) throw new Error(game.error.message);
      expect((await client.post('/api/free-spin', { gameId: game.value.id })).status).toBe(200);
      const drawn = await server.useCases.drawWinner.execute({
        gameId: game.value.id,
        admin: AUTOMATIC_DRAW,
      });
      if (!drawn.ok) throw new Error(drawn.error.message);
      return { email, gameId: game.value.id };
    }

    it('follows the e-mailed link, claims, gets the tracking e-mail; the list names the winners', async () => {
      const ada = await aWinner('Ada', 'Palmer', 'CA', false);
      const bo = await aWinner('Bo', 'Lee', 'TN', true);
      const notice = (await outbox()).find((m) => m.to === ada.email && m.message.kind === 'winner');
      const winnerId = notice?.message.kind === 'winner' ? notice.message.winnerId : undefined;
      expect(winnerId).toEqual(expect.any(Number));
      const rendered = await server.container
        .get(MAIL_TOKENS.mailRenderer)
        .render(notice?.message ?? ({} as never));
      const link = `${server.publicUrl}/claim/${winnerId}`;
      expect(rendered.text).toContain(link);

      // The winner opens the link signed out: asked to sign in, then the claim.
      const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.goto(link);
      await page.getByText('Please sign in to see and claim your prize.').waitFor();
      await logIn(page, ada.email, PASSWORD);
      await page.getByRole('heading', { name: 'Claim your prize: A road bike' }).waitFor();
      await expectNoSeriousA11yViolations(page, 'claim page');
      await screenshot(page, 'winners-1-claim');
      await page.getByLabel('Legal name', { exact: true }).fill('Ada Palmer');
      await page.getByLabel('Date of birth', { exact: true }).fill('1990-05-17');
      await page.getByLabel('Phone', { exact: true }).fill('559-555-0100');
      await page.getByLabel('Social Security Number or ITIN', { exact: true }).fill('123-45-6789');
      await page.getByLabel('Street address', { exact: true }).fill('1 Main St');
      await page.getByLabel('City', { exact: true }).fill('Fresno');
      await page.getByRole('button', { name: /State/ }).click();
      await page.getByRole('option', { name: 'California' }).click();
      await page.getByLabel('ZIP code', { exact: true }).fill('93650');
      await page.getByText('I have read and accept the affidavit').click();
      // A signature that is not the legal name is refused beside the field, before anything is sent.
      const signature = page.getByLabel('Signature (type your legal name)', { exact: true });
      await signature.fill('Ada Palmr');
      await page.getByRole('button', { name: 'Claim my prize' }).click();
      await page.getByText(SIGNATURE_MISMATCH_MESSAGE).waitFor();
      expect(await signature.getAttribute('aria-invalid')).toBe('true');
      await signature.fill('ada  palmer');
      await page.getByRole('button', { name: 'Claim my prize' }).click();
      await page.getByText('Claimed: we are checking your claim.').waitFor();
      await page.getByText(/taxpayer ID \*\*\*-\*\*-6789/).waitFor();
      await expectNoSeriousA11yViolations(page, 'claim page, claimed');

      // The administrator verifies and ships in the Winners tab.
      const admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      await signInAdminInBrowser(admin.page, server.url, undefined, 'winners');
      const claims = admin.page.getByRole('list', { name: 'Prize claims' });
      await claims.getByText('Ada Palmer · Claimed').waitFor();
      await admin.page.getByRole('button', { name: 'Verify Ada Palmer' }).click();
      await claims.getByText('Ada Palmer · Verified').waitFor();
      await admin.page.getByRole('button', { name: 'Mark Shipped: Ada Palmer' }).click();
      await admin.page.getByLabel('Carrier', { exact: true }).fill('UPS');
      await admin.page.getByLabel('Tracking number', { exact: true }).fill('1Z999AA10123456784');
      await admin.page.getByRole('button', { name: 'Confirm Shipped' }).click();
      await claims.getByText('Ada Palmer · Shipped').waitFor();
      expect(await claims.getByRole('link', { name: /1Z999AA10123456784/ }).getAttribute('href')).toBe(
        'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      );
      await expectNoSeriousA11yViolations(admin.page, 'Winners tab with claims');
      // Filtered by game: only Bo's claim, still waiting for him.
      await admin.page.getByRole('button', { name: /All games/ }).click();
      await admin.page.getByRole('option', { name: `Bo's Wheel (#${bo.gameId})` }).click();
      // The server filters: the page of every claim stays until the filtered one arrives.
      await claims.getByText('Ada Palmer · Shipped').waitFor({ state: 'detached' });
      await claims.getByText('Bo Lee · Notified').waitFor();
      expect(await claims.getByText('Ada Palmer · Shipped').count()).toBe(0);
      expect(await admin.page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
        `/api/admin/claims/export.csv?gameId=${bo.gameId}`,
      );
      await screenshot(admin.page, 'winners-2-admin');
      const shipped = (await outbox()).filter(
        (m) => m.to === ada.email && m.message.kind === 'prize-shipped',
      );
      expect(shipped).toHaveLength(1);
      expect(shipped[0]?.message).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
      await page.reload();
      const tracking = page.getByRole('link', { name: /1Z999AA10123456784/ });
      expect(await tracking.getAttribute('href')).toBe(
        'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      );
      await expectNoSeriousA11yViolations(page, 'claim page, shipped');
      await screenshot(page, 'winners-claim-shipped');

      // The public list: Ada by name, Bo (opted out of publicity) by state, each with the fairness link.
      const visitor = await openPage(browser, { viewport: { width: 390, height: 844 } });
      await visitor.page.goto(`${server.url}/winners`);
      await visitor.page.getByText('Ada P., CA').waitFor();
      await visitor.page.getByText('A player from TN').waitFor();
      const fairness = visitor.page.getByRole('link', { name: "Fairness of Ada's Wheel" });
      expect(await fairness.getAttribute('href')).toBe(`/fairness/${ada.gameId}`);
      expect(bo.gameId).toBeGreaterThan(ada.gameId);
      await expectNoSeriousA11yViolations(visitor.page, '/winners');
      await screenshot(visitor.page, 'winners-3-list');
    }, 180_000);

    it('offers every player to keep their name private at sign-up, the same flag as Profile Visibility; the lobby links to /winners', async () => {
      const email = `cal.${process.pid}@gmail.com`;
      const { page } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.goto(`${server.url}/`);
      await untilHydrated(page);
      await page.getByLabel('First Name').fill('Cal');
      await page.getByLabel('Last Name').fill('Rivers');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Phone').fill('559-555-0142');
      await page.getByRole('button', { name: /State/ }).click();
      await page.getByRole('option', { name: 'California' }).click();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await page.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
      await page.getByText('Keep my name private if I win').click();
      await page.getByText('I confirm that I am 18 years of age or older.').click();
      await page.getByText('I accept the Terms & Conditions and Privacy Policy.').click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('dialog', { name: 'Welcome to Prize Wheel!' }).waitFor();
      const users = server.container.get(SHARED_TOKENS.repositories).users;
      expect((await users.findByEmail(email))?.optOutPublicity).toBe(true);

      await page.getByRole('button', { name: 'Login Now' }).click();
      await logIn(page, email, PASSWORD);
      await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).click();
      await page.goto(`${server.url}/dashboard?tab=system`);
      const visibility = page.getByRole('switch', { name: 'Profile Visibility' });
      await visibility.waitFor();
      expect(await visibility.isChecked()).toBe(false);
      await visibility.click({ force: true });
      await page.getByText('Your privacy preferences have been updated.').waitFor();
      expect((await users.findByEmail(email))?.optOutPublicity).toBe(false);

      await page.goto(`${server.url}/games`);
      await page.getByRole('link', { name: 'see the winners' }).click();
      await page.waitForURL(/\/winners$/);
    }, 180_000);
  },
);
