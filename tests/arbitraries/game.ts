import fc from 'fast-check';
import { GAME_LIMITS, type Game } from '../../domain/games/game';
import { aGame } from '../builders/game-builder';

/** Kept small by default so properties stay fast; any size up to the limit is allowed. */
export const totalNumbersArb = (max = 500) => fc.integer({ min: GAME_LIMITS.minTotalNumbers, max });

export const freeRangeArb = (total: number) =>
  fc
    .tuple(fc.integer({ min: 1, max: total }), fc.integer({ min: 1, max: total }))
    .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));

const dateArb = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2035-01-01T00:00:00Z'),
  noInvalidDate: true,
});

/** A valid game with a free range. */
export const gameWithFreeRangeArb: fc.Arbitrary<Game> = totalNumbersArb()
  .chain((total) =>
    fc.tuple(fc.constant(total), freeRangeArb(total), dateArb, fc.integer({ min: 1, max: 730 })),
  )
  .map(([total, range, start, hours]) =>
    aGame()
      .withTotalNumbers(total)
      .withFreeRange(range.start, range.end)
      .startingAt(start)
      .lastingHours(hours)
      .build(),
  );

/** A valid game that stores the no-free-play sentinel (start = total + 1). */
export const gameWithoutFreePlayArb: fc.Arbitrary<Game> = fc
  .tuple(totalNumbersArb(), dateArb, fc.integer({ min: 1, max: 730 }))
  .map(([total, start, hours]) =>
    aGame().withTotalNumbers(total).withoutFreePlay().startingAt(start).lastingHours(hours).build(),
  );

/** Any valid game, with or without free play. */
export const gameArb: fc.Arbitrary<Game> = fc.oneof(gameWithFreeRangeArb, gameWithoutFreePlayArb);

/** A game together with one of its numbers. */
export const gameAndNumberArb = gameArb.chain((game) =>
  fc.tuple(fc.constant(game), fc.integer({ min: 1, max: game.totalNumbers })),
);

/** Free-play fields as a hand-made or corrupted record might hold them. */
export const anyFreePlayFieldsArb = fc.record({
  totalNumbers: fc.integer({ min: 1, max: 300 }),
  freePlayStart: fc.integer({ min: -5, max: 305 }),
  freePlayEnd: fc.integer({ min: -5, max: 305 }),
});
