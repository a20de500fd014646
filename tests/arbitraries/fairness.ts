import fc from 'fast-check';
import type { FairnessAnswer } from '../../domain/fairness/fairness-answer';
import { type GameAction, playHonestGame } from '../builders/fairness-game';

const clientSeedArb = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 64,
});

const actionArb: fc.Arbitrary<GameAction> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('spin' as const),
      kind: fc.constantFrom('paid' as const, 'free' as const),
      clientSeed: clientSeedArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('release' as const), which: fc.nat() }) },
);

/** A game played honestly with the scheme: random size, free range, seed, spins and releases, then maybe a draw. */
export const honestGameArb = (revealed = true): fc.Arbitrary<FairnessAnswer> =>
  fc
    .integer({ min: 1, max: 60 })
    .chain((total) =>
      fc.record({
        gameId: fc.integer({ min: 1, max: 100_000 }),
        totalNumbers: fc.constant(total),
        freePlayStart: fc.integer({ min: 1, max: total + 1 }),
        freeSize: fc.integer({ min: 0, max: total }),
        seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
        actions: fc.array(actionArb, { maxLength: 40 }),
        draw: fc.boolean(),
      }),
    )
    .map(({ freeSize, draw, actions, ...game }) =>
      playHonestGame({
        ...game,
        freePlayEnd: Math.min(game.totalNumbers, game.freePlayStart + freeSize - 1),
        actions: draw ? [...actions, { type: 'draw' }] : actions,
        revealed,
      }),
    );

const scheme3ActionArb: fc.Arbitrary<GameAction> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('spin' as const),
      kind: fc.constantFrom('paid' as const, 'free' as const),
      clientSeed: clientSeedArb,
      held: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'pay' as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('release' as const), which: fc.nat() }) },
);

/**
 * A game of scheme 3 played honestly, with up to 5 instant prizes: per-game client seeds, paid claims
 * held and paid later or released, each prize its own entry when its claim is won, then maybe a draw.
 */
export const honestScheme3GameArb = (revealed = true): fc.Arbitrary<FairnessAnswer> =>
  fc
    .integer({ min: 2, max: 40 })
    .chain((total) =>
      fc.record({
        gameId: fc.integer({ min: 1, max: 100_000 }),
        totalNumbers: fc.constant(total),
        freePlayStart: fc.integer({ min: 1, max: total + 1 }),
        freeSize: fc.integer({ min: 0, max: total }),
        seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
        prizes: fc.integer({ min: 1, max: Math.min(5, Math.floor(total / 2)) }),
        actions: fc.array(scheme3ActionArb, { maxLength: 40 }),
        draw: fc.boolean(),
      }),
    )
    .map(({ freeSize, draw, actions, prizes, ...game }) =>
      playHonestGame({
        ...game,
        freePlayEnd: Math.min(game.totalNumbers, game.freePlayStart + freeSize - 1),
        actions: draw ? [...actions, { type: 'draw' }] : actions,
        revealed,
        schemeVersion: 3,
        instantPrizes: Array.from({ length: prizes }, (_, i) => ({ name: `Prize ${i + 1}`, value: i + 1 })),
      }),
    );
