import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameActions } from '../../domain/games/game-actions';
import type { GameStatus } from '../../domain/games/game-status';
import { gameArb } from '../arbitraries/game';
import { aGame } from '../builders/game-builder';

const statuses: GameStatus[] = ['scheduled', 'live', 'ended', 'complete', 'cancelled'];

describe("what a player may do in a game (the game page's buttons, from the server)", () => {
  it('no spin of either kind in a game that is not live', () => {
    fc.assert(
      fc.property(gameArb, fc.constantFrom(...statuses), (game, status) => {
        fc.pre(status !== 'live');
        expect(gameActions(game, status)).toEqual({ spin: false, freeEntry: false });
      }),
    );
  });

  it('a live game offers the free entry exactly when it has a free range', () => {
    const withRange = aGame().withTotalNumbers(200).withFreeRange(151, 200).build();
    const without = aGame().withTotalNumbers(200).withoutFreePlay().build();
    expect(gameActions(withRange, 'live')).toEqual({ spin: true, freeEntry: true });
    expect(gameActions(without, 'live')).toEqual({ spin: true, freeEntry: false });
  });

  it('a live game whose every number is free offers no paid spin, only the free entry', () => {
    const allFree = aGame().withTotalNumbers(50).withFreeRange(1, 50).build();
    expect(gameActions(allFree, 'live')).toEqual({ spin: false, freeEntry: true });
  });
});
