import { beforeEach, describe, expect, it } from 'vitest';
import { sourcesOf } from '../../domain/winners/prize-claim';
import { aGameDraft, aNewUser, type StoreWorld } from './world';

type Subject = Pick<StoreWorld, 'winners' | 'users' | 'games' | 'prizeClaims' | 'claimTrails' | 'unitOfWork'>;

const notifiedAt = new Date('2026-03-01T12:00:00Z');
const later = (hours: number) => new Date(notifiedAt.getTime() + hours * 3_600_000);

/** ClaimTrails: every status a claim took, with when and by whom, as the claims store changed it. */
export function describeClaimTrailsContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`ClaimTrails contract: ${name}`, () => {
    let world: Subject;
    let gameId: number;
    let otherGameId: number;
    let winnerId: number;

    beforeEach(async () => {
      world = await makeSubject();
      const player = (await world.users.create(aNewUser()))?.id ?? 0;
      gameId = (await world.games.create(aGameDraft())).id;
      otherGameId = (await world.games.create(aGameDraft())).id;
      for (const game of [gameId, otherGameId]) {
        await world.winners.record({
          gameId: game,
          userId: player,
          number: 7,
          reason: 'Random draw',
          selectedAt: notifiedAt,
          selectedBy: 'automatic draw',
        });
        const claim = { gameName: 'Mega Wheel', prize: 'A bicycle', prizeValueCents: 75_000 };
        const id = await world.prizeClaims.open({ ...claim, gameId: game, notifiedAt, deadline: later(72) });
        if (game === gameId) winnerId = id ?? 0;
      }
    });

    it("lists the game's claim steps in order: the notice, then each change of status with who and when", async () => {
      await world.prizeClaims.change(winnerId, {
        from: sourcesOf('accept'),
        to: 'claimed',
        at: later(1),
        by: 'winner',
      });
      await world.prizeClaims.markReminded(winnerId, 1);
      await world.prizeClaims.change(winnerId, {
        from: sourcesOf('verify'),
        to: 'verified',
        at: later(2),
        by: 'admin@prizewheel.test',
      });
      expect(await world.claimTrails.ofGame(gameId)).toEqual([
        { winnerId, status: 'notified', at: notifiedAt, by: 'notice' },
        { winnerId, status: 'claimed', at: later(1), by: 'winner' },
        { winnerId, status: 'verified', at: later(2), by: 'admin@prizewheel.test' },
      ]);
      expect(await world.claimTrails.ofGame(2_000_000_000)).toEqual([]);
    });

    it('keeps no step of a change refused or rolled back', async () => {
      expect(
        await world.prizeClaims.change(winnerId, {
          from: ['shipped'],
          to: 'delivered',
          at: later(1),
          by: 'x',
        }),
      ).toBe(false);
      await expect(
        world.unitOfWork.run(async (tx) => {
          await tx.prizeClaims.change(winnerId, {
            from: sourcesOf('accept'),
            to: 'claimed',
            at: later(1),
            by: 'winner',
          });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await world.claimTrails.ofGame(gameId)).map((s) => s.status)).toEqual(['notified']);
    });
  });
}
