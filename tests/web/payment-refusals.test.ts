import { randomUUID } from 'node:crypto';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../adapters/http/routers/app';
import {
  asksForCardUpdate,
  declineMessage,
  isInsufficientFunds,
  KNOWN_DECLINE_CODES,
} from '../../domain/payments/payment-messages';
import { paymentFailureOf } from '../../web/lib/errors';
import { paidSpinRefusal } from '../../web/routes/game/-components/paid/paid-spin-refusal';
import { buildTestApp, PUBLIC_URL, type TestApp } from '../api/support/test-app';

/** The web client's tRPC client, talking to the real app in process as the signed-in player. */
function clientOf(t: TestApp, cookie: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${PUBLIC_URL}/trpc`,
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers as HeadersInit | undefined);
          headers.set('cookie', cookie);
          headers.set('origin', PUBLIC_URL);
          return t.app.request(String(input), {
            method: init?.method,
            body: init?.body as BodyInit,
            headers,
          });
        },
      }),
    ],
  });
}

/** A player with a card from `nonce` presses SPIN: what the client makes of the refusal. */
async function paidSpinRefusedWith(nonce: string, t = buildTestApp(), gameId?: number) {
  const game = gameId ?? (await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(30))).id;
  const { cookie } = await t.signUp();
  await t.call('POST', '/api/card/add', { json: { cardNonce: nonce }, cookie });
  const client = clientOf(t, cookie);
  const cause = await client.spins.paid
    .mutate({ gameId: game, requestId: randomUUID(), agreedToTerms: true })
    .then(
      () => null,
      (error: unknown) => error,
    );
  return paidSpinRefusal(cause);
}

describe('the card-update dialog is chosen by decline code', () => {
  it('asks for a new card for exactly the codes whose text asks to update the payment card', () => {
    for (const code of KNOWN_DECLINE_CODES) {
      const text = declineMessage(code, 7).toLowerCase();
      expect(asksForCardUpdate(code), code).toBe(text.includes('update your payment'));
    }
    expect([asksForCardUpdate(null), asksForCardUpdate('SOMETHING_NEW')]).toEqual([false, false]);
  });

  it('reads the decline code of a real declined spin: an expired card asks for an update', async () => {
    const refusal = await paidSpinRefusedWith('cnon:card-nonce-expired-card');
    expect(refusal).toMatchObject({ kind: 'declined', declineCode: 'CARD_EXPIRED' });
    if (refusal.kind !== 'declined') throw new Error('expected a decline');
    expect(asksForCardUpdate(refusal.declineCode)).toBe(true);
    expect(isInsufficientFunds(refusal.declineCode)).toBe(false);
  });

  it('shows the generic payment failure, not the update dialog, for insufficient funds and a plain decline', async () => {
    const poor = await paidSpinRefusedWith('cnon:card-nonce-insufficient-funds');
    const plain = await paidSpinRefusedWith('cnon:card-nonce-declined');
    for (const refusal of [poor, plain]) {
      if (refusal.kind !== 'declined') throw new Error(`expected a decline, got ${refusal.kind}`);
      expect(asksForCardUpdate(refusal.declineCode)).toBe(false);
    }
    expect(poor).toMatchObject({ declineCode: 'INSUFFICIENT_FUNDS' });
    expect(isInsufficientFunds(poor.kind === 'declined' ? poor.declineCode : null)).toBe(true);
  });

  it('reads a decline past the hold cap as a decline that holds no number', async () => {
    const t = buildTestApp();
    // Ten numbers: the game holds one declined number, the next decline holds nothing.
    const game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(10));
    const first = await paidSpinRefusedWith('cnon:card-nonce-declined', t, game.id);
    const second = await paidSpinRefusedWith('cnon:card-nonce-declined', t, game.id);
    expect(first).toMatchObject({ kind: 'declined', number: expect.any(Number) });
    expect(second).toMatchObject({ kind: 'declined', number: null, paymentMessage: expect.any(String) });
  });

  it('does not take a refusal that is not a decline for one, whatever its text', async () => {
    const t = buildTestApp();
    const game = await t.addGame((g) => g.liveAt(t.clock.now()).withTotalNumbers(30));
    const { cookie } = await t.signUp();
    const cause = await clientOf(t, cookie)
      .spins.paid.mutate({ gameId: game.id, requestId: randomUUID(), agreedToTerms: true })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // NO_PAYMENT_METHOD: its sentence says 'update your payment method', yet it is not a decline.
    expect(paymentFailureOf(cause)).toBeNull();
    expect(paidSpinRefusal(cause)).toMatchObject({ kind: 'no-card' });
  });
});
