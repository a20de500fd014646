import { inject, injectable } from 'inversify';
import { draftGame, GAME_DEFAULTS, type Game, type GameInput, gameCode } from '../../domain/games/game';
import { checkInstantPrizes } from '../../domain/games/instant-prizes';
import { type PrizeImage, parsePrizeImage, prizeImageUrl } from '../../domain/games/prize-image';
import { checkPrizeValue } from '../../domain/settings/settings';
import type { DomainError } from '../../domain/shared/errors';
import type { Result } from '../../domain/shared/result';
import { err, ok } from '../../domain/shared/result';
import type { Clock } from '../shared/ports/clock';
import type { SettingsStore } from '../shared/ports/settings-store';
import type { SiteLinks } from '../shared/ports/site-links';
import type { UnitOfWork } from '../shared/ports/unit-of-work';
import { CLOCK, SETTINGS, SITE_LINKS, UNIT_OF_WORK } from '../shared/tokens';
import { GetSponsor } from './get-sponsor';
import { enqueueNewGameMail, type NewGameMailStores } from './new-game-mail';
import { placeInstantPrizes } from './place-instant-prizes';
import type { GameLog } from './ports/game-log';
import type { GameRepository } from './ports/game-repository';
import { GameCodeTaken } from './ports/game-repository';
import type { InstantPrizes } from './ports/instant-prizes';
import type { PrizeImageStore } from './ports/prize-image-store';
import { recordTerms, type TermsStores } from './record-terms';

/** The stores it uses (the announcement's among them), bound to one transaction. */
type Stores = NewGameMailStores &
  TermsStores & {
    games: GameRepository;
    images: PrizeImageStore;
    fairness: GameLog;
    instantPrizes: InstantPrizes;
  };

/** A code collides once in about a million games per 16 minutes; a few tries always find a free one. */
const CODE_ATTEMPTS = 20;

/**
 * Opens a new game with its full pool of numbers, under the operator's settings: default game
 * numbers, maximum duration and prize value range. A prize image arrives as a data URL and is
 * stored as bytes in the same transaction; the game carries only its versioned URL. Its terms are fixed
 * (version 1, whose hash is the first entry of its log: record-terms.ts). The 'Get Notified'
 * announcements are queued in the same transaction (the outbox).
 */
@injectable()
export class CreateGame {
  constructor(
    @inject(UNIT_OF_WORK) private readonly uow: UnitOfWork<Stores>,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'getAll'>,
    @inject(SITE_LINKS) private readonly links: SiteLinks,
    /** The Sponsor the Official Rules in the terms name. */
    @inject(GetSponsor) private readonly sponsor: GetSponsor,
  ) {}

  /** Codes come from the creation time; two games in one millisecond still get distinct codes. */
  private lastCodeMs = 0;

  async execute(input: GameInput): Promise<Result<Game, DomainError>> {
    const settings = await this.settings.getAll();
    const prizeRefused = checkPrizeValue(input.prizeValueCents ?? 0, settings);
    if (prizeRefused) return err(prizeRefused);
    let image: PrizeImage | null = null;
    if (input.prizeImageUrl !== undefined && input.prizeImageUrl !== null) {
      const parsed = parsePrizeImage(input.prizeImageUrl);
      if (!parsed.ok) return parsed;
      image = parsed.value;
    }
    const withDefaults: GameInput = {
      ...input,
      prizeImageUrl: null,
      totalNumbers: input.totalNumbers ?? settings.defaultGameNumbers,
      // The default duration (docs/rules/games.md, A game), unless the operator allows less.
      durationHours:
        input.durationHours ?? Math.min(GAME_DEFAULTS.durationHours, settings.maxGameDurationHours),
    };
    const rules = {
      maxPrizeValueCents: settings.maxPrizeValueCents,
      maxDurationHours: settings.maxGameDurationHours,
    };
    const now = this.clock.now();
    const draft = draftGame(withDefaults, now, now.getTime(), rules);
    if (!draft.ok) return draft;
    const prizes = checkInstantPrizes(
      input.instantPrizes,
      draft.value.totalNumbers,
      rules.maxPrizeValueCents,
    );
    if (!prizes.ok) return prizes;
    // Taken before the transaction, synchronously: parallel creations in this process never try the
    // same code (both would pass codeTaken before either commits).
    let code = this.nextCode(now);
    return this.uow.run(async (tx) => {
      let game: Game | null = null;
      // Another process may take a code between the check and the insert: the insert says so.
      for (let attempt = 0; game === null; attempt++) {
        if (attempt === CODE_ATTEMPTS) throw new Error('no free game code found');
        if (attempt > 0) code = this.nextCode(now);
        if (await tx.games.codeTaken(code)) continue;
        // The draw rule it opens under (its terms state the same): kept with the game for good.
        const drawAfterSellOutMinutes = settings.drawDelayMinutes;
        game = await tx.games
          .create({ ...draft.value, code, drawAfterSellOutMinutes })
          .catch((error: unknown) => {
            if (error instanceof GameCodeTaken) return null;
            throw error;
          });
      }
      await placeInstantPrizes(tx, game, prizes.value);
      if (image) {
        const url = prizeImageUrl(game.id, await tx.images.put(game.id, image, now));
        await tx.games.setImageUrl(game.id, url);
        game = { ...game, prizeImageUrl: url };
      }
      // Its terms as it opens: version 1, the first entry of its log.
      await recordTerms(tx, game, now, { ...settings, sponsor: this.sponsor.execute() });
      await enqueueNewGameMail(tx, game, this.links, now);
      return ok(game);
    });
  }

  private nextCode(now: Date): string {
    this.lastCodeMs = Math.max(now.getTime(), this.lastCodeMs + 1);
    return gameCode(this.lastCodeMs);
  }
}
