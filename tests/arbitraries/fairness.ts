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
