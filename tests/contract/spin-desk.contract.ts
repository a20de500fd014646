import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { paidSpinUnderTerms } from '../../application/play/paid-spin-under-terms';
import type { PaidSpinRequest } from '../../application/play/ports/spin-desk';
import { claimIndex } from '../../domain/fairness/picks';
import { type Game, gameStatus, unsoldNumbers } from '../../domain/games/game';
import { gameNotLive } from '../../domain/games/game.errors';
import { chargeGate } from '../../domain/payments/charge-gate';
import { chargeNote } from '../../domain/payments/charge-note';
import { hasLimitInForce, limitsInForce } from '../../domain/responsible-play/spending-limits';
import { LIMIT_PERIODS, periodStart } from '../../domain/responsible-play/spending-periods';
import type { StoreWorld } from './world';
import { aGameDraft, aNewUser } from './world';

const NOW = new Date('2026-01-05T12:00:00.000Z');
const card = { gatewayCustomerId: 'cust-1', gatewayCardId: 'card-1' };

/**
 * The spin's critical section (docs/rules/play.md, Spins) as one atomic step: the number drawn is the one the
 * provably fair scheme of domain/fairness picks, and every refusal writes nothing.
 */
export function describeSpinDeskContract(name: string, makeWorld: () => Promise<StoreWorld>) {
  describe(`Spin desk contract: ${name}`, () => {
    let world: StoreWorld;
    let game: Game;
    let userId: number;
    const newPlayer = async () => (await world.users.create(aNewUser()))?.id ?? 0;
    const paid = (overrides: Partial<Omit<PaidSpinRequest, 'player'>> = {}) =>
      paidSpinUnderTerms(world.spins, world.responsiblePlay, {
        claimId: randomUUID(),
        gameId: game.id,
        userId,
        requestId: randomUUID(),
        now: NOW,
        card,
        nextTryAt: new Date(NOW.getTime() + 60_000),
        periodStarts: Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodStart(p, NOW)])) as never,
        ...overrides,
      });
    const free = (player = userId, gameId = game.id, now = NOW) =>
      world.spins.free({ claimId: randomUUID(), gameId, userId: player, now });
    /** The number domain/fairness picks for the player's next spin among `candidates`. */
    const expectedPick = async (player: number, candidates: number[]) => {
      const seeds = await world.fairness.spinSeeds(game.id, player);
      if (!seeds) throw new Error('no seeds');
      const k = claimIndex(seeds.serverSeed, game.id, seeds.nextSpin, seeds.clientSeed, candidates.length);
      return { number: candidates[k], spin: seeds.nextSpin, clientSeed: seeds.clientSeed };
    };
    const nothingTaken = async () => {
      expect(await world.numbers.countAvailable(game.id)).toBe(20);
      expect((await world.fairness.read(game.id))?.log).toEqual([]);
    };

    beforeEach(async () => {
      world = await makeWorld();
      game = await world.games.create(aGameDraft({ totalNumbers: 20, freePlayStart: 16, freePlayEnd: 20 }));
      userId = await newPlayer();
    });

    it('claims the numbers domain/fairness picks outside the free range, prices and logs them, and starts their charges', async () => {
      for (let spin = 1; spin <= 8; spin += 1) {
        const player = await newPlayer();
        const available = await world.numbers.listAvailable(game.id);
        const pick = await expectedPick(
          player,
          available.filter((n) => n < 16),
        );
        const claimId = randomUUID();
        const outcome = await paid({ claimId, userId: player });
        if (outcome.kind !== 'claimed') throw new Error(`spin ${spin}: ${outcome.kind}`);
        const claim = { id: claimId, number: pick.number, spin, clientSeed: pick.clientSeed, kind: 'paid' };
        expect(outcome.claim).toMatchObject({ ...claim, priceCents: (pick.number ?? 0) * 100 });
        expect(outcome.claim.status).toBe('pending');
        expect(await world.numbers.findById(claimId)).toEqual(outcome.claim);
        expect(outcome.attempt).toEqual(await world.payments.findAttempt(claimId));
        const note = chargeNote(game.code, pick.number ?? 0);
        expect(outcome.attempt).toMatchObject({ claimId, ...card, note, status: 'pending', tries: 0 });
        expect(await world.events.forUser(player, 5)).toMatchObject([
          { kind: 'paid_spin', gameId: game.id, number: pick.number, amountCents: outcome.claim.priceCents },
        ]);
      }
      const log = (await world.fairness.read(game.id))?.log ?? [];
      expect(log.map((e) => (e.type === 'claim' ? e.spin : 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(await world.numbers.countAvailable(game.id)).toBe(12);
    });

    it('draws the free entry from the free range, once per player', async () => {
      const pick = await expectedPick(userId, [16, 17, 18, 19, 20]);
      const outcome = await free();
      expect(outcome).toEqual({
        kind: 'claimed',
        claim: expect.objectContaining({ number: pick.number, spin: 1, kind: 'free', status: 'free' }),
      });
      if (outcome.kind === 'claimed')
        expect(await world.numbers.findById(outcome.claim.id)).toEqual(outcome.claim);
      expect(await free()).toEqual({ kind: 'exhausted', why: 'used' });
      expect(await world.numbers.countAvailable(game.id, { from: 16, to: 20 })).toBe(4);
    });

    it('refuses free entries without a free range, or with none left', async () => {
      const none = await world.games.create(
        aGameDraft({ totalNumbers: 20, freePlayStart: 21, freePlayEnd: 20 }),
      );
      expect(await free(userId, none.id)).toEqual({ kind: 'exhausted', why: 'no-free-range' });
      for (let i = 0; i < 5; i += 1) expect((await free(await newPlayer())).kind).toBe('claimed');
      expect(await free()).toEqual({ kind: 'exhausted', why: 'none-left' });
    });

    it('refuses a game that is not live, or missing, and writes nothing', async () => {
      const later = new Date('2026-02-01T00:00:00.000Z');
      const scheduled = await world.games.create(
        aGameDraft({ isScheduled: true, startTime: later, endTime: new Date('2026-02-05T00:00:00.000Z') }),
      );
      const refusal = { kind: 'not-live', status: 'scheduled', startTime: later };
      expect(await paid({ gameId: scheduled.id })).toEqual(refusal);
      expect(await free(userId, scheduled.id)).toEqual(refusal);
      expect(await paid({ now: new Date('2026-01-11T00:00:00.000Z') })).toMatchObject({ status: 'ended' });
      expect(await paid({ gameId: 999_999 })).toEqual({ kind: 'no-game' });
      expect(await free(userId, 999_999)).toEqual({ kind: 'no-game' });
      expect(await paid({ userId: 999_999 })).toEqual({ kind: 'no-player' });
      await nothingTaken();
      const tiny = await world.games.create(
        aGameDraft({ totalNumbers: 1, freePlayStart: 2, freePlayEnd: 1 }),
      );
      const first = await paid({ gameId: tiny.id });
      if (first.kind !== 'claimed') throw new Error(first.kind);
      // Its only number awaits its payment: not sold, so the game is not complete yet.
      const reserved = { kind: 'nothing-for-sale', why: 'reserved' };
      expect(await paid({ gameId: tiny.id, userId: await newPlayer() })).toEqual(reserved);
      await world.numbers.markPaid(first.claim.id, NOW);
      expect(await paid({ gameId: tiny.id, userId: await newPlayer() })).toMatchObject({
        status: 'complete',
      });
    });

    it('sells paid spins down to the last paid number and leaves every free number to free entries', async () => {
      for (let spin = 1; spin <= 15; spin += 1) {
        const outcome = await paid({ userId: await newPlayer() });
        if (outcome.kind !== 'claimed') throw new Error(`spin ${spin}: ${outcome.kind}`);
        expect(outcome.claim.number).toBeLessThan(16);
      }
      expect(await paid({ userId: await newPlayer() })).toEqual({
        kind: 'nothing-for-sale',
        why: 'free-only',
      });
      expect(await world.numbers.listAvailable(game.id)).toEqual([16, 17, 18, 19, 20]);
      for (let i = 0; i < 5; i += 1) expect((await free(await newPlayer())).kind).toBe('claimed');
    });

    it('takes one entry per player in a game whose every number is free', async () => {
      const allFree = await world.games.create(
        aGameDraft({ totalNumbers: 5, freePlayStart: 1, freePlayEnd: 5 }),
      );
      expect((await free(userId, allFree.id)).kind).toBe('claimed');
      expect(await free(userId, allFree.id)).toEqual({ kind: 'exhausted', why: 'used' });
      expect(await paid({ gameId: allFree.id })).toEqual({ kind: 'nothing-for-sale', why: 'free-only' });
      expect(await world.numbers.countAvailable(allFree.id)).toBe(4);
    });

    it("names the first refusal in the domain's order when several checks fail under the lock", async () => {
      const capped = await world.games.create(
        aGameDraft({ totalNumbers: 20, freePlayStart: 16, freePlayEnd: 20, maxEntriesPerPlayer: 1 }),
      );
      expect((await paid({ gameId: capped.id })).kind).toBe('claimed');
      const none = { amount: null, pending: null };
      await world.responsiblePlay.saveLimits(
        userId,
        { daily: { amount: 100, pending: null }, weekly: none, monthly: none },
        NOW,
      );
      // The cap and the limit both fail: LOCKED_CHARGE_CHECKS names the cap first.
      expect(await paid({ gameId: capped.id })).toEqual({ kind: 'entry-limit', limit: 1 });
      // Past its end, the game fails too, and comes first.
      expect(await paid({ gameId: capped.id, now: new Date('2026-01-11T00:00:00.000Z') })).toMatchObject({
        kind: 'not-live',
        status: 'ended',
      });
    });

    it("names a free entry's first refusal in the domain's order when several checks fail under the lock", async () => {
      const small = await world.games.create(
        aGameDraft({ totalNumbers: 20, freePlayStart: 20, freePlayEnd: 20 }),
      );
      expect((await free(userId, small.id)).kind).toBe('claimed');
      // Taken, and none left: LOCKED_FREE_ENTRY_CHECKS names the player's own entry first.
      expect(await free(userId, small.id)).toEqual({ kind: 'exhausted', why: 'used' });
      expect(await free(await newPlayer(), small.id)).toEqual({ kind: 'exhausted', why: 'none-left' });
      // Past its end, the game fails too, and comes first.
      expect(await free(userId, small.id, new Date('2026-01-11T00:00:00.000Z'))).toMatchObject({
        kind: 'not-live',
        status: 'ended',
      });
    });

    it('refuses a player on a break, and a spin whose dearest number could pass a limit', async () => {
      const until = new Date('2026-01-06T00:00:00.000Z');
      await world.responsiblePlay.extendExclusion(userId, until, NOW);
      expect(await paid()).toEqual({ kind: 'excluded', until });
      const limited = await newPlayer();
      const none = { amount: null, pending: null };
      const daily = { amount: 1_000, pending: null };
      await world.responsiblePlay.saveLimits(limited, { daily, weekly: none, monthly: none }, NOW);
      const spent = { daily: 0, weekly: 0, monthly: 0 };
      const amounts = { daily: 1_000, weekly: null, monthly: null };
      expect(await paid({ userId: limited })).toEqual({ kind: 'limit', amounts, spent, highest: 1_500 });
      await nothingTaken();
      const raised = { amount: 1_000, pending: { amount: 2_000, appliesAt: new Date(NOW.getTime() - 1) } };
      await world.responsiblePlay.saveLimits(limited, { daily: raised, weekly: none, monthly: none }, NOW);
      expect((await paid({ userId: limited })).kind).toBe('claimed');
    });

    /** What the charge gate decides for the player's next paid spin, from what the stores hold. */
    const gateSays = async (player: number, gameId: number, now: Date) => {
      const record = await world.responsiblePlay.find(player);
      const amounts = record ? limitsInForce(record.limits, now) : null;
      const limits = amounts && hasLimitInForce(amounts) ? amounts : null;
      const starts = LIMIT_PERIODS.map((p) => periodStart(p, now));
      const [daily = 0, weekly = 0, monthly = 0] = await world.responsiblePlay.spentSince(player, starts);
      const found = await world.games.findById(gameId);
      const unsettled = (await world.entries.claimCounts([gameId])).get(gameId)?.unsettled ?? 0;
      const left = unsoldNumbers(await world.numbers.countAvailable(gameId), unsettled);
      const decision = chargeGate({
        maintenance: false,
        player: { state: 'TN' },
        excludedUntil: record?.excludedUntil ?? null,
        gameStatus: found ? gameStatus(found, left, now) : null,
        gameStartTime: found?.startTime ?? null,
        limits,
        spent: { daily, weekly, monthly },
        amount: await world.numbers.highestAvailablePrice(gameId),
        now,
      });
      return decision.ok ? 'ok' : decision.error.code;
    };
    /** The desk's answer as the code of the error the spin gets. */
    const deskSays = async (player: number, gameId: number, now: Date) => {
      const outcome = await paid({ userId: player, gameId, now });
      if (outcome.kind === 'claimed') return 'ok';
      if (outcome.kind === 'excluded') return 'SELF_EXCLUDED';
      if (outcome.kind === 'limit') return 'LIMIT_REACHED';
      if (outcome.kind === 'no-game') return 'NOT_FOUND';
      if (outcome.kind === 'not-live') return gameNotLive(outcome.status).code;
      return outcome.kind;
    };

    it('refuses exactly what the charge gate refuses, for the same reason', async () => {
      const none = { amount: null, pending: null };
      const limit = (amount: number) => ({ daily: { amount, pending: null }, weekly: none, monthly: none });
      const later = new Date('2026-02-01T00:00:00.000Z');
      type Case = {
        name: string;
        now?: Date;
        set?: (player: number) => Promise<unknown>;
        game?: () => Promise<number>;
      };
      const cases: Case[] = [
        { name: 'no limits' },
        {
          name: 'on a break',
          set: (p) => world.responsiblePlay.extendExclusion(p, new Date(NOW.getTime() + 1), NOW),
        },
        { name: 'break over', set: (p) => world.responsiblePlay.extendExclusion(p, NOW, NOW) },
        { name: 'limits of $0', set: (p) => world.responsiblePlay.saveLimits(p, limit(0), NOW) },
        {
          name: 'a limit one cent short',
          set: (p) => world.responsiblePlay.saveLimits(p, limit(1_499), NOW),
        },
        {
          name: 'a limit that just fits',
          set: (p) => world.responsiblePlay.saveLimits(p, limit(1_500), NOW),
        },
        { name: 'an ended game', now: new Date('2026-01-11T00:00:00.000Z') },
        { name: 'a missing game', game: async () => 999_999 },
        {
          name: 'a scheduled game',
          game: async () =>
            (
              await world.games.create(
                aGameDraft({
                  isScheduled: true,
                  startTime: later,
                  endTime: new Date(later.getTime() + 3_600_000),
                }),
              )
            ).id,
        },
        {
          name: 'a complete game',
          game: async () => {
            const tiny = await world.games.create(
              aGameDraft({ totalNumbers: 1, freePlayStart: 2, freePlayEnd: 1 }),
            );
            const sold = await paid({ gameId: tiny.id, userId: await newPlayer() });
            if (sold.kind === 'claimed') await world.numbers.markPaid(sold.claim.id, NOW);
            return tiny.id;
          },
        },
      ];
      const answers: string[] = [];
      for (const c of cases) {
        const player = await newPlayer();
        await c.set?.(player);
        const gameId = (await c.game?.()) ?? game.id;
        const now = c.now ?? NOW;
        const gate = await gateSays(player, gameId, now);
        expect(await deskSays(player, gameId, now), c.name).toBe(gate);
        answers.push(`${c.name}: ${gate}`);
      }
      // Every kind of answer was met, so the agreement above is not vacuous.
      expect(new Set(answers.map((a) => a.split(': ')[1]))).toEqual(
        new Set([
          'ok',
          'SELF_EXCLUDED',
          'LIMIT_REACHED',
          'GAME_ENDED',
          'NOT_FOUND',
          'GAME_NOT_STARTED',
          'GAME_COMPLETE',
        ]),
      );
    });

    it('writes nothing for a request id already used, or a second unsettled claim', async () => {
      // No free range: every number costs something, so the first claim stays pending.
      game = await world.games.create(aGameDraft({ totalNumbers: 20, freePlayStart: 21, freePlayEnd: 20 }));
      const requestId = randomUUID();
      expect((await paid({ requestId })).kind).toBe('claimed');
      expect(await paid({ requestId })).toEqual({ kind: 'unique-key' });
      expect(await paid()).toEqual({ kind: 'unique-key' });
      expect(await world.numbers.countAvailable(game.id)).toBe(19);
      expect((await world.fairness.spinSeeds(game.id, userId))?.nextSpin).toBe(2);
    });
  });
}
