import type { DomainError } from '../domain/errors';
import { draftGame, GAME_DEFAULTS, type Game, type GameInput } from '../domain/game';
import type { Result } from '../domain/result';
import { err, ok } from '../domain/result';
import { checkPrizeValue } from '../domain/settings';
import type { Clock } from './ports/clock';
import type { GameRepository } from './ports/game-repository';
import type { SettingsStore } from './ports/settings-store';

/**
 * Opens a new game with its full pool of numbers, under the operator's settings: default game
 * numbers, maximum duration and prize value range.
 */
export class CreateGame {
  constructor(
    private readonly games: GameRepository,
    private readonly clock: Clock,
    private readonly settings: Pick<SettingsStore, 'getAll'>,
  ) {}

  /** Codes come from the creation time; two games in one millisecond still get distinct codes. */
  private lastCodeMs = 0;

  async execute(input: GameInput): Promise<Result<Game, DomainError>> {
    const settings = await this.settings.getAll();
    const prizeRefused = checkPrizeValue(input.prizeValueCents ?? 0, settings);
    if (prizeRefused) return err(prizeRefused);
    const withDefaults: GameInput = {
      ...input,
      totalNumbers: input.totalNumbers ?? settings.defaultGameNumbers,
      // The spec's default duration, unless the operator allows less.
      durationHours:
        input.durationHours ?? Math.min(GAME_DEFAULTS.durationHours, settings.maxGameDurationHours),
    };
    const rules = {
      maxPrizeValueCents: settings.maxPrizeValueCents,
      maxDurationHours: settings.maxGameDurationHours,
    };
    const now = this.clock.now();
    this.lastCodeMs = Math.max(now.getTime(), this.lastCodeMs + 1);
    const draft = draftGame(withDefaults, now, this.lastCodeMs, rules);
    if (!draft.ok) return draft;
    return ok(await this.games.create(draft.value));
  }
}
