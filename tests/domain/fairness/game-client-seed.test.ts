import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playerEntries } from '../../../domain/fairness/player-entries';
import { claimClientSeed, gameClientSeed, isGameClientSeed } from '../../../domain/fairness/seeds';
import { aPlayedGame } from '../../builders/fairness-game';
import { aScheme3InstantGame } from '../../builders/fairness-game-scheme-3';

const playerSeedArb = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 64,
});
const gameIdArb = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

/**
 * The per-game client seed of scheme 3 (docs/rules/fairness.md, Seeds and the commitment): lowercase hex
 * HMAC-SHA256 keyed by the player's seed over `g:{gameId}`, so one player's entries of two games share
 * nothing a reader of the logs could match.
 */
describe("a player's client seed for one game", () => {
  it('is HMAC-SHA-256(key = the player seed, message = "g:{gameId}") in lowercase hex, as node:crypto computes it', () => {
    fc.assert(
      fc.property(playerSeedArb, gameIdArb, (seed, gameId) => {
        const expected = createHmac('sha256', Buffer.from(seed, 'utf8'))
          .update(`g:${gameId}`, 'utf8')
          .digest('hex');
        expect(gameClientSeed(seed, gameId)).toBe(expected);
        expect(isGameClientSeed(gameClientSeed(seed, gameId))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('differs between two games of the same player and between two players of the same game', () => {
    fc.assert(
      fc.property(playerSeedArb, playerSeedArb, gameIdArb, gameIdArb, (a, b, g, h) => {
        fc.pre(g !== h);
        expect(gameClientSeed(a, g)).not.toBe(gameClientSeed(a, h));
        fc.pre(a !== b);
        expect(gameClientSeed(a, g)).not.toBe(gameClientSeed(b, g));
      }),
      { numRuns: 300 },
    );
  });

  it('never shows the player seed itself, and is what a claim of scheme 3 uses; schemes 1 and 2 use the seed as is', () => {
    fc.assert(
      fc.property(playerSeedArb, gameIdArb, (seed, gameId) => {
        const derived = claimClientSeed(3, seed, gameId);
        expect(derived).toBe(gameClientSeed(seed, gameId));
        if (seed.length >= 8) expect(derived).not.toContain(seed);
        expect(claimClientSeed(1, seed, gameId)).toBe(seed);
        expect(claimClientSeed(2, seed, gameId)).toBe(seed);
      }),
      { numRuns: 200 },
    );
  });
});

describe("a player's entries found from their own seed", () => {
  it("finds the spins of the player's per-game seed in a game of scheme 3, and of the seed itself before", () => {
    const game = aScheme3InstantGame();
    const late = playerEntries(game, 'late-payer');
    expect(late.gameSeed).toBe(gameClientSeed('late-payer', game.gameId));
    expect(late.spins).toHaveLength(1);
    expect(playerEntries(game, 'lucky-player').spins.length).toBeGreaterThan(1);
    expect(playerEntries(game, 'nobody').spins).toEqual([]);
    // The same seed in another game's log finds nothing there: the log links no entries across games.
    const other = aScheme3InstantGame(24);
    expect(playerEntries(other, 'late-payer').gameSeed).not.toBe(late.gameSeed);
    const old = aPlayedGame();
    expect(playerEntries(old, 'lucky-player')).toMatchObject({ gameSeed: 'lucky-player' });
    expect(playerEntries(old, 'lucky-player').spins.length).toBeGreaterThan(0);
  });
});
