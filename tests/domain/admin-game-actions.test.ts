import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AdminGameFacts, adminGameActions } from '../../domain/games/admin-game-actions';
import type { GameStatus } from '../../domain/games/game-status';

const live: AdminGameFacts = {
  status: 'live',
  numbersLeft: 10,
  players: 0,
  hasWinner: false,
  completionMailed: false,
};
const facts = (over: Partial<AdminGameFacts> = {}) => adminGameActions({ ...live, ...over });

describe("what the back office may do to a game (the Games tab's buttons, from the server)", () => {
  it('offers Edit on every game but a cancelled one', () => {
    const statuses: GameStatus[] = ['scheduled', 'live', 'ended', 'complete', 'cancelled'];
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.boolean(), (status, hasWinner) => {
        expect(facts({ status, hasWinner }).edit).toBe(status !== 'cancelled');
      }),
    );
  });

  it('offers Cancel only without a winner and before a cancel', () => {
    expect(facts().cancel).toBe(true);
    expect(facts({ hasWinner: true }).cancel).toBe(false);
    expect(facts({ status: 'cancelled' }).cancel).toBe(false);
  });

  it('offers the Winner button for a game with players, or ended with no numbers left, never a cancelled one', () => {
    expect(facts().pickWinner).toBe(false);
    expect(facts({ players: 3, status: 'cancelled' }).pickWinner).toBe(false);
    expect(facts({ players: 1 }).pickWinner).toBe(true);
    expect(facts({ status: 'complete', numbersLeft: 0 }).pickWinner).toBe(true);
    expect(facts({ status: 'ended', numbersLeft: 3 }).pickWinner).toBe(false);
  });

  it('offers End Now on a live game only', () => {
    const statuses: GameStatus[] = ['scheduled', 'live', 'ended', 'complete', 'cancelled'];
    for (const status of statuses) expect(facts({ status }).endNow).toBe(status === 'live');
    expect(facts({ hasWinner: true }).endNow).toBe(false);
  });

  it('opens the random draw on a game over (ended or sold out) without a winner, never a cancelled one', () => {
    expect(facts({ status: 'ended' }).draw).toBe(true);
    expect(facts({ status: 'complete', numbersLeft: 0 }).draw).toBe(true);
    expect(facts({ status: 'ended', hasWinner: true }).draw).toBe(false);
    expect(facts().draw).toBe(false);
    expect(facts({ status: 'scheduled' }).draw).toBe(false);
    expect(facts({ status: 'cancelled' }).draw).toBe(false);
  });

  it('sends the completion e-mails once a game is over, once; a pick ends a game still open', () => {
    const statuses: GameStatus[] = ['scheduled', 'live', 'ended', 'complete', 'cancelled'];
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.boolean(), (status, completionMailed) => {
        const actions = facts({ status, completionMailed });
        const over = status === 'ended' || status === 'complete';
        expect(actions.sendCompletionEmails).toBe(over && !completionMailed);
        expect(actions.pickEndsGame).toBe(status === 'live' || status === 'scheduled');
      }),
    );
  });
});
