import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { signedInPlayers } from '../../support/players';
import { type MailWorld, startMailWorld } from '../mail/mail-world';
import { adminCalls, reconcileUntilRefunded, refundsAndMail } from '../payments/cancel-game-support';
import { addCard, paidSpin } from '../responsible-play/responsible-play-support';
import { signInAdminAt } from '../support/admin-session';
import { aClaimForm } from '../winners/claim-world';

const REASON = 'The venue closed for the season';
const GAME_NAME = 'Instant Harbour';
const TAG = 'cancel-instant-b-';

/**
 * docs/rules/games.md, Cancelling a game: an instant prize already won stands when its game is
 * cancelled, on the real database adapters (PostgreSQL when DATABASE_URL is set, else PGlite) and a
 * local SMTP server. Four players buy the game's four numbers; one of them carries the instant prize.
 */
describe('cancelling a game with an instant prize already won', () => {
  let w: MailWorld;
  beforeAll(async () => {
    w = await startMailWorld();
  }, 120_000);
  afterAll(() => w?.close());

  const emailOf = (tag: string, i: number) => `${tag}${i}.${process.pid}@gmail.com`;

  async function aSoldGameWithOneInstantWin(tag: string) {
    const created = await w.server.useCases.createGame.execute({
      name: GAME_NAME,
      prize: 'Sailboat',
      totalNumbers: 4,
      freePlay: false,
      instantPrizes: [{ name: 'Gift card', valueCents: 2500 }],
    });
    if (!created.ok) throw new Error(created.error.message);
    const gameId = created.value.id;
    const players = await signedInPlayers(w.server.useCases, w.server.url, 4, tag);
    const spins: { number: number; instantWin: unknown }[] = [];
    for (const player of players) {
      await addCard(player);
      const spun = await paidSpin(player, gameId);
      expect(spun.status, JSON.stringify(spun.body)).toBe(200);
      expect(spun.body.status).toBe('paid');
      spins.push(spun.body);
    }
    // The prize sits on one of the four numbers, and every number was sold: exactly one player won it.
    const winnerIndex = spins.findIndex((s) => s.instantWin !== null);
    expect(spins.filter((s) => s.instantWin !== null)).toHaveLength(1);
    const [prize] = await w.server.db.sql<{ winner_id: string; number: number; claim_id: string }[]>`
      SELECT winner_id, number, claim_id FROM instant_prizes WHERE game_id = ${gameId}`;
    if (!prize) throw new Error('no instant prize');
    return {
      gameId,
      players,
      winner: players[winnerIndex] as HttpClient,
      winnerIndex,
      winnerId: Number(prize.winner_id),
      winningNumber: prize.number,
      winningClaim: prize.claim_id,
    };
  }

  it('refunds every paid entry, the winning one too, keeps the prize won, claimable and listed, and counts it for the dialog', async () => {
    const { gameId, winner, winnerId, winningClaim } = await aSoldGameWithOneInstantWin('cancel-instant-a-');
    let admin = adminCalls(w.server, await signInAdminAt(w.server.url));

    // The back office's game answer counts the prize won, for the cancel dialog.
    const before = (await admin.call('GET', '/api/admin/games')).body as { id: number }[];
    expect(before.find((g) => g.id === gameId)).toMatchObject({ instantPrizesWon: 1, totalSpins: 4 });
    const viaTrpc = await admin.call('GET', '/trpc/admin.games.list');
    const listed = (viaTrpc.body.result.data as { id: number; instantPrizesWon: number }[]).find(
      (g) => g.id === gameId,
    );
    expect(listed?.instantPrizesWon).toBe(1);

    const cancelled = await admin.cancel(gameId, { reason: REASON });
    expect([200, 202], JSON.stringify(cancelled.body)).toContain(cancelled.status);
    expect(cancelled.body).toMatchObject({
      gameId,
      status: 'cancelled',
      instantPrizesStanding: 1,
      refunds: { total: 4 },
    });
    await reconcileUntilRefunded(w.server, w.clock, gameId);

    // Every paid entry is refunded once, the instant winner's included.
    const { refunds } = await refundsAndMail(w.server, gameId);
    expect(refunds).toHaveLength(4);
    expect(refunds.every((r) => r.status === 'refunded')).toBe(true);
    expect(refunds.map((r) => r.claim_id)).toContain(winningClaim);

    // The prize stands: still won on the game's answer, its claim open, listed for the administrator.
    const game = (await winner.get(`/api/games/${gameId}`)).body;
    expect(game.status).toBe('cancelled');
    expect(game.instantPrizes).toEqual([expect.objectContaining({ k: 1, name: 'Gift card', won: true })]);
    admin = adminCalls(w.server, await signInAdminAt(w.server.url)); // the clock moved past the idle time
    const adminGame = ((await admin.call('GET', '/api/admin/games')).body as { id: number }[]).find(
      (g) => g.id === gameId,
    );
    expect(adminGame).toMatchObject({ status: 'cancelled', instantPrizesWon: 1 });
    const winners = (await admin.call('GET', '/api/admin/winners')).body as {
      gameId: number;
      kind: string;
    }[];
    expect(winners.filter((x) => x.gameId === gameId)).toEqual([
      expect.objectContaining({
        kind: 'instant',
        instantPrize: expect.objectContaining({ name: 'Gift card' }),
        claimStatus: 'notified',
      }),
    ]);
    const claims = await admin.call('GET', `/api/admin/claims?gameId=${gameId}`);
    expect(claims.body.claims).toEqual([
      expect.objectContaining({ winnerId, status: 'notified', prize: 'Gift card' }),
    ]);

    // The winner claims it on the claim page, and the operator reviews it, as in any game.
    const page = await winner.get(`/api/claims/${winnerId}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({ status: 'notified', prize: 'Gift card' });
    const signed = await winner.post(`/api/claims/${winnerId}`, aClaimForm());
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('claimed');
    const verified = await admin.call('POST', `/api/admin/claims/${winnerId}/verify`, {});
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.status).toBe('verified');
    // The Winners tab reads the claim as it stands now.
    const after = (await admin.call('GET', '/api/admin/winners')).body as { gameId: number }[];
    expect(after.find((x) => x.gameId === gameId)).toMatchObject({
      kind: 'instant',
      claimStatus: 'verified',
    });
  }, 180_000);

  it("says in the instant winner's cancellation e-mail that the prize stands, with its claim link; the other players' e-mails are as before", async () => {
    const { gameId, winnerId, winningNumber, winnerIndex } = await aSoldGameWithOneInstantWin(TAG);
    const admin = adminCalls(w.server, await signInAdminAt(w.server.url));
    const cancelled = await admin.cancel(gameId, { reason: REASON });
    expect([200, 202], JSON.stringify(cancelled.body)).toContain(cancelled.status);
    await w.deliver();

    // Queued: the winner's message names the prize and its winner id; the others' carry no such field.
    const { mail } = await refundsAndMail(w.server, gameId);
    expect(mail).toHaveLength(4);
    const queuedFor = (i: number) => mail.find((m) => m.to_address === emailOf(TAG, i))?.data;
    expect(queuedFor(winnerIndex)?.instantPrizes).toEqual([
      { number: winningNumber, prize: 'Gift card', prizeValueCents: 2500, winnerId },
    ]);

    const isCancellation = (m: { subject: string }) => m.subject === `${GAME_NAME} was cancelled`;
    for (let i = 0; i < 4; i++) {
      const received = w.smtp.to(emailOf(TAG, i)).filter(isCancellation);
      expect(received, emailOf(TAG, i)).toHaveLength(1);
      const text = received[0]?.text ?? '';
      expect(text).toContain(REASON);
      expect(text).toContain('Every number you paid for is refunded in full');
      if (i === winnerIndex) {
        expect(text).toContain(
          `Your instant prize stands: number ${winningNumber} won Gift card (worth $25.00)`,
        );
        expect(text).toContain('its number is refunded like every paid entry');
        expect(text).toContain(`${w.server.url}/claim/${winnerId}`);
        expect(received[0]?.html).toContain(`href="${w.server.url}/claim/${winnerId}"`);
      } else {
        const data = queuedFor(i);
        expect(Object.keys(data).sort()).toEqual(
          ['kind', 'firstName', 'gameName', 'gameCode', 'reason', 'refunds', 'freeNumbers'].sort(),
        );
        expect(text).not.toMatch(/instant prize/i);
        expect(text).not.toContain('/claim/');
      }
    }
  }, 180_000);
});
