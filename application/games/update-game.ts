import { inject, injectable } from 'inversify';
import { formatInstant } from '../../domain/fairness/fairness-log';
import type { Game } from '../../domain/games/game';
import { gameNotFound } from '../../domain/games/game.errors';
import { type GameChanges, loggedEdits, reviseGame } from '../../domain/games/game-revision';
import { type PrizeImage, parsePrizeImage, prizeImageUrl } from '../../domain/games/prize-image';
import { checkPrizeValue } from '../../domain/settings/settings';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, SETTINGS, UNIT_OF_WORK } from '../shared/tokens';
import { GetSponsor } from './get-sponsor';
import type { GameEntries } from './ports/game-entries';
import type { GameLog } from './ports/game-log';
import type { GameRepository } from './ports/game-repository';
import type { InstantPrizes } from './ports/instant-prizes';
import type { NumberPool } from './ports/number-pool';
import type { PrizeImageStore } from './ports/prize-image-store';
import type { WinnerRepository } from './ports/winner-repository';
import { readGameLife } from './read-game-life';
import { recordTerms, type TermsStores } from './record-terms';
import { reviseInstantPrizes } from './revise-instant-prizes';
import { enqueueTermsChangedMails, type TermsMailStores } from './terms-changed-mail';

/** The stores it uses, bound to one transaction. */
type Stores = TermsStores &
  TermsMailStores & {
    games: GameRepository;
    numbers: NumberPool;
    winners: WinnerRepository;
    entries: GameEntries;
    images: PrizeImageStore;
    fairness: GameLog;
    instantPrizes: InstantPrizes;
  };

export interface UpdateGameInput {
  gameId: number;
  changes: GameChanges;
  /**
   * A new image as a data URL; null removes it; the game's own current URL (the edit form sends it
   * back unchanged) or undefined keeps it.
   */
  prizeImageUrl?: string | null;
}

/**
 * An administrator's edit. Under the game's row lock (a spin waits, or is waited for), so the
 * "no claim yet" check that unlocks total numbers and the free range cannot race a first spin, and
 * the end of a game that has closed cannot move. Changes of the end time and prize join the game's
 * public log; a change of its terms is a new version, logged, and e-mailed to its players.
 */
@injectable()
export class UpdateGame {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'getAll'>,
    /** The Sponsor the Official Rules in the terms name. */
    @inject(GetSponsor) private readonly sponsor: GetSponsor,
  ) {}

  async execute(input: UpdateGameInput): Promise<Result<Game, DomainError>> {
    const settings = await this.settings.getAll();
    if (input.changes.prizeValueCents !== undefined) {
      const refused = checkPrizeValue(input.changes.prizeValueCents, settings);
      if (refused) return err(refused);
    }
    const rules = {
      maxPrizeValueCents: settings.maxPrizeValueCents,
      maxDurationHours: settings.maxGameDurationHours,
    };
    return this.uow.run(async (tx) => {
      const game = await tx.games.lock(input.gameId);
      if (!game) return err(gameNotFound());
      const image = readImage(input.prizeImageUrl, game);
      if (!image.ok) return image;
      const now = this.clock.now();
      const { life, counts } = await readGameLife(tx, game, now);
      const revision = reviseGame(game, input.changes, counts.total > 0, rules, { life, now });
      if (!revision.ok) return revision;
      const prizes = await reviseInstantPrizes(
        tx,
        game,
        input.changes,
        revision.value,
        counts.total > 0,
        rules,
      );
      if (!prizes.ok) return prizes;
      const updated = await tx.games.update(game.id, { ...revision.value, ...prizes.value });
      if (!updated) return err(gameNotFound());
      // The new terms' version first, then the edits that made them (each entry as before).
      const recorded = await recordTerms(tx, updated, now, {
        ...settings,
        sponsor: this.sponsor.execute(),
      });
      if (recorded) await enqueueTermsChangedMails(tx, updated, recorded.before, recorded.terms);
      const at = formatInstant(now);
      for (const detail of loggedEdits(game, revision.value))
        await tx.fairness.appendNote(game.id, { type: 'edit', at, detail });
      if (image.value === 'keep') return ok(updated);
      if (image.value === 'remove') {
        await tx.images.remove(game.id);
        await tx.games.setImageUrl(game.id, null);
        return ok({ ...updated, prizeImageUrl: null });
      }
      const url = prizeImageUrl(game.id, await tx.images.put(game.id, image.value, now));
      await tx.games.setImageUrl(game.id, url);
      return ok({ ...updated, prizeImageUrl: url });
    });
  }
}

function readImage(value: unknown, game: Game): Result<PrizeImage | 'keep' | 'remove', DomainError> {
  if (value === undefined || (value !== null && value === game.prizeImageUrl)) return ok('keep');
  if (value === null) return ok('remove');
  return parsePrizeImage(value);
}
