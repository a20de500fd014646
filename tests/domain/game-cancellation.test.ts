import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainLog, type LogEntry } from '../../domain/fairness/fairness-log';
import { serverSeedHash } from '../../domain/fairness/seeds';
import { verifyFairness } from '../../domain/fairness/verify-fairness';
import { draftGame, ensureGameLive, gameStatus } from '../../domain/games/game';
import {
  checkCancel,
  checkDraw,
  checkEndMove,
  checkPick,
  gameLife,
  isClosed,
} from '../../domain/games/game-life';
import { belowMinimumReason, decideMinimum, readMinimumToRun } from '../../domain/games/minimum-to-run';
import { chargeGate } from '../../domain/payments/charge-gate';
import { aGame } from '../builders/game-builder';

const HOUR = 3_600_000;
const game = aGame().build();
const start = game.startTime.getTime();
const at = (ms: number) => new Date(ms);
const facts = fc.record({ numbersLeft: fc.nat(20), unsettled: fc.nat(3), hasWinner: fc.boolean() });
const anyTime = fc.integer({ min: -2000, max: 2000 }).map((h) => at(start + h * HOUR));

describe('a cancelled game', () => {
  it('is cancelled whatever its facts, times or close, and takes no spin, payment, pick, draw, end move or second cancel', () => {
    fc.assert(
      fc.property(facts, anyTime, anyTime, fc.boolean(), (f, now, end, closed) => {
        const cancelled = {
          ...game,
          endTime: end,
          closedAt: closed ? now : null,
          cancelledAt: at(start),
          cancelReason: 'Prize withdrawn',
        };
        const life = gameLife(cancelled, f, now);
        expect(life).toBe('cancelled');
        expect(isClosed(life), 'its seed is public').toBe(true);
        expect(gameStatus(cancelled, f.numbersLeft, now)).toBe('cancelled');
        for (const refusal of [
          ensureGameLive(cancelled, f.numbersLeft, now),
          checkPick(life),
          checkDraw(life, { unsettled: 0, settled: 3 }),
          checkEndMove(life, now, now),
          checkCancel(life),
        ]) {
          expect(refusal).toMatchObject({ ok: false, error: { code: 'GAME_CANCELLED' } });
        }
      }),
    );
  });

  it('can be cancelled from every state but drawn; a drawn game answers the winner refusal', () => {
    fc.assert(
      fc.property(facts, anyTime, fc.boolean(), (f, now, closed) => {
        const life = gameLife({ ...game, closedAt: closed ? now : null }, f, now);
        const answer = checkCancel(life);
        if (life === 'drawn')
          expect(answer).toMatchObject({ ok: false, error: { code: 'WINNER_ALREADY_SELECTED' } });
        else expect(answer.ok).toBe(true);
      }),
    );
  });

  it("a held number's payment is refused by the charge gate", () => {
    const gate = chargeGate({
      maintenance: false,
      player: { state: 'TN' },
      excludedUntil: null,
      gameStatus: 'cancelled',
      gameStartTime: null,
      limits: null,
      spent: { today: 0, week: 0, month: 0 },
      amount: 100,
      now: at(start),
    } as unknown as Parameters<typeof chargeGate>[0]);
    expect(gate).toMatchObject({ ok: false, error: { code: 'GAME_CANCELLED' } });
  });
});

describe('the minimum to run', () => {
  const withMinimum = (extendHours: number | null) => ({
    endTime: at(start + 10 * HOUR),
    minimumToRun: {
      paidNumbers: 5,
      belowMinimum: extendHours === null ? ('cancel' as const) : ('extend' as const),
      extendHours,
    },
  });

  it('runs a game that sold out or reached it, else cancels or extends once by extendHours', () => {
    fc.assert(
      fc.property(
        fc.nat(12),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 730 })),
        (sold, soldOut, ext) => {
          const decision = decideMinimum(withMinimum(ext), { paidSold: sold, soldOut, extended: false });
          if (soldOut || sold >= 5) expect(decision).toEqual({ kind: 'run' });
          else if (ext === null)
            expect(decision).toEqual({ kind: 'cancel', reason: belowMinimumReason(sold, 5) });
          else expect(decision).toEqual({ kind: 'extend', endTime: at(start + (10 + ext) * HOUR) });
        },
      ),
    );
    expect(decideMinimum({ endTime: at(start) }, { paidSold: 0, soldOut: false, extended: false })).toEqual({
      kind: 'run',
    });
    expect(decideMinimum(withMinimum(3), { paidSold: 0, soldOut: false, extended: true })).toEqual({
      kind: 'run',
    });
  });

  it('reads the fields of a new game, naming the field at fault', () => {
    expect(readMinimumToRun({}, 10)).toEqual({ ok: true, value: null });
    expect(readMinimumToRun({ minimumToRun: 3 }, 10)).toEqual({
      ok: true,
      value: { paidNumbers: 3, belowMinimum: 'cancel', extendHours: null },
    });
    for (const [input, field] of [
      [{ minimumToRun: 0 }, 'minimumToRun'],
      [{ minimumToRun: 11 }, 'minimumToRun'],
      [{ minimumToRun: 3, belowMinimum: 'relist' }, 'belowMinimum'],
      [{ minimumToRun: 3, belowMinimum: 'extend' }, 'extendHours'],
      [{ minimumToRun: 3, belowMinimum: 'extend', extendHours: 731 }, 'extendHours'],
    ] as const) {
      expect(readMinimumToRun(input, 10)).toMatchObject({ ok: false, error: { field } });
    }
    const drafted = draftGame(
      {
        name: 'Kayak Wheel',
        prize: 'Kayak',
        totalNumbers: 10,
        minimumToRun: 4,
        belowMinimum: 'extend',
        extendHours: 6,
      },
      at(start),
    );
    expect(drafted).toMatchObject({ ok: true, value: { minimumToRun: { paidNumbers: 4, extendHours: 6 } } });
  });
});

describe("the log's cancel entry", () => {
  const seed = new Uint8Array(32).fill(7);
  const answerOf = (entries: LogEntry[]) => {
    const hash = serverSeedHash(seed);
    const log = chainLog(hash, entries);
    return {
      gameId: 9,
      totalNumbers: 5,
      freePlayStart: null,
      freePlayEnd: null,
      schemeVersion: 2 as const,
      serverSeedHash: hash,
      serverSeed: Buffer.from(seed).toString('hex'),
      log,
      logHead: log.at(-1)?.hash ?? hash,
      instantPrizes: [],
    };
  };
  const cancel: LogEntry = { type: 'cancel', at: '2026-11-27T08:00:00.000Z', detail: 'Prize withdrawn' };

  it('verifies, and fails a draw or operator entry after it, or its line changed', () => {
    expect(verifyFairness(answerOf([cancel])).verdict).toBe('verified');
    const draw: LogEntry = { type: 'draw', number: 1, at: '2026-11-27T08:00:01.000Z' };
    const after = verifyFairness(answerOf([cancel, draw]));
    expect(after.verdict).toBe('failed');
    expect(after.entries[1]?.problems).toContain('a draw after the game was cancelled');
    const edit: LogEntry = { type: 'edit', at: '2026-11-27T08:00:01.000Z', detail: 'prize=Bike' };
    expect(verifyFairness(answerOf([cancel, edit])).verdict).toBe('failed');
    const answer = answerOf([cancel]);
    const tampered = { ...answer, log: answer.log.map((e) => ({ ...e, detail: 'Another reason' })) };
    expect(verifyFairness(tampered).verdict).toBe('failed');
  });
});
