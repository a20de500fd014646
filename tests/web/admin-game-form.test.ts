import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AdminGame, statusLabel } from '../../web/routes/-components/admin/admin-types';
import {
  bodyOf,
  editGameForm,
  freeStartFor,
  newGameForm,
  scheduleOf,
} from '../../web/routes/-components/admin/game-form';

const game = (over: Partial<AdminGame> = {}): AdminGame =>
  ({
    id: 7,
    name: 'Kayak',
    code: 'G123456',
    description: '',
    isActive: true,
    status: 'live',
    gameType: 'wheel_spin',
    prize: 'Two-seat kayak',
    prizeValue: 640,
    prizeDescription: '',
    prizeImageUrl: '/api/games/7/image?v=abcd1234',
    emoji: '🛶',
    totalNumbers: 20,
    numbersLeft: 20,
    livePlayers: 0,
    freePlayStart: 16,
    freePlayEnd: 20,
    hasFreePlay: true,
    freeRangeCoversAll: false,
    maxWinners: 1,
    isScheduled: false,
    startTime: '2026-11-23T10:00:00.000Z',
    endTime: '2026-12-03T10:00:00.000Z',
    durationHours: 240,
    playersCount: 0,
    totalSpins: 0,
    unsettledClaims: 0,
    numbersLocked: false,
    hasWinner: false,
    ...over,
  }) as AdminGame;

describe('the admin game form (docs/rules/back-office.md, Games tab)', () => {
  it('creates with the defaults: $50.00, 125 numbers, free range ceil(75%)..total, 240 hours', () => {
    const form = { ...newGameForm(), name: ' Kayak ', prize: 'Two-seat kayak' };
    expect(form.prizeValue).toBe('50.00');
    expect(bodyOf(form)).toMatchObject({
      name: 'Kayak',
      prizeValue: 50,
      totalNumbers: 125,
      durationHours: 240,
      freePlay: true,
      freePlayStart: 94,
      freePlayEnd: 125,
    });
  });

  it('sends no range with free play off, and keeps the stored image URL on edit', () => {
    const body = bodyOf({ ...editGameForm(game()), freePlay: false });
    expect(body.freePlay).toBe(false);
    expect(body).not.toHaveProperty('freePlayStart');
    expect(body.prizeImageUrl).toBe('/api/games/7/image?v=abcd1234');
    expect(editGameForm(game()).prizeValue).toBe('640.00');
  });

  it('a scheduled start is sent as an ISO instant, none when the field is empty', () => {
    expect(scheduleOf(newGameForm())).toEqual({});
    const at = scheduleOf({ ...newGameForm(), startTime: '2026-12-01T09:30' });
    expect(at.isScheduled).toBe(true);
    expect(new Date(at.startTime ?? '').getTime()).toBe(new Date('2026-12-01T09:30').getTime());
  });

  it('the default free range always lies inside 1..total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (total) => {
        const start = freeStartFor(total);
        return start >= 1 && start <= total;
      }),
    );
  });
});

describe('the games grid (docs/rules/back-office.md, Games tab)', () => {
  it("labels a game 'Active' while live, 'Ended' once over, and a scheduled one by its start", () => {
    expect(statusLabel(game())).toBe('Active');
    expect(statusLabel(game({ isActive: false, status: 'ended' }))).toBe('Ended');
    expect(
      statusLabel(game({ isActive: false, status: 'scheduled', startTime: '2030-12-31T23:00:00.000Z' })),
    ).toBe('Scheduled Dec 31, 2030, 6:00 PM EST');
  });
});
