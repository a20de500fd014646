import { expect } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/test-server';

/** Past every refund back-off and lease, and a pending charge's grace. */
export const PAST_BACKOFF_MS = 300_000;

// biome-ignore lint/suspicious/noExplicitAny: a JSON answer the tests read field by field.
export type Answer = { status: number; body: any };

/** An administrator's JSON calls on a running server. */
export function adminCalls(server: TestServer, cookie: string) {
  const call = async (method: string, path: string, json?: unknown): Promise<Answer> => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : null };
  };
  return {
    call,
    cancel: (gameId: number, body: unknown) => call('POST', `/api/admin/games/${gameId}/cancel`, body),
    trpc: (procedure: string, json: unknown) => call('POST', `/trpc/${procedure}`, json),
  };
}

/** Each player buys `each` paid numbers over HTTP (POST /api/spin), one after another. */
export async function paidSpins(players: HttpClient[], gameId: number, each: number): Promise<void> {
  await Promise.all(
    players.map(async (player) => {
      for (let i = 0; i < each; i++) {
        const spun = await player.post('/api/spin', { gameId, agreedToTerms: true });
        expect(spun.status, JSON.stringify(spun.body)).toBe(200);
      }
    }),
  );
}

/** The game's refund rows and the cancellation e-mails, as the database holds them. */
export async function refundsAndMail(server: TestServer, gameId: number) {
  const refunds = await server.db.sql<{ claim_id: string; status: string; amount_cents: string }[]>`
    SELECT claim_id, status, amount_cents FROM refunds WHERE game_id = ${gameId}`;
  // biome-ignore lint/suspicious/noExplicitAny: the queued message's JSON, read field by field.
  const mail = await server.db.sql<{ to_address: string; data: any }[]>`
    SELECT to_address, data FROM mail_outbox
    WHERE kind = 'game-cancelled' AND data->>'gameCode' = (SELECT code FROM games WHERE id = ${gameId})`;
  return { refunds, mail };
}

/** Runs the reconciler with the clock past every back-off until the game's refunds are all done. */
export async function reconcileUntilRefunded(
  server: TestServer,
  clock: { advance(ms: number): void },
  gameId: number,
  rounds = 20,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    const { progress } = await server.useCases.getRefundProgress.execute(gameId);
    if (progress.done && progress.total > 0) return;
    clock.advance(PAST_BACKOFF_MS);
    await server.useCases.reconcilePayments.execute();
  }
  throw new Error(`refunds of game ${gameId} not done after ${rounds} rounds`);
}
