import type { GameInput } from '../../domain/games/game';

/**
 * Sample games for demo mode: real games with real pools, one of them entirely free to enter. Each is
 * priced below its prize: its dearest number costs less than the prize is worth (overpricedNumbers).
 */
export const DEMO_GAMES: readonly GameInput[] = [
  {
    name: 'Weekend Getaway Wheel',
    emoji: '🧳',
    description: 'Spin for a weekend away. Numbers 151 to 200 are free entries.',
    prize: 'Travel gift card',
    prizeValueCents: 50_000,
    prizeDescription: 'A $500 travel gift card, delivered by e-mail.',
    totalNumbers: 200,
    durationHours: 168,
    freePlay: { start: 151, end: 200 },
  },
  {
    name: 'Coffee Lovers Spin',
    emoji: '☕',
    description: 'A premium insulated travel mug for the winner.',
    prize: 'Premium travel mug',
    prizeValueCents: 7_500,
    prizeDescription: 'Stainless steel, keeps coffee hot for 12 hours.',
    totalNumbers: 60,
    durationHours: 240,
  },
  {
    name: 'Instant Camera Giveaway',
    emoji: '📷',
    description: 'No purchase necessary: every number in this game is a free entry.',
    prize: 'Instant camera',
    prizeValueCents: 12_000,
    prizeDescription: 'An instant film camera with two packs of film.',
    totalNumbers: 50,
    durationHours: 72,
    freePlay: { start: 1, end: 50 },
  },
];
