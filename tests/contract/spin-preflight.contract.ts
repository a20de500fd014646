import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaidSpinPreflightRequest } from '../../application/play/ports/spin-desk';
import type { Game } from '../../domain/games/game';
import type { StoreWorld } from './world';
import { aClaim, aGameDraft, aNewUser } from './world';

const T0 = new Date(Date.UTC(2030, 0, 1, 12));
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/**
 * The paid spin's reads before the game's lock (SpinDesk.preflight): the game's expired holds go
 * back first, then the request id's claim, the player, the default card and the unsettled claim are
 * read as they stand after that release.
 */
export function describeSpinPreflightContract(name: string, makeWorld: () => Promise<StoreWorld>) {
  describe(`Spin desk preflight contract: ${name}`, () => {
    let world: StoreWorld;
    let game: Game;
    let other: Game;
    let userId: number;
    const ask = (overrides: Partial<PaidSpinPreflightRequest> = {}) =>
      world.spins.preflight({
        userId,
        gameId: game.id,
        requestId: randomUUID(),
        now: later(0),
        releaseLimit: 10,
        ...overrides,
      });
    /** A pending claim on `number` of the game, the player's unless another owner is named, stored. */
    const claimed = async (gameId: number, number: number, owner = userId) => {
      const claim = aClaim({
        gameId,
        number,
        userId: owner,
        status: 'pending',
        createdAt: T0,
        requestId: randomUUID(),
      });
      await world.numbers.claim(claim);
      return claim;
    };

    beforeEach(async () => {
      world = await makeWorld();
      game = await world.games.create(aGameDraft({ totalNumbers: 10, freePlayStart: 11, freePlayEnd: 10 }));
      other = await world.games.create(aGameDraft({ totalNumbers: 10, freePlayStart: 11, freePlayEnd: 10 }));
      userId = (await world.users.create(aNewUser({ state: 'CA' })))?.id ?? 0;
    });

    it('reads the player and nothing else for a player without a card or a claim', async () => {
      expect(await ask()).toEqual({
        seen: null,
        player: { state: 'CA' },
        card: null,
        unsettled: null,
        released: [],
        receipt: {
          email: expect.any(String),
          firstName: expect.any(String),
          gameName: game.name,
          gameCode: game.code,
          cardBrand: null,
          cardLast4: null,
          draw: { endTime: game.endTime, drawAt: null, soldOutAt: null, drawAfterSellOutMinutes: null },
        },
      });
    });

    it("reads the player's default card, and no player once the account is erased", async () => {
      const added = await world.cards.add({
        userId,
        gatewayCustomerId: 'cust-pre',
        gatewayCardId: 'card-pre',
        fingerprint: 'fp-pre',
        brand: 'VISA',
        last4: '1111',
        expMonth: 12,
        expYear: 2033,
        cardholderName: 'Pat Player',
        createdAt: T0,
      });
      expect(added.card).toBeTruthy();
      const card = await world.cards.findDefault(userId);
      expect(card).not.toBeNull();
      expect((await ask()).card).toEqual({
        gatewayCustomerId: card?.gatewayCustomerId,
        gatewayCardId: card?.gatewayCardId,
      });
      // What the charge's receipt will say of that card.
      expect((await ask()).receipt).toMatchObject({ cardBrand: 'VISA', cardLast4: '1111' });
      await world.users.erase(userId, later(1));
      expect((await ask()).player).toBeNull();
    });

    it("reads the request id's claim in any game, and the unsettled claim in this game only", async () => {
      const elsewhere = await claimed(other.id, 2);
      const here = await claimed(game.id, 3);
      const read = await ask({ requestId: elsewhere.requestId ?? '' });
      expect(read.seen).toEqual(elsewhere);
      expect(read.unsettled).toEqual(here);
      expect((await ask({ gameId: other.id })).unsettled).toEqual(elsewhere);
      await world.numbers.markPaid(here.id, later(1));
      expect((await ask()).unsettled).toBeNull();
    });

    it("releases the game's expired holds first: the player's own no longer counts as unsettled", async () => {
      const mine = await claimed(game.id, 4);
      const elsewhere = await claimed(other.id, 5);
      await world.numbers.hold(mine.id, later(10));
      await world.numbers.hold(elsewhere.id, later(10));
      const before = await world.numbers.countAvailable(game.id);

      const open = await ask({ now: later(5), requestId: mine.requestId ?? '' });
      expect(open.released).toEqual([]);
      expect(open.unsettled).toMatchObject({ id: mine.id, status: 'held' });
      expect(open.seen).toMatchObject({ id: mine.id, status: 'held' });

      const read = await ask({ now: later(15), requestId: mine.requestId ?? '' });
      const released = {
        ...mine,
        status: 'released' as const,
        settledAt: later(15),
        holdExpiresAt: later(10),
      };
      expect(read.released).toEqual([released]);
      expect(read.seen).toEqual(released);
      expect(read.unsettled).toBeNull();
      expect(await world.numbers.countAvailable(game.id)).toBe(before + 1);
      // Another game's expired hold stays until its own game's spin or the reconciler.
      expect(await world.numbers.findById(elsewhere.id)).toMatchObject({ status: 'held' });
      expect((await ask({ now: later(16) })).released).toEqual([]);
    });

    it('releases at most the limit of expired holds, oldest first', async () => {
      const players = [userId];
      for (let i = 0; i < 2; i++) players.push((await world.users.create(aNewUser()))?.id ?? 0);
      const claims = [];
      for (const [i, owner] of players.entries()) {
        const claim = await claimed(game.id, i + 1, owner);
        await world.numbers.hold(claim.id, later(10 - i));
        claims.push(claim);
      }
      const read = await ask({ now: later(15), releaseLimit: 2 });
      expect(read.released.map((c) => c.id).sort()).toEqual([claims[2]?.id, claims[1]?.id].sort());
      expect(read.unsettled).toMatchObject({ id: claims[0]?.id, status: 'held' });
    });
  });
}
