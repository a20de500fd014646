import { describe, expect, it } from 'vitest';
import { MAX_VERIFIED_NUMBERS, parseFairnessAnswer } from '../../../domain/fairness/fairness-answer';
import { GAME_LIMITS } from '../../../domain/games/game';
import { aPlayedGame } from '../../builders/fairness-game';

const json = () => JSON.parse(JSON.stringify(aPlayedGame()));

describe('reading a fairness answer from untrusted JSON', () => {
  it('reads an answer as the server writes it', () => {
    expect(parseFairnessAnswer(json())).toEqual({ ok: true, value: aPlayedGame() });
    expect(
      parseFairnessAnswer({ ...json(), serverSeed: null, freePlayStart: null, freePlayEnd: null }).ok,
    ).toBe(true);
  });

  it('accepts a game of any size a game can have', () => {
    expect(MAX_VERIFIED_NUMBERS).toBe(GAME_LIMITS.maxTotalNumbers);
  });

  it.each([
    [null, 'the answer must be an object'],
    [{ ...json(), totalNumbers: 0 }, 'totalNumbers must be between 1 and 10000'],
    [{ ...json(), gameId: '12' }, 'gameId must be a whole number'],
    [{ ...json(), serverSeed: 5 }, 'serverSeed must be a text or null'],
    [{ ...json(), log: {} }, 'log must be a list'],
    [{ ...json(), log: [1] }, 'log[0] must be an object'],
    [
      { ...json(), log: [{ type: 'refund', number: 1, at: '', hash: '' }] },
      'log[0].type must be claim, release, draw, setaside, pick or edit',
    ],
    [
      {
        ...json(),
        log: [{ type: 'claim', number: 1, at: '', hash: '', spin: 1, kind: 'gift', clientSeed: 'c' }],
      },
      'log[0].kind must be paid or free',
    ],
    [
      { ...json(), log: [{ type: 'draw', number: -1, at: '', hash: '' }] },
      'log[0].number must be a whole number',
    ],
    [{ ...json(), logHead: undefined }, 'logHead must be a text'],
  ])('names the field that is wrong: %#', (answer, error) => {
    expect(parseFairnessAnswer(answer)).toEqual({ ok: false, error });
  });
});
