import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../adapters/mail/smtp-mailer';
import { Sha256PasswordHasher } from '../api/support/test-app';
import { LocalSmtpServer } from '../support/smtp/local-smtp-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable, workerBrowser } from './support/browser';
import { openPage } from './support/browser-world';
import { focusOutline, tabTo } from './support/focus-and-motion';
import { logIn, screenshot, signUpAndLogIn } from './support/journey';
import { closeLeftContexts } from './support/page-pool';

describe.runIf(browserAvailable())('password reset in a real browser, by e-mail', () => {
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    smtp = new LocalSmtpServer();
    await smtp.start();
    [server, browser] = await Promise.all([
      startTestServer({
        withClient: true,
        // The dispatcher runs as in production: the journey waits for the message to arrive.
        mail: { dispatchIntervalMs: 100 },
        overrides: {
          hasher: new Sha256PasswordHasher(),
          mailer: new SmtpMailer(smtp.url, 'Prize Wheel <no-reply@prize-wheel.test>', { timeoutMs: 2000 }),
        },
      }),
      workerBrowser(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await closeLeftContexts(browser);
    await server?.close();
    await smtp?.stop();
  });

  it('forgot password, the e-mailed link, a new password, sign-in with it; the old session is gone', async () => {
    const email = `reset.${Date.now()}@gmail.com`;
    const shot = (page: Parameters<typeof screenshot>[0], name: string) =>
      screenshot(page, `password-reset-${name}`);

    // The player signed in on one device (the old session).
    const { context: oldDevice, page: oldPage } = await openPage(browser, { reducedMotion: 'reduce' });
    await signUpAndLogIn(oldPage, email, { password: 'old-secret', at: server.url });
    await oldPage.getByRole('link', { name: 'Skip for now — free entries need no card' }).waitFor();
    expect((await oldDevice.request.get(`${server.url}/api/user`)).status()).toBe(200);

    // On another device: the login form's link to /forgot-password, reached by keyboard.
    const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(`${server.url}/?tab=login`);
    const forgot = page.getByRole('link', { name: 'Forgot your password?' });
    await tabTo(page, forgot);
    expect(await focusOutline(forgot)).toMatchObject({ style: 'solid' });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'forgot password page');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').getByText('If an account exists for that address').waitFor();
    await expectNoSeriousA11yViolations(page, 'forgot password page, request sent');
    await shot(page, '1-requested');

    // The e-mail, read from the local SMTP server.
    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Reset your Prize Wheel password');
    const link = /(http\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();

    // The link's page: the password rules, then the new password.
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'reset password page');
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('brand-new');
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('brand-nix');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').getByText('Passwords do not match').waitFor();
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('brand-new');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('status').getByText('Your password has been reset').waitFor();
    await expectNoSeriousA11yViolations(page, 'reset password page, done');
    await shot(page, '2-reset');

    // Sign in with the new password.
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await logIn(page, email, 'brand-new');
    await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).waitFor();
    await shot(page, '3-signed-in');

    // The old session is gone: the old device is signed out.
    expect((await oldDevice.request.get(`${server.url}/api/user`)).status()).toBe(401);
    await oldPage.goto(`${server.url}/dashboard`);
    await oldPage.getByLabel('First Name').waitFor();

    // The link works once.
    await page.goto(link ?? '');
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('again-secret');
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('again-secret');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').getByText('This reset link is invalid, used or expired').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await context.close();
    await oldDevice.close();
  }, 120_000);

  it("'Get Notified' is confirmed by its e-mail's page; a new-game e-mail's unsubscribe link shows a page whose button unsubscribes", async () => {
    const email = `fan.${Date.now()}@example.com`;
    const subscribed = await fetch(`${server.url}/api/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(200);
    const { context, page } = await openPage(browser, { reducedMotion: 'reduce' });
    // Nothing is announced before the address confirms, by the page its one e-mail links to.
    const confirmation = await smtp.waitFor(email);
    const confirmLink = /(http\S+\/confirm-subscription\?token=[\w-]+)/.exec(confirmation.text)?.[1] ?? '';
    expect(confirmLink).not.toBe('');
    await page.goto(confirmLink);
    await page.getByRole('heading', { name: 'Confirm Your E-mails' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'confirm subscription page');
    await page.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText("You're subscribed").waitFor();

    const game = await server.useCases.createGame.execute({
      name: 'Mug Wheel',
      prize: 'A mug',
      totalNumbers: 40,
    });
    if (!game.ok) throw new Error(game.error.message);
    await server.useCases.announceNewGame.execute({ gameId: game.value.id });
    const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('New game'));
    const link = /(http\S+\/unsubscribe\?token=[a-f0-9]+)/.exec(mail.text)?.[1] ?? '';
    expect(link).not.toBe('');

    await page.goto(link);
    await page.getByRole('heading', { name: 'Unsubscribe' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'unsubscribe page');
    // Opening the page changed nothing: announcing again still mails the address.
    expect(await server.useCases.announceNewGame.execute({ gameId: game.value.id })).toEqual({
      ok: true,
      value: { recipients: 1 },
    });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').getByText("You're unsubscribed").waitFor();
    await screenshot(page, 'password-reset-unsubscribe-done');
    expect(await server.useCases.announceNewGame.execute({ gameId: game.value.id })).toEqual({
      ok: true,
      value: { recipients: 0 },
    });
    await context.close();
  }, 60_000);
});
