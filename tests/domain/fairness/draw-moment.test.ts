import { describe, expect, it } from 'vitest';
import { lastDrawMoment } from '../../../domain/fairness/draw-moment';
import { chainLog, type LogEntry } from '../../../domain/fairness/fairness-log';
import { drawMessage } from '../../../domain/fairness/messages';

const SEED_HASH = 'a'.repeat(64);
const at = '2026-11-29T12:00:00.000Z';
const claim = (spin: number, number: number): LogEntry => ({
  type: 'claim',
  spin,
  kind: 'free',
  number,
  clientSeed: 'c',
  at,
});

describe('the last draw moment of a game, read from its log', () => {
  it('is none before any draw', () => {
    expect(lastDrawMoment(7, SEED_HASH, chainLog(SEED_HASH, [claim(1, 3)]))).toBeNull();
  });

  it("is the draw, with the message its pick derives from (the head before the draw's entry)", () => {
    const log = chainLog(SEED_HASH, [claim(1, 3), claim(2, 5), { type: 'draw', number: 5, at }]);
    expect(lastDrawMoment(7, SEED_HASH, log)).toEqual({
      kind: 'draw',
      position: 3,
      number: 5,
      at,
      reason: null,
      message: drawMessage(7, log[1]?.hash ?? ''),
    });
  });

  it('is a set-aside with its reason, then a redraw carrying that reason', () => {
    const entries: LogEntry[] = [
      claim(1, 3),
      claim(2, 5),
      { type: 'draw', number: 5, at },
      { type: 'setaside', number: 5, at, detail: 'Claim declined' },
    ];
    const setAside = lastDrawMoment(7, SEED_HASH, chainLog(SEED_HASH, entries));
    expect(setAside).toMatchObject({
      kind: 'set-aside',
      position: 4,
      number: 5,
      reason: 'Claim declined',
      message: null,
    });
    const log = chainLog(SEED_HASH, [...entries, { type: 'draw', number: 3, at }]);
    expect(lastDrawMoment(7, SEED_HASH, log)).toMatchObject({
      kind: 'redraw',
      position: 5,
      number: 3,
      reason: 'Claim declined',
      message: drawMessage(7, log[3]?.hash ?? ''),
    });
  });

  it('is a set-aside of the won number when the player held several (one entry each, the won number first)', () => {
    const entries: LogEntry[] = [
      claim(1, 3),
      claim(2, 5),
      claim(3, 8),
      { type: 'draw', number: 5, at },
      { type: 'setaside', number: 5, at, detail: 'Not eligible' },
      { type: 'setaside', number: 8, at, detail: 'Not eligible' },
    ];
    expect(lastDrawMoment(7, SEED_HASH, chainLog(SEED_HASH, entries))).toMatchObject({
      kind: 'set-aside',
      position: 5,
      number: 5,
      reason: 'Not eligible',
    });
  });

  it("is an administrator's pick with its reason, and no message: it is not a random draw", () => {
    const log = chainLog(SEED_HASH, [
      claim(1, 3),
      claim(2, 5),
      { type: 'pick', number: 3, at, detail: 'Chosen at the charity gala' },
    ]);
    expect(lastDrawMoment(7, SEED_HASH, log)).toEqual({
      kind: 'pick',
      position: 3,
      number: 3,
      at,
      reason: 'Chosen at the charity gala',
      message: null,
    });
  });
});
