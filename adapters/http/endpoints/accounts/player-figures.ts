import { z } from 'zod';
import type { Transaction } from '../../../../application/payments/list-transactions';
import type { MyData } from '../../../../application/play/export-my-data';
import type { PlayerAchievements } from '../../../../application/play/get-achievements';
import type { NumberClaim } from '../../../../domain/play/number-claim';
import type { PlayerStats } from '../../../../domain/play/player-stats';
import type { PlayerWin } from '../../../../domain/play/player-wins';
import { centsToDollars } from '../../../../domain/shared/money';
import { AUTHENTICATION_REQUIRED } from '../../error-status';
import { trpcErrorOf } from '../../trpc-errors';
import { query } from '../endpoint';
import { presentTransactionRefund, transactionRefundOut } from '../payments/cancel-and-refunds';
import { paymentCardOut, presentCard } from '../payments/cards';
import { instantWinOut, presentInstantWin } from '../play/free-spins';
import { preferencesSchema } from './player-settings';

/** 'User stats' of the player API; totalSpent in dollars. */
export const statsOut = z.object({
  totalSpins: z.number(),
  totalWins: z.number(),
  totalSpent: z.number(),
  freeSpins: z.number(),
});

function presentStats(stats: PlayerStats): z.infer<typeof statsOut> {
  return {
    totalSpins: stats.totalSpins,
    totalWins: stats.totalWins,
    totalSpent: centsToDollars(stats.totalSpentCents),
    freeSpins: stats.freeSpins,
  };
}

/**
 * The player's own wins in force, main prizes and instant prizes alike, newest first; prize value in
 * dollars, the date in ISO 8601; winnerId names the claim page, /claim/{winnerId}.
 */
export const winsOut = z.array(
  z.object({
    winnerId: z.number(),
    kind: z.enum(['main', 'instant']),
    gameId: z.number(),
    gameName: z.string(),
    prize: z.string(),
    prizeValue: z.number(),
    number: z.number(),
    wonAt: z.string(),
  }),
);

function presentWins(wins: readonly PlayerWin[]): z.infer<typeof winsOut> {
  return wins.map((w) => ({
    winnerId: w.winnerId,
    kind: w.kind,
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

const presentAchievements = (a: PlayerAchievements): z.infer<typeof achievementsOut> => a;

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

function presentHistory(claims: NumberClaim[]): z.infer<typeof historyOut> {
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
    /** A free entry of a cancelled game: void, in no draw (a paid one is refunded instead). */
    isVoid: z.boolean(),
    /** Provably fair: the claim's spin number in its game, null for a claim made before the log. */
    spin: z.number().nullable(),
    /**
     * The client seed the claim used, as the game's log shows it: in a game of scheme 3 the player's
     * seed for that game (docs/rules/fairness.md, Seeds and the commitment); null before the log.
     */
    clientSeed: z.string().nullable(),
  }),
);

function presentTransactions(transactions: Transaction[]): z.infer<typeof transactionsOut> {
  return transactions.map(({ claim, gameName, refund, instantWin, isVoid }) => ({
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
    isVoid,
    spin: claim.spin ?? null,
    clientSeed: claim.clientSeed ?? null,
  }));
}

/** The player's data export: each part in the shape its own endpoint answers, money in dollars. */
export const myDataOut = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    state: z.string().nullable(),
    optOutPublicity: z.boolean(),
    acceptedTermsAt: z.string().nullable(),
    createdAt: z.string(),
  }),
  preferences: preferencesSchema,
  cards: z.array(paymentCardOut),
  transactions: transactionsOut,
  wins: winsOut,
});

function presentMyData(data: MyData): z.infer<typeof myDataOut> {
  const { profile } = data;
  return {
    exportedAt: data.exportedAt.toISOString(),
    profile: {
      id: profile.id,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      state: profile.state,
      optOutPublicity: profile.optOutPublicity,
      acceptedTermsAt: profile.acceptedTermsAt?.toISOString() ?? null,
      createdAt: profile.createdAt.toISOString(),
    },
    preferences: data.preferences,
    cards: data.cards.map(presentCard),
    transactions: presentTransactions(data.transactions),
    wins: presentWins(data.wins),
  };
}

/** `account.*`: the signed-in player's own figures, history, charges and data. */
export const accountFigures = {
  stats: query({
    summary: "The player's totals",
    access: 'player',
    output: statsOut,
    rest: { method: 'GET', path: '/api/user/stats' },
    run: async ({ useCases, session }) =>
      presentStats(await useCases.getPlayerStats.execute(session.user.id)),
  }),

  wins: query({
    summary: "The player's wins",
    access: 'player',
    output: winsOut,
    rest: { method: 'GET', path: '/api/user/wins' },
    run: async ({ useCases, session }) => presentWins(await useCases.listPlayerWins.execute(session.user.id)),
  }),

  achievements: query({
    summary: "The player's achievements",
    access: 'player',
    output: achievementsOut,
    rest: false,
    run: async ({ useCases, session }) =>
      presentAchievements(await useCases.getAchievements.execute(session.user.id)),
  }),

  gameHistory: query({
    summary: 'Every number the player claimed',
    access: 'player',
    output: historyOut,
    rest: { method: 'GET', path: '/api/user/game-history' },
    run: async ({ useCases, session }) =>
      presentHistory(await useCases.getGameHistory.execute(session.user.id)),
  }),

  export: query({
    summary: "A copy of the player's own data: profile, preferences, cards, transactions and wins",
    access: 'player',
    output: myDataOut,
    rest: { method: 'GET', path: '/api/user/export' },
    run: async ({ useCases, session }) => {
      const data = await useCases.exportMyData.execute(session.user.id);
      // The account was erased after the session was read: as signed out.
      if (!data) throw trpcErrorOf(AUTHENTICATION_REQUIRED);
      return presentMyData(data);
    },
  }),

  transactions: query({
    summary: "The player's charges",
    access: 'player',
    output: transactionsOut,
    rest: { method: 'GET', path: '/api/transactions' },
    run: async ({ useCases, session }) =>
      presentTransactions(await useCases.listTransactions.execute(session.user.id)),
  }),
};
