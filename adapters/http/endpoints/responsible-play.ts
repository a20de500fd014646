import {
  breakOut,
  holdingOut,
  presentBreak,
  presentSpending,
  presentSpinPrice,
  spendingOut,
  spinBlocksOut,
  spinPriceOut,
} from '../presenters/responsible-play';
import {
  limitAmountsOf,
  limitsInput,
  limitsOut,
  presentLimits,
  spendingInput,
  takeBreakInput,
} from '../responsible-play-schemas';
import { gameIdInput } from '../schemas';
import { unwrap } from '../trpc-errors';
import { instantOf } from '../validation';
import { mutation, query } from './endpoint';

/** `responsiblePlay.*`: a spin's price, the player's holding, spending limits and breaks. */
export const responsiblePlay = {
  spinPrice: query({
    summary: "What the game's next paid spin costs",
    access: 'public',
    input: gameIdInput,
    output: spinPriceOut,
    rest: { method: 'GET', path: '/api/games/{id}/spin-price' },
    run: async ({ useCases }, input) =>
      presentSpinPrice(unwrap(await useCases.getSpinPrice.execute(input.id))),
  }),

  /** Public: maintenance for everyone, and with a session the player's break and limits. */
  spinBlocks: query({
    summary: 'What stops a paid or free spin now',
    access: 'public',
    input: gameIdInput,
    output: spinBlocksOut,
    rest: { method: 'GET', path: '/api/games/{id}/spin-blocks' },
    run: async ({ useCases, loadSession }, input) => {
      const session = await loadSession();
      const request = { gameId: input.id, userId: session?.user.id ?? null };
      return unwrap(await useCases.getSpinBlocks.execute(request));
    },
  }),

  holding: query({
    summary: 'How many numbers the player holds and claimed in a game',
    access: 'player',
    input: gameIdInput,
    output: holdingOut,
    rest: { method: 'GET', path: '/api/games/{id}/holding' },
    run: async ({ useCases, session }, input) =>
      unwrap(await useCases.getHolding.execute({ userId: session.user.id, gameId: input.id })),
  }),

  limits: query({
    summary: "The player's spending limits",
    access: 'player',
    output: limitsOut,
    rest: { method: 'GET', path: '/api/user/limits' },
    run: async ({ useCases, session }) =>
      presentLimits(await useCases.getSpendingLimits.execute(session.user.id)),
  }),

  setLimits: mutation({
    summary: "Set the player's spending limits",
    access: 'player',
    input: limitsInput,
    output: limitsOut,
    rest: { method: 'PUT', path: '/api/user/limits' },
    run: async ({ useCases, session }, input) => {
      const limits = limitAmountsOf(input);
      return presentLimits(await useCases.setSpendingLimits.execute({ userId: session.user.id, limits }));
    },
  }),

  spending: query({
    summary: 'What the player spent today, this week, this month and this session',
    access: 'player',
    input: spendingInput,
    output: spendingOut,
    rest: { method: 'GET', path: '/api/user/spending' },
    run: async ({ useCases, session }, input) => {
      const since = input?.since ? instantOf(input.since) : undefined;
      return presentSpending(await useCases.getSpendingSummary.execute(session.user.id, since));
    },
  }),

  selfExclusion: query({
    summary: "The player's break, if any",
    access: 'player',
    output: breakOut,
    rest: { method: 'GET', path: '/api/user/self-exclusion' },
    run: async ({ useCases, session }) => presentBreak(await useCases.getBreak.execute(session.user.id)),
  }),

  takeBreak: mutation({
    summary: 'Take a break from play',
    access: 'player',
    input: takeBreakInput,
    output: breakOut,
    rest: { method: 'POST', path: '/api/user/self-exclusion' },
    run: async ({ useCases, session }, input) =>
      presentBreak(await useCases.takeBreak.execute({ userId: session.user.id, period: input.period })),
  }),
};
