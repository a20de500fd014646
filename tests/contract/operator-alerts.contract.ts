import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { aClaim, aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'users' | 'games' | 'numbers' | 'winners' | 'payments' | 'operatorAlerts'>;

/** aGameDraft's games run 2026-01-01 to 2026-01-11. */
const LIVE = new Date('2026-01-05T00:00:00Z');
const AFTER_END = new Date('2026-01-12T00:00:00Z');
const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);

export function describeOperatorAlertsContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`OperatorAlerts contract: ${name}`, () => {
    let world: Subject;
    let player: number;
    beforeEach(async () => {
      world = await makeSubject();
      player = (await world.users.create(aNewUser()))?.id ?? 0;
    });

    const aGame = (name: string, totalNumbers = 20) =>
      world.games.create(
        aGameDraft({ name, totalNumbers, freePlayStart: totalNumbers + 1, freePlayEnd: totalNumbers }),
      );

    it('lists games ended or sold out with entries and no winner, oldest end first', async () => {
      const ended = await aGame('Ended, played');
      await world.numbers.claim(aClaim({ gameId: ended.id, number: 3, userId: player }));
      await aGame('Ended, nobody played');
      const soldOut = await aGame('Sold out', 2);
      await world.numbers.claim(aClaim({ gameId: soldOut.id, number: 1, userId: player }));
      await world.numbers.claim(
        aClaim({ gameId: soldOut.id, number: 2, userId: player, kind: 'free', status: 'free' }),
      );
      const won = await aGame('Ended, won');
      await world.numbers.claim(aClaim({ gameId: won.id, number: 5, userId: player }));
      await world.winners.record({
        gameId: won.id,
        userId: player,
        number: 5,
        reason: 'Drawn',
        selectedAt: AFTER_END,
        selectedBy: 'admin@prizewheel.test',
      });

      expect(await world.operatorAlerts.gamesAwaitingWinner(LIVE)).toEqual([
        { gameId: soldOut.id, name: 'Sold out', code: soldOut.code, reason: 'soldOut', entries: 2 },
      ]);
      const afterEnd = await world.operatorAlerts.gamesAwaitingWinner(AFTER_END);
      expect(afterEnd.map((game) => [game.name, game.reason, game.entries])).toEqual([
        ['Ended, played', 'ended', 1],
        ['Sold out', 'ended', 2],
      ]);
    });

    it('counts pending charges older than the cut-off and holds still open', async () => {
      const game = await aGame('Paid');
      const claims = [1, 2, 3, 4].map((number) =>
        aClaim({ gameId: game.id, number, userId: null, status: 'pending', priceCents: number * 100 }),
      );
      for (const claim of claims) await world.numbers.claim(claim);
      const attempt = (claimId: string, createdAt: Date) => ({
        id: randomUUID(),
        claimId,
        gatewayCustomerId: 'cust-1',
        gatewayCardId: 'card-1',
        amountCents: 100,
        note: 'Spin',
        nextTryAt: createdAt,
        createdAt,
      });
      const [old, fresh, held, expired] = claims.map((claim) => claim.id) as [string, string, string, string];
      await world.payments.startAttempt(attempt(old, minutesBefore(LIVE, 12)));
      await world.payments.startAttempt(attempt(fresh, minutesBefore(LIVE, 1)));
      await world.numbers.hold(held, new Date(LIVE.getTime() + 60_000));
      await world.numbers.hold(expired, minutesBefore(LIVE, 1));

      expect(await world.operatorAlerts.unsettledCharges(LIVE, minutesBefore(LIVE, 5))).toEqual({
        stalePending: 1,
        oldestPendingAt: minutesBefore(LIVE, 12),
        openHolds: 1,
      });
    });

    it('reports nothing on an empty store', async () => {
      expect(await world.operatorAlerts.gamesAwaitingWinner(AFTER_END)).toEqual([]);
      expect(await world.operatorAlerts.unsettledCharges(AFTER_END, AFTER_END)).toEqual({
        stalePending: 0,
        oldestPendingAt: null,
        openHolds: 0,
      });
    });
  });
}
