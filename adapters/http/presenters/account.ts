import { z } from 'zod';
import type { PlayerWin } from '../../../application/games/ports/winner-repository';
import type { Transaction } from '../../../application/payments/list-transactions';
import type { PlayerAchievements } from '../../../application/play/get-achievements';
import type { NumberClaim } from '../../../domain/play/number-claim';
import type { PlayerStats } from '../../../domain/play/player-stats';
import { centsToDollars } from '../../../domain/shared/money';
import { presentTransactionRefund, transactionRefundOut } from './refunds';
import { instantWinOut, presentInstantWin } from './spin';

/** 'User stats' of the player API; totalSpent in dollars. */
export const statsOut = z.object({
  totalSpins: z.number(),
  totalWins: z.number(),
  totalSpent: z.number(),
  freeSpins: z.number(),
});

export function presentStats(stats: PlayerStats): z.infer<typeof statsOut> {
  return {
    totalSpins: stats.totalSpins,
    totalWins: stats.totalWins,
    totalSpent: centsToDollars(stats.totalSpentCents),
    freeSpins: stats.freeSpins,
  };
}

/** The player's own wins, newest first; prize value in dollars, the date in ISO 8601. */
export const winsOut = z.array(
  z.object({
    gameId: z.number(),
    gameName: z.string(),
    prize: z.string(),
    prizeValue: z.number(),
    number: z.number(),
    wonAt: z.string(),
  }),
);

export function presentWins(wins: readonly PlayerWin[]): z.infer<typeof winsOut> {
  return wins.map((w) => ({
    gameId: w.gameId,
    gameName: w.gameName,
    prize: w.prize,
    prizeValue: centsToDollars(w.prizeValueCents),
    number: w.number,
    wonAt: w.selectedAt.toISOString(),
  }));
}

export const achievementsOut = z.object({
  achievements: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      category: z.enum(['spins', 'spending', 'wins']),
      target: z.number(),
      current: z.number(),
      completed: z.boolean(),
      reward: z.string(),
    }),
  ),
  summary: z.object({
    completed: z.number(),
    total: z.number(),
    progressPercent: z.number(),
    nextGoal: z.string().nullable(),
  }),
});

export const presentAchievements = (a: PlayerAchievements): z.infer<typeof achievementsOut> => a;

/** A 'Game history entry' (the player API); amount in dollars. */
export const historyOut = z.array(
  z.object({
    id: z.string(),
    number: z.number(),
    amount: z.number(),
    isFreePlay: z.boolean(),
    gameId: z.number(),
    createdAt: z.string(),
  }),
);

/** What the entry cost: a free entry nothing, a paid claim its price. */
const amountOf = (claim: NumberClaim) => (claim.kind === 'free' ? 0 : centsToDollars(claim.priceCents));
/** Like the Free Spins figure: a free entry, or a paid spin that landed on a $0 number. */
const isFreePlay = (claim: NumberClaim) => amountOf(claim) === 0;

export function presentHistory(claims: NumberClaim[]): z.infer<typeof historyOut> {
  return claims.map((claim) => ({
    id: claim.id,
    number: claim.number,
    amount: amountOf(claim),
    isFreePlay: isFreePlay(claim),
    gameId: claim.gameId,
    createdAt: claim.createdAt.toISOString(),
  }));
}

/** A 'Transaction' (the player API) with what the pages show beside it; 0 means free. */
export const transactionsOut = z.array(
  z.object({
    id: z.string(),
    amount: z.number(),
    spunNumber: z.number(),
    spinResult: z.number(),
    createdAt: z.string(),
    isFreePlay: z.boolean(),
    gameId: z.number(),
    gameName: z.string(),
    /** The charge's refund (a cancelled game): pending, refunded or failed (retried); null if none. */
    refund: transactionRefundOut,
    /** The instant prize the entry won, value in dollars, or null. */
    instantWin: instantWinOut,
    /** Provably fair: the claim's spin number in its game, null for a claim made before the log. */
    spin: z.number().nullable(),
    /**
     * The client seed the claim used, as the game's log shows it: in a game of scheme 3 the player's
     * seed for that game (docs/rules/fairness.md, Seeds and the commitment); null before the log.
     */
    clientSeed: z.string().nullable(),
  }),
);

export function presentTransactions(transactions: Transaction[]): z.infer<typeof transactionsOut> {
  return transactions.map(({ claim, gameName, refund, instantWin }) => ({
    instantWin: presentInstantWin(instantWin),
    id: claim.id,
    amount: amountOf(claim),
    spunNumber: claim.number,
    spinResult: claim.number,
    createdAt: claim.createdAt.toISOString(),
    isFreePlay: isFreePlay(claim),
    gameId: claim.gameId,
    gameName,
    refund: presentTransactionRefund(refund),
    spin: claim.spin ?? null,
    clientSeed: claim.clientSeed ?? null,
  }));
}

export const PASSWORD_CHANGED_MESSAGE = 'Password changed';
export const passwordChangedOut = z.object({ success: z.literal(true), message: z.string() });
export const successOut = z.object({ success: z.literal(true) });

/** The same answer whether the address was new, waiting for its confirmation or confirmed already. */
export const SUBSCRIBED_MESSAGE =
  'Check your e-mail: follow the link we sent to confirm, and we will e-mail you when new games open.';
export const SUBSCRIPTION_CONFIRMED_MESSAGE = "You're subscribed: we'll e-mail you when new games open.";
export const CONTACT_RECEIVED_MESSAGE = "Thank you for your message. We'll reply within 24 hours.";
export const messageOut = z.object({ success: z.literal(true), message: z.string() });
