import { GAME_DEFAULTS, type Game, type GameDraft, gameCode } from '../../domain/games/game';
import { defaultFreeRange, noFreeRange } from '../../domain/games/wheel-spin';

const HOUR_MS = 3_600_000;
const DEFAULT_START = new Date('2030-01-01T12:00:00Z');

/**
 * Object mother for games: `aGame().withTotalNumbers(200).withFreeRange(151, 200).build()`.
 * By default a live, unscheduled game of 125 numbers without free play, 240 hours from DEFAULT_START.
 */
export class GameBuilder {
  private game: Omit<Game, 'freePlayStart' | 'freePlayEnd' | 'endTime'> = {
    id: 1,
    code: gameCode(DEFAULT_START.getTime()),
    name: 'Travel Mug Wheel',
    description: 'Spin for a travel mug',
    emoji: GAME_DEFAULTS.emoji,
    gameType: GAME_DEFAULTS.gameType,
    prize: 'Travel Mug',
    prizeValueCents: 50_000,
    prizeDescription: 'An insulated travel mug',
    prizeImageUrl: null,
    totalNumbers: GAME_DEFAULTS.totalNumbers,
    maxWinners: GAME_DEFAULTS.maxWinners,
    isScheduled: false,
    startTime: DEFAULT_START,
    durationHours: GAME_DEFAULTS.durationHours,
    createdAt: DEFAULT_START,
    closedAt: null,
  };
  private freeRange: 'none' | 'default' | { start: number; end: number } = 'none';
  private endTime: Date | null = null;

  with(fields: Partial<Game>): this {
    const { freePlayStart, freePlayEnd, endTime, ...rest } = fields;
    Object.assign(this.game, rest);
    if (freePlayStart !== undefined && freePlayEnd !== undefined)
      this.withFreeRange(freePlayStart, freePlayEnd);
    if (endTime !== undefined) this.endTime = endTime;
    return this;
  }
  withId(id: number): this {
    return this.with({ id });
  }
  withName(name: string): this {
    return this.with({ name });
  }
  withPrize(prize: string, prizeValueCents = this.game.prizeValueCents): this {
    return this.with({ prize, prizeValueCents });
  }
  withTotalNumbers(totalNumbers: number): this {
    return this.with({ totalNumbers });
  }
  /** Inclusive; any numbers, even invalid ones, so tests can build broken data on purpose. */
  withFreeRange(start: number, end: number): this {
    this.freeRange = { start, end };
    return this;
  }
  /** Free play on without explicit numbers: the top quarter of the wheel. */
  withDefaultFreePlay(): this {
    this.freeRange = 'default';
    return this;
  }
  withoutFreePlay(): this {
    this.freeRange = 'none';
    return this;
  }
  /** Every number free: the lobby's 'NO PURCHASE NECESSARY' case. */
  allFree(): this {
    this.freeRange = { start: 1, end: this.game.totalNumbers };
    return this;
  }
  startingAt(startTime: Date): this {
    return this.with({ startTime });
  }
  scheduledFor(startTime: Date): this {
    return this.with({ startTime, isScheduled: true });
  }
  lastingHours(durationHours: number): this {
    this.endTime = null;
    return this.with({ durationHours });
  }
  endingAt(endTime: Date): this {
    this.endTime = endTime;
    return this;
  }
  /** A game that started an hour before `now` and ends `hoursLeft` after it. */
  liveAt(now: Date, hoursLeft = 24): this {
    return this.with({ isScheduled: false, startTime: new Date(now.getTime() - HOUR_MS) }).endingAt(
      new Date(now.getTime() + hoursLeft * HOUR_MS),
    );
  }

  build(): Game {
    const total = this.game.totalNumbers;
    const range =
      this.freeRange === 'none'
        ? noFreeRange(total)
        : this.freeRange === 'default'
          ? defaultFreeRange(total)
          : this.freeRange;
    const endTime =
      this.endTime ?? new Date(this.game.startTime.getTime() + this.game.durationHours * HOUR_MS);
    return { ...this.game, freePlayStart: range.start, freePlayEnd: range.end, endTime };
  }

  buildDraft(): GameDraft {
    const { id: _id, createdAt: _createdAt, closedAt: _closedAt, ...draft } = this.build();
    return draft;
  }
}

export const aGame = (): GameBuilder => new GameBuilder();
