import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_RULES, type Game } from '../../domain/games/game';
import { type GameChanges, reviseGame } from '../../domain/games/game-revision';
import { freeRangeOf } from '../../domain/games/wheel-spin';
import { freeRangeArb, gameArb } from '../arbitraries/game';
import { aGame } from '../builders/game-builder';

const HOUR = 3_600_000;
/** An edit of a live game, before any end time the arbitraries make. */
const LIVE = { life: 'live' as const, now: new Date(0) };
const revise = (game: Game, changes: GameChanges, hasClaims = false) =>
  reviseGame(game, changes, hasClaims, DEFAULT_GAME_RULES, LIVE);
const refusal = (game: Game, changes: GameChanges, hasClaims = false) => {
  const result = revise(game, changes, hasClaims);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('editing a game', () => {
  it('keeps every field when nothing changes, claims or not', () => {
    fc.assert(
      fc.property(gameArb, fc.boolean(), (game, hasClaims) => {
        const result = revise(game, {}, hasClaims);
        expect(result.ok && result.value).toMatchObject({
          totalNumbers: game.totalNumbers,
          freePlayStart: game.freePlayStart,
          freePlayEnd: game.freePlayEnd,
          endTime: game.endTime,
          name: game.name,
        });
      }),
    );
  });

  it('once a number is claimed, total numbers and the free range are locked with a 409 naming them', () => {
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 1, max: 500 }), (game, total) => {
        fc.pre(total !== game.totalNumbers);
        expect(refusal(game, { totalNumbers: total }, true)).toMatchObject({
          code: 'GAME_NUMBERS_LOCKED',
          field: 'totalNumbers',
        });
        expect(revise(game, { totalNumbers: total }, false).ok).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        gameArb.chain((g) => fc.tuple(fc.constant(g), freeRangeArb(g.totalNumbers))),
        ([game, range]) => {
          const current = freeRangeOf(game);
          fc.pre(!current || current.from !== range.start || current.to !== range.end);
          expect(refusal(game, { freePlay: range }, true)).toMatchObject({
            code: 'GAME_NUMBERS_LOCKED',
            field: 'freePlay',
          });
          expect(revise(game, { freePlay: range }, false)).toMatchObject({
            ok: true,
            value: { freePlayStart: range.start, freePlayEnd: range.end },
          });
        },
      ),
    );
  });

  it('accepts the current total and free range sent back unchanged even after claims (the edit form sends them)', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const range = freeRangeOf(game);
        const freePlay = range ? { start: range.from, end: range.to } : false;
        expect(
          revise(game, { totalNumbers: game.totalNumbers, freePlay, name: 'New name' }, true),
        ).toMatchObject({
          ok: true,
          value: { name: 'New name', totalNumbers: game.totalNumbers },
        });
      }),
    );
  });

  it('name, prize, texts, value and end time stay editable after claims', () => {
    const game = aGame().withTotalNumbers(100).withFreeRange(76, 100).build();
    const result = revise(
      game,
      {
        name: ' Bigger Mug ',
        prize: 'Two mugs',
        description: 'd',
        prizeValueCents: 12_345,
        durationHours: 48,
      },
      true,
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        name: 'Bigger Mug',
        prize: 'Two mugs',
        prizeValueCents: 12_345,
        durationHours: 48,
        endTime: new Date(game.startTime.getTime() + 48 * HOUR),
      },
    });
    const end = new Date(game.startTime.getTime() + 10.5 * HOUR);
    expect(revise(game, { endTime: end }, true)).toMatchObject({
      ok: true,
      value: { endTime: end, durationHours: 11 },
    });
  });

  it('turns free play off with the sentinel, on with the default range of the new total', () => {
    const game = aGame().withTotalNumbers(100).withFreeRange(76, 100).build();
    expect(revise(game, { freePlay: false })).toMatchObject({
      ok: true,
      value: { freePlayStart: 101, freePlayEnd: 100 },
    });
    expect(revise(game, { totalNumbers: 200, freePlay: true })).toMatchObject({
      ok: true,
      value: { totalNumbers: 200, freePlayStart: 150, freePlayEnd: 200 },
    });
    // A range that no longer fits the smaller total becomes the default one.
    expect(revise(game, { totalNumbers: 80 })).toMatchObject({
      ok: true,
      value: { freePlayStart: 60, freePlayEnd: 80 },
    });
  });

  it('refuses bad values naming the field', () => {
    const game = aGame().build();
    const cases: [GameChanges, string][] = [
      [{ name: '  ' }, 'name'],
      [{ prize: '' }, 'prize'],
      [{ prizeValueCents: -1 }, 'prizeValueCents'],
      [{ prizeValueCents: 1.5 }, 'prizeValueCents'],
      [{ totalNumbers: 0 }, 'totalNumbers'],
      [{ totalNumbers: 10_001 }, 'totalNumbers'],
      [{ freePlay: { start: 0, end: 5 } }, 'freePlayStart'],
      [{ freePlay: { start: 5, end: 126 } }, 'freePlayEnd'],
      [{ freePlay: { start: 9, end: 5 } }, 'freePlayStart'],
      [{ durationHours: 0 }, 'durationHours'],
      [{ durationHours: 731 }, 'durationHours'],
      [{ endTime: new Date(game.startTime.getTime() - 1) }, 'endTime'],
      [{ endTime: new Date(Number.NaN) }, 'endTime'],
      [{ endTime: new Date(game.startTime.getTime() + 731 * HOUR) }, 'endTime'],
      [{ endTime: game.endTime, durationHours: 3 }, 'endTime'],
      [{ name: 'x'.repeat(101) }, 'name'],
    ];
    for (const [changes, field] of cases)
      expect(refusal(game, changes)).toMatchObject({ code: 'INVALID_INPUT', field });
  });
});

describe('the free-play sentinel sent back by a form', () => {
  it('start = total + 1 and end = total means no free play, on creation and on edits', () => {
    fc.assert(
      fc.property(gameArb, (game) => {
        const total = game.totalNumbers;
        const off = { start: total + 1, end: total };
        expect(revise(game, { freePlay: off }, false)).toMatchObject({
          ok: true,
          value: { freePlayStart: total + 1, freePlayEnd: total },
        });
      }),
    );
  });
});
