import { describe, expect, it } from 'vitest';
import { MAX_VERIFIED_NUMBERS, parseFairnessAnswer } from '../../../domain/fairness/fairness-answer';
import { GAME_LIMITS } from '../../../domain/games/game';
import { anInstantWinGame, aPlayedGame } from '../../builders/fairness-game';

const json = () => JSON.parse(JSON.stringify(aPlayedGame()));
const instantJson = () => JSON.parse(JSON.stringify(anInstantWinGame()));
const prize = { k: 1, name: 'Mug', value: 8.5, number: null, spin: null };

describe('reading a fairness answer from untrusted JSON', () => {
  it('reads an answer as the server writes it', () => {
    expect(parseFairnessAnswer(json())).toEqual({ ok: true, value: aPlayedGame() });
    expect(
      parseFairnessAnswer({ ...json(), serverSeed: null, freePlayStart: null, freePlayEnd: null }).ok,
    ).toBe(true);
  });

  it('reads instant prizes and the claims recorded as them; an answer without any lists none', () => {
    expect(parseFairnessAnswer(instantJson())).toEqual({ ok: true, value: anInstantWinGame() });
    const { instantPrizes: _, ...before } = json();
    expect(parseFairnessAnswer(before)).toMatchObject({ ok: true, value: { instantPrizes: [] } });
    const log = [{ ...json().log[0], instant: null }];
    const parsed = parseFairnessAnswer({ ...json(), log });
    expect(parsed.ok && parsed.value.log[0]).not.toHaveProperty('instant');
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
      'log[0].type must be claim, release, draw, instant, setaside, pick, edit or cancel',
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
    [{ ...json(), instantPrizes: {} }, 'instantPrizes must be a list'],
    [
      { ...json(), instantPrizes: Array.from({ length: 7 }, (_, i) => ({ ...prize, k: i + 1 })) },
      'instantPrizes must have at most 6 prizes for 12 numbers',
    ],
    [
      { ...json(), instantPrizes: [{ ...prize, k: 2 }] },
      'instantPrizes[0].k must be 1: the prizes are in their order',
    ],
    [
      { ...json(), instantPrizes: [{ ...prize, value: -1 }] },
      'instantPrizes[0].value must be an amount of at least 0',
    ],
    [
      { ...json(), instantPrizes: [{ ...prize, number: 0 }] },
      'instantPrizes[0].number must be a whole number from 1 or null',
    ],
    [{ ...json(), instantPrizes: [{ ...prize, name: 3 }] }, 'instantPrizes[0].name must be a text'],
    [{ ...json(), log: [{ ...json().log[0], instant: 0 }] }, 'log[0].instant must be a whole number from 1'],
  ])('names the field that is wrong: %#', (answer, error) => {
    expect(parseFairnessAnswer(answer)).toEqual({ ok: false, error });
  });
});
