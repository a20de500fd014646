import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { playersWithCards } from '../support/paid-spins';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserAvailable } from './support/browser';
import { aLiveGame, openPage, useBrowserWorld } from './support/browser-world';
import { focusOutline, runningMotion, tabTo } from './support/focus-and-motion';
import { fillTestCard, screenshot, signUpAndLogIn } from './support/journey';

describe.runIf(browserAvailable())('paid spins in a real browser', () => {
  const world = useBrowserWorld(120_000);
  let gameId: number;

  beforeAll(async () => {
    gameId = await aLiveGame(world.server, {
      name: 'Browser Paid Draw',
      prize: 'Travel mug',
      prizeValueCents: 50_000,
      totalNumbers: 30,
    });
  });

  /** A new player whose onboarding card (4000 0000 0000 0002) declines every charge, on the game. */
  const signUpWithDecliningCard = async (page: Page, email: string, game = gameId) => {
    await signUpAndLogIn(page, email, { at: `${world.server.url}/?gameId=${game}` });
    await fillTestCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Save Card and Continue' }).click();
    await page.getByRole('link', { name: 'Continue to Your Game' }).click();
    await page.waitForURL(new RegExp(`/game/${game}$`));
  };

  /** SPIN with the declining card: the PAYMENT FAILED dialog and the number it holds. */
  const spinDeclined = async (page: Page) => {
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await page.getByRole('button', { name: 'I Agree, Spin' }).click();
    const failed = page.getByRole('alertdialog').filter({ hasText: 'PAYMENT FAILED' });
    await failed.waitFor({ timeout: 20_000 });
    const number = Number((await failed.textContent())?.match(/landed on number (\d+)/)?.[1]);
    return { failed, number };
  };

  const claimsOf = (email: string) =>
    world.server.db
      .sql`SELECT c.number, c.status, c.price_cents::int AS price_cents FROM claims c JOIN users u ON u.id = c.user_id
                  WHERE u.email = ${email} AND c.game_id = ${gameId}`;

  it('a new player adds the test card in onboarding, opens a game, spins and sees what was charged', async () => {
    const { context, page } = await openPage(world.browser, {
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
    const email = `payer.${Date.now()}@gmail.com`;
    await signUpAndLogIn(page, email, { at: world.server.url });

    await page.getByRole('heading', { name: 'Set Up Your Payment Method' }).waitFor();
    await page.getByText('Test mode: no real card is charged').waitFor();
    await expectNoSeriousA11yViolations(page, 'card setup');
    await fillTestCard(page, '4111 1111 1111 1111');
    await screenshot(page, 'pay-1-card-setup');
    await page.getByRole('button', { name: 'Save Card and Continue' }).click();
    await page.getByRole('heading', { name: "You're All Set" }).waitFor();
    await page.getByText('Visa •••• 1111').waitFor();
    await expectNoSeriousA11yViolations(page, 'card setup complete');
    await page.getByRole('link', { name: 'Enter the Games' }).click();

    await page.getByRole('link', { name: 'Spin to win: Browser Paid Draw' }).click();
    await page.waitForURL(new RegExp(`/game/${gameId}$`));
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await page.getByRole('heading', { name: 'Play Responsibly' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Play Responsibly dialog');
    await screenshot(page, 'pay-2-play-responsibly');
    // Inside the dialog the keyboard reaches the confirmation, with the focus ring showing.
    const agree = page.getByRole('button', { name: 'I Agree, Spin' });
    await tabTo(page, agree);
    expect(await focusOutline(agree)).toMatchObject({ style: 'solid', width: 3 });
    await page.keyboard.press('Enter');

    const result = page.getByRole('heading', { name: /Number \d+ is yours/ });
    await result.waitFor({ timeout: 20_000 });
    // Under prefers-reduced-motion the wheel jumps to the result and the dialog appears without moving.
    expect(await runningMotion(page)).toEqual([]);
    const number = Number((await result.textContent())?.match(/\d+/)?.[0]);
    await page.getByText(`$${number}.00 was charged to your card`).waitFor();
    await expectNoSeriousA11yViolations(page, 'paid spin result dialog');
    await screenshot(page, 'pay-3-result');

    expect(await claimsOf(email)).toEqual([{ number, status: 'paid', price_cents: number * 100 }]);
    const charges = await world.server.db
      .sql`SELECT amount_cents FROM payments p JOIN claims c ON c.id = p.claim_id
                                        WHERE c.game_id = ${gameId} AND c.number = ${number}`;
    expect(charges.map((row) => Number(row.amount_cents))).toEqual([number * 100]);
    await context.close();
    // Measured with the axe checks on a busy 2-core machine (load average ~14): 11 s.
  }, 60_000);

  it('a declined card shows PAYMENT FAILED, holds the number, and a new card pays for it', async () => {
    const { context, page } = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    const email = `decline.${Date.now()}@gmail.com`;
    await signUpWithDecliningCard(page, email);

    const { failed, number } = await spinDeclined(page);
    await failed.getByText('Your card was declined by your bank').waitFor();
    await expectNoSeriousA11yViolations(page, 'PAYMENT FAILED dialog');
    await screenshot(page, 'pay-4-payment-failed');
    await failed.getByRole('button', { name: 'Close' }).click();

    const hold = page.getByRole('region', { name: new RegExp(`Number ${number} is held for you`) });
    await hold.waitFor();
    await hold.getByRole('timer').waitFor();
    // A plain decline (GENERIC_DECLINE) is the generic failure: no card-update dialog on closing it.
    expect(await page.getByRole('alertdialog', { name: 'Payment Method Update Required' }).count()).toBe(0);
    expect(await claimsOf(email)).toEqual([{ number, status: 'held', price_cents: number * 100 }]);

    // During the hold SPIN is disabled, and the note it is described by says why.
    const spin = page.getByRole('button', { name: 'SPIN', exact: true });
    expect(await spin.isDisabled()).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: `You cannot spin until number ${number} is paid for` })
      .waitFor();
    expect(await spin.getAttribute('aria-describedby')).toBe('spin-note');
    await expectNoSeriousA11yViolations(page, 'game page with a held number');
    await screenshot(page, 'pay-5-hold');

    await hold.getByRole('button', { name: 'Use a different card' }).click();
    const dialog = page.getByRole('dialog', { name: `Pay for number ${number} with a different card` });
    await dialog.getByLabel('Card Number').waitFor();
    await expectNoSeriousA11yViolations(page, 'pay with a different card dialog');
    await fillTestCard(dialog, '4111 1111 1111 1111');
    await dialog.getByRole('button', { name: `Save Card and Pay $${number}.00` }).click();
    await page.getByRole('heading', { name: `Number ${number} is yours!` }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'pay-6-paid');
    // The hold panel goes once the open-hold query refetches after the payment.
    await hold.waitFor({ state: 'detached', timeout: 10_000 });

    expect(await claimsOf(email)).toEqual([{ number, status: 'paid', price_cents: number * 100 }]);
    const cards = await world.server.db
      .sql`SELECT last4, is_default FROM payment_cards pc JOIN users u ON u.id = pc.user_id
                                      WHERE u.email = ${email} ORDER BY pc.id`;
    expect(cards.map((row) => [row.last4, row.is_default])).toEqual([
      ['0002', false],
      ['1111', true],
    ]);
    await context.close();
    // Measured with the axe checks on a busy 2-core machine (load average ~14): 20 s.
  }, 60_000);

  it('a declined default card: the held number is paid with another saved card, chosen by keyboard', async () => {
    const { context, page } = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    const email = `saved.${Date.now()}@gmail.com`;
    await signUpWithDecliningCard(page, email);
    // A second saved card that works; the declining one stays the default.
    const added = await page.request.post(`${world.server.url}/api/card/add`, {
      data: { cardNonce: 'cnon:card-nonce-ok' },
      headers: { origin: world.server.url },
    });
    expect(added.status()).toBe(200);

    const { failed, number } = await spinDeclined(page);
    await failed.getByRole('button', { name: 'Pay with a Different Card' }).click();

    const dialog = page.getByRole('dialog', { name: `Pay for number ${number} with a different card` });
    const choices = dialog.getByRole('radiogroup', { name: 'Pay with' });
    const other = choices.getByRole('radio', { name: /Visa •••• 1111 · expires \d\d\/\d{4}/ });
    await other.waitFor();
    await choices.getByRole('radio', { name: /•••• 0002 · expires .* default, just declined/ }).waitFor();
    // The saved card that was not declined is offered first.
    expect(await other.isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'pay a held number: saved cards');
    await screenshot(page, 'pay-6b-saved-cards');
    // The keyboard moves between the choices: a new card shows the card form, back again pays.
    await tabTo(page, other);
    expect(await focusOutline(other.locator('xpath=ancestor::label[1]'))).toMatchObject({ style: 'solid' });
    await page.keyboard.press('ArrowDown');
    await dialog.getByLabel('Card Number').waitFor();
    await page.keyboard.press('ArrowUp');
    expect(await other.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: `Pay $${number}.00 with this card` }).click();
    await page.getByRole('heading', { name: `Number ${number} is yours!` }).waitFor({ timeout: 20_000 });

    expect(await claimsOf(email)).toEqual([{ number, status: 'paid', price_cents: number * 100 }]);
    const charged = await world.server.db
      .sql`SELECT pc.last4, pc.is_default FROM payments p JOIN claims c ON c.id = p.claim_id
             JOIN payment_cards pc ON pc.user_id = c.user_id JOIN users u ON u.id = c.user_id
            WHERE u.email = ${email} ORDER BY pc.id`;
    // The charge went through; the default card was left as the player had it.
    expect(charged.map((row) => [row.last4, row.is_default])).toEqual([
      ['0002', true],
      ['1111', false],
    ]);
    await context.close();
    // Measured with the axe checks on a busy 2-core machine: 44 s.
  }, 90_000);

  it('a decline past the hold cap holds nothing: no number to pay, update the card and spin again', async () => {
    // Ten numbers hold one declined number: another player's decline takes it first.
    const smallGame = await aLiveGame(world.server, {
      name: 'Small Paid Draw',
      prize: 'Pen',
      totalNumbers: 10,
    });
    const [first] = await playersWithCards(world.server, 1, 'cap-first-', 'cnon:card-nonce-declined');
    const firstSpin = await first?.request(
      'POST',
      '/api/spin',
      { gameId: smallGame, agreedToTerms: true },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(firstSpin?.body).toMatchObject({ code: 'PAYMENT_DECLINED', number: expect.any(Number) });

    const { context, page } = await openPage(world.browser, { viewport: { width: 1280, height: 900 } });
    await signUpWithDecliningCard(page, `capped.${Date.now()}@gmail.com`, smallGame);
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await page.getByRole('button', { name: 'I Agree, Spin' }).click();
    const failed = page.getByRole('alertdialog').filter({ hasText: 'PAYMENT FAILED' });
    await failed.getByText('no number is held for you. Update your card, then spin again.').waitFor();
    expect(await failed.getByRole('button', { name: 'Pay with a Different Card' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'PAYMENT FAILED dialog, nothing held');
    await screenshot(page, 'pay-6c-declined-nothing-held');
    await failed.getByRole('button', { name: 'Update Card' }).click();
    await page.getByRole('alertdialog', { name: 'Payment Method Update Required' }).waitFor();
    expect(await page.getByRole('region', { name: /is held for you/ }).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('asks a visitor to sign in, a player without a card for one, and a player whose card needs updating for a new one', async () => {
    const { context, page } = await openPage(world.browser, {
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await page.goto(`${world.server.url}/game/${gameId}`);
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Sign In Required dialog (mobile)');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    // The sign-up form, on the way back to this game.
    await page.getByLabel('First Name').waitFor();
    expect(new URL(page.url()).searchParams.get('gameId')).toBe(String(gameId));

    const email = `update.${Date.now()}@gmail.com`;
    await signUpAndLogIn(page, email);
    await page.getByRole('link', { name: 'Skip for now — free entries need no card' }).click();
    await page.waitForURL(new RegExp(`/game/${gameId}$`));
    await page.getByRole('button', { name: 'SPIN', exact: true }).click();
    await page.getByRole('heading', { name: 'Payment Method Required' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Payment Method Required dialog (mobile)');
    await screenshot(page, 'pay-7-payment-method-mobile');
    await page.getByRole('button', { name: 'Add Payment Method' }).click();

    // The card is added in the dialog, on the game's page: the player goes on to the spin from there.
    const methodDialog = page.getByRole('dialog', { name: 'Payment Method Required' });
    await methodDialog.getByLabel('Card Number').waitFor();
    await fillTestCard(methodDialog, '4000 0000 0000 0119');
    await methodDialog.getByRole('button', { name: 'Save Card and Continue' }).click();
    await page.getByRole('button', { name: 'I Agree, Spin' }).click();
    const failed = page.getByRole('alertdialog').filter({ hasText: 'PAYMENT FAILED' });
    await failed.getByText('Your card has expired. Please update your payment card to continue.').waitFor();
    const number = Number((await failed.textContent())?.match(/landed on number (\d+)/)?.[1]);
    await failed.getByRole('button', { name: 'Close' }).click();

    const update = page.getByRole('alertdialog', { name: 'Payment Method Update Required' });
    await update
      .getByText(
        'To complete your purchase and continue playing, please update your payment card with the latest security features.',
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'Payment Method Update Required dialog (mobile)');
    await screenshot(page, 'pay-8-update-required-mobile');
    await update.getByRole('button', { name: 'Update Payment Card' }).click();
    // The new card is added in the dialog and becomes the card charged; the player stays on the game.
    await update.getByLabel('Card Number').waitFor();
    await fillTestCard(update, '5555 5555 5555 4444');
    await update.getByRole('button', { name: 'Save Card and Continue' }).click();
    await update.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/game/${gameId}`);

    await page.getByRole('button', { name: `Pay for number ${number}` }).click();
    await page.getByRole('heading', { name: `Number ${number} is yours!` }).waitFor();
    expect(await claimsOf(email)).toEqual([{ number, status: 'paid', price_cents: number * 100 }]);
    await context.close();
    // Measured with the axe checks on a busy 2-core machine (load average ~14): 8 s.
  }, 60_000);
});
