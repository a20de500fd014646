import { lockedFreeRefusal, lockedRefusal } from '../../../application/play/locked-refusal';
import type {
  FreeSpinOutcome,
  FreeSpinRequest,
  PaidSpinOutcome,
  PaidSpinPreflight,
  PaidSpinPreflightRequest,
  PaidSpinRequest,
  SpinDesk,
} from '../../../application/play/ports/spin-desk';
import { spinEvent } from '../../../application/shared/activity-events';
import { claimIndex } from '../../../domain/fairness/picks';
import { paidSpinSkipsFreeRange } from '../../../domain/fairness/scheme';
import { gameStatus, unsoldNumbers } from '../../../domain/games/game';
import { gameTypeOf } from '../../../domain/games/game-types';
import { chargeNote } from '../../../domain/payments/charge-note';
import { entryCapOf, entryCapReached } from '../../../domain/play/entry-cap';
import type { LockedFreeEntryCheck } from '../../../domain/play/free-entry';
import type { NumberClaim } from '../../../domain/play/number-claim';
import { checkSpin } from '../../../domain/responsible-play/spending-limits';
import { LIMIT_PERIODS } from '../../../domain/responsible-play/spending-periods';
import { claimDeadline, DEFAULT_CLAIM_WINDOW_HOURS } from '../../../domain/winners/claim-window';
import type { Repositories, RepositoriesUnitOfWork } from '../../persistence/repositories';

/**
 * The spin's critical section step by step through the other ports, in one unit of work (the
 * in-memory store runs one at a time), holding the invariants spin_paid and spin_free
 * (adapters/postgres/functions/) hold: the player's record still at the terms' revision, spending within the terms' limits, the
 * draw among the candidates the stored terms give, the stored price. The rules come from the domain;
 * the spin-desk contract holds both adapters to the same answers.
 */
export class InMemorySpinDesk implements SpinDesk {
  constructor(private readonly uow: RepositoriesUnitOfWork) {}

  preflight(r: PaidSpinPreflightRequest): Promise<PaidSpinPreflight> {
    return this.uow.run(async (tx) => {
      const released = await tx.numbers.releaseExpiredHolds(r.now, r.releaseLimit, r.gameId);
      const [seen, user, card, unsettled, game] = await Promise.all([
        tx.numbers.findByRequestId(r.userId, r.requestId),
        tx.users.findById(r.userId),
        tx.cards.findDefault(r.userId),
        tx.numbers.findUnsettled(r.userId, r.gameId),
        tx.games.findById(r.gameId),
      ]);
      const player = user ? { state: user.state } : null;
      const charged = card
        ? { gatewayCustomerId: card.gatewayCustomerId, gatewayCardId: card.gatewayCardId }
        : null;
      const receipt =
        user && game
          ? {
              ...{ email: user.email, firstName: user.firstName, gameName: game.name, gameCode: game.code },
              ...{ cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null },
              draw: {
                endTime: game.endTime,
                drawAt: game.drawAt ?? null,
                soldOutAt: game.soldOutAt ?? null,
                drawAfterSellOutMinutes: game.drawAfterSellOutMinutes ?? null,
              },
            }
          : null;
      return { seen, player, card: charged, unsettled, released, receipt };
    });
  }

