import { describe, expect, it } from 'vitest';
import { maxInstantPrizes } from '../../domain/fairness/instant-wins';
import type { AdminGame } from '../../web/routes/-components/admin/admin-types';
import { bodyOf, capError, editGameForm, newGameForm } from '../../web/routes/-components/admin/game-form';
import {
  checkPrizes,
  movePrize,
  newPrizeDraft,
  type PrizeDraft,
  prizeLimitFor,
  prizePreview,
  removePrize,
} from '../../web/routes/-components/admin/instant-prize-drafts';

const drafts = (...names: string[]): PrizeDraft[] =>
  names.map((name, i) => ({ ...newPrizeDraft(), name, value: String(10 * (i + 1)) }));

const game = (over: Record<string, unknown> = {}): AdminGame =>
  ({
    id: 7,
    name: 'Kayak',
    description: '',
    emoji: '🛶',
    prize: 'Two-seat kayak',
    prizeValue: 640,
    prizeImageUrl: null,
    totalNumbers: 20,
    durationHours: 240,
    hasFreePlay: true,
    freePlayStart: 16,
    freePlayEnd: 20,
    numbersLocked: false,
    gameType: 'instant_win',
    maxEntriesPerPlayer: 3,
    instantPrizes: [
      { k: 1, name: 'Gift card', value: 25, won: false, number: null, winner: null, wonAt: null },
      { k: 2, name: 'Headphones', value: 79.99, won: true, number: 4, winner: 'Sam T. (CA)', wonAt: null },
    ],
    ...over,
  }) as unknown as AdminGame;

describe("the Games tab's instant prizes (docs/rules/back-office.md, Games tab)", () => {
  it('moves a prize up or down by one place, keeping every prize, and not past either end', () => {
    const list = drafts('A', 'B', 'C');
    expect(movePrize(list, 2, -1).map((d) => d.name)).toEqual(['A', 'C', 'B']);
    expect(movePrize(list, 0, 1).map((d) => d.name)).toEqual(['B', 'A', 'C']);
    expect(movePrize(list, 0, -1).map((d) => d.name)).toEqual(['A', 'B', 'C']);
    expect(movePrize(list, 2, 1).map((d) => d.name)).toEqual(['A', 'B', 'C']);
    expect(removePrize(list, (list[1] as PrizeDraft).id).map((d) => d.name)).toEqual(['A', 'C']);
    expect(new Set(list.map((d) => d.id)).size).toBe(3);
  });

  it('previews the chance K/N and the limit the domain gives for the numbers', () => {
    expect(prizePreview(3, '20')).toBe(
      '3 instant prizes among 20 numbers — each entry has a 3/20 chance. A game of 20 numbers may carry up to 10 instant prizes.',
    );
    expect(prizePreview(0, '125')).toBe(
      `No instant prizes: a plain wheel game. A game of 125 numbers may carry up to ${maxInstantPrizes(125)} instant prizes.`,
    );
    expect(prizePreview(2, '')).toBe('Set the total numbers to see each entry’s chance.');
    expect(prizeLimitFor('3')).toBe(1);
    expect(prizeLimitFor('1000')).toBe(50);
  });

  it('refuses too many prizes for the numbers, a prize with no name, and a value below 0', () => {
    expect(checkPrizes(drafts('A', 'B'), '20')).toBeUndefined();
    expect(checkPrizes(drafts('A', 'B', 'C'), '5')).toBe(
      'Too many instant prizes: a game of 5 numbers may carry up to 2.',
    );
    expect(checkPrizes(drafts('A', ' '), '20')).toBe('Instant prize 2 needs a name.');
    const [first] = drafts('A');
    expect(checkPrizes([{ ...(first as PrizeDraft), value: '-1' }], '20')).toBe(
      'Instant prize 1 needs a value in dollars, 0 or more.',
    );
  });

  it('creates with the prizes in order, in dollars, and the cap; a plain game sends neither', () => {
    const plain = bodyOf({ ...newGameForm(), name: 'Kayak', prize: 'Kayak' });
    expect(plain).not.toHaveProperty('instantPrizes');
    expect(plain).not.toHaveProperty('maxEntriesPerPlayer');
    const form = {
      ...newGameForm(),
      name: 'Kayak',
      prize: 'Kayak',
      instantPrizes: [
        { ...newPrizeDraft(), name: ' Mug ', value: '9.50' },
        { ...newPrizeDraft(), name: 'Cap', value: '12' },
      ],
      maxEntriesPerPlayer: '4',
    };
    expect(bodyOf(form)).toMatchObject({
      instantPrizes: [
        { name: 'Mug', value: 9.5 },
        { name: 'Cap', value: 12 },
      ],
      maxEntriesPerPlayer: 4,
    });
  });

  it('edits the game’s prizes and cap, and sends neither once the game has a claim', () => {
    const form = editGameForm(game());
    expect(form.instantPrizes.map((d) => [d.name, d.value])).toEqual([
      ['Gift card', '25.00'],
      ['Headphones', '79.99'],
    ]);
    expect(form.maxEntriesPerPlayer).toBe('3');
    const open = bodyOf({ ...form, maxEntriesPerPlayer: '' }, { hadPrizes: true, locked: false });
    expect(open).toMatchObject({ maxEntriesPerPlayer: null, instantPrizes: [{ name: 'Gift card' }, {}] });
    const removed = bodyOf({ ...form, instantPrizes: [] }, { hadPrizes: true, locked: false });
    expect(removed.instantPrizes).toEqual([]);
    const locked = bodyOf(form, { hadPrizes: true, locked: true });
    expect(locked).not.toHaveProperty('instantPrizes');
    expect(locked).not.toHaveProperty('maxEntriesPerPlayer');
    const plainEdit = bodyOf(editGameForm(game({ instantPrizes: [], maxEntriesPerPlayer: null })), {
      hadPrizes: false,
      locked: false,
    });
    expect(plainEdit).not.toHaveProperty('instantPrizes');
    expect(plainEdit.maxEntriesPerPlayer).toBeNull();
  });

  it('takes an empty cap as none and refuses one that is not a whole number of 1 or more', () => {
    const form = newGameForm();
    expect(capError({ ...form, maxEntriesPerPlayer: '' })).toBeUndefined();
    expect(capError({ ...form, maxEntriesPerPlayer: '2' })).toBeUndefined();
    for (const bad of ['0', '1.5', 'abc', '-3'])
      expect(capError({ ...form, maxEntriesPerPlayer: bad })).toMatch(/whole number, 1 or more/);
  });
});