  paid(r: PaidSpinRequest): Promise<PaidSpinOutcome> {
    return this.uow.run(async (tx) => {
      await tx.responsiblePlay.lock(r.userId);
      const record = await tx.responsiblePlay.findWithRevision(r.userId);
      if ((record?.revision ?? null) !== r.player.revision) return { kind: 'stale' };
      const { limits } = r.player;
      const spentList = limits
        ? await tx.responsiblePlay.spentSince(
            r.userId,
            LIMIT_PERIODS.map((period) => r.periodStarts[period]),
          )
        : [];
      const locked = await tx.games.lockForSpin(r.gameId);
      if (!locked) return { kind: 'no-game' };
      const { game, numbersLeft, freeNumbersLeft } = locked;
      const paidLeft = numbersLeft - freeNumbersLeft;
      // Every check under the locks, as spin_paid makes them; the domain names the refusal.
      const failed: string[] = [];
      const unsold = await unsoldOf(tx, locked);
      if (gameStatus(game, unsold, r.now) !== 'live') failed.push('game-live');
      if (numbersLeft <= 0 || paidLeft <= 0) failed.push('number-for-sale');
      const cap = entryCapOf(game);
      if (cap !== null && entryCapReached(await tx.numbers.countPaidEntries(r.userId, game.id), cap))
        failed.push('entry-cap');
      const [daily = 0, weekly = 0, monthly = 0] = spentList;
      const spent = limits ? { daily, weekly, monthly } : null;
      const highest = limits ? await tx.numbers.highestAvailablePrice(game.id) : null;
      if (limits && spent && highest !== null && checkSpin(limits, spent, highest, r.now))
        failed.push('spending-limit');
      if (failed.length > 0) {
        const entryLimit = failed.includes('entry-cap') ? cap : null;
        return lockedRefusal({ failed, game, unsold, numbersLeft, entryLimit, spent, highest, now: r.now });
      }
      const seeds = await tx.fairness.spinSeeds(game.id, r.userId);
      if (!seeds) return { kind: 'no-player' };
      const { serverSeed, nextSpin: spin, clientSeed } = seeds;
      const claim = { id: r.claimId, gameId: game.id, userId: r.userId, requestId: r.requestId };
      const range = gameTypeOf(game.gameType).freeRange(game);
      const skip = range && paidSpinSkipsFreeRange(seeds.schemeVersion) ? range : undefined;
      const drawn = await tx.numbers.reservePaidNth(
        { ...claim, createdAt: r.now, spin, clientSeed },
        claimIndex(serverSeed, game.id, spin, clientSeed, skip ? paidLeft : numbersLeft),
        skip,
      );
      if ('refused' in drawn && drawn.refused === 'no-such-number') throw changedUnderLock(game.id);
      if ('refused' in drawn) return { kind: 'unique-key' };
      await tx.events.record(spinEvent(drawn.claimed, r.now));
      if (drawn.claimed.status !== 'pending') {
        await tx.instantPrizes.award(r.claimId, instantNotice(r));
        return { kind: 'claimed', claim: drawn.claimed, attempt: null, numbersLeft: numbersLeft - 1 };
      }
      const attempt = await tx.payments.startAttempt({
        id: r.claimId,
        claimId: r.claimId,
        gatewayCustomerId: r.card.gatewayCustomerId,
        gatewayCardId: r.card.gatewayCardId,
        amountCents: drawn.claimed.priceCents,
        note: chargeNote(game.code, drawn.claimed.number),
        nextTryAt: r.nextTryAt,
        createdAt: r.now,
      });
      return { kind: 'claimed', claim: drawn.claimed, attempt, numbersLeft: numbersLeft - 1 };
    });
  }

  free(r: FreeSpinRequest): Promise<FreeSpinOutcome> {
    return this.uow.run(async (tx) => {
      const locked = await tx.games.lockForSpin(r.gameId);
      if (!locked) return { kind: 'no-game' };
      const { game, freeNumbersLeft } = locked;
      const unsold = await unsoldOf(tx, locked);
      const range = gameTypeOf(game.gameType).freeRange(game);
      // Every check under the lock, as spin_free makes them; the domain names the refusal.
      const failed: LockedFreeEntryCheck[] = [];
      if (gameStatus(game, unsold, r.now) !== 'live') failed.push('game-live');
      if (await tx.numbers.findFreeEntry(r.userId, game.id)) failed.push('used');
      if (!range) failed.push('no-free-range');
      if (freeNumbersLeft <= 0) failed.push('none-left');
      if (failed.length > 0 || !range) return lockedFreeRefusal({ failed, game, unsold, now: r.now });
      const seeds = await tx.fairness.spinSeeds(game.id, r.userId);
      if (!seeds) return { kind: 'no-player' };
      const { serverSeed, nextSpin: spin, clientSeed } = seeds;
      const claim: Omit<NumberClaim, 'number'> = {
        ...{ id: r.claimId, gameId: game.id, userId: r.userId, kind: 'free', status: 'free', priceCents: 0 },
        ...{ requestId: null, createdAt: r.now, settledAt: r.now, holdExpiresAt: null, spin, clientSeed },
      };
      const k = claimIndex(serverSeed, game.id, spin, clientSeed, freeNumbersLeft);
      const drawn = await tx.numbers.claimNthAvailable(claim, k, range);
      if ('refused' in drawn && drawn.refused === 'free-entry-exists')
        return { kind: 'exhausted', why: 'used' };
      if ('refused' in drawn) throw changedUnderLock(game.id);
      const claimed = { ...claim, number: drawn.claimed };
      await tx.events.record(spinEvent(claimed, r.now));
      await tx.instantPrizes.award(r.claimId, instantNotice(r));
      return { kind: 'claimed', claim: claimed };
    });
  }
}

/** The locked game's unsold numbers: its unsettled claims are counted only when none is available. */
async function unsoldOf(tx: Repositories, locked: { game: { id: number }; numbersLeft: number }) {
  const { id } = locked.game;
  const unsettled =
    locked.numbersLeft > 0 ? 0 : ((await tx.entries.claimCounts([id])).get(id)?.unsettled ?? 0);
  return unsoldNumbers(locked.numbersLeft, unsettled);
}

/** The instant-win notice's claim window and deadline, as the domain gives them. */
function instantNotice(r: { now: Date; claimWindowHours?: number }) {
  const windowHours = r.claimWindowHours ?? DEFAULT_CLAIM_WINDOW_HOURS;
  return { at: r.now, windowHours, deadline: claimDeadline(r.now, windowHours) };
}

const changedUnderLock = (gameId: number) =>
  new Error(`number pool of game ${gameId} changed under its spin lock`);
