import { type DrawMoment, lastDrawMoment } from '../../domain/fairness/draw-moment';
import { toHex } from '../../domain/fairness/hex';
import type { UserRepository } from '../accounts';
import type { GameLog } from './ports/game-log';
import type { GameRepository } from './ports/game-repository';
import type { WinnerRepository } from './ports/winner-repository';
import { findPublicWinner } from './public-winner';

/**
 * A game's last draw or set-aside as every page watching it shows it (docs/rules/fairness.md, The live
 * draw): decided here, so the pages only play it. The wheel stops on `number`; the seed and the message
 * are what the page's own check re-derives the pick from.
 */
export interface DrawEvent extends DrawMoment {
  gameId: number;
  gameName: string;
  /** The wheel's segments. */
  totalNumbers: number;
  /** The standing winner as the publicity rules name them (a draw that stands); null otherwise. */
  winner: string | null;
  /** The server seed, public once the game closed (lowercase hex). */
  serverSeed: string;
  serverSeedHash: string;
}

/** The game's last draw event, or null (no such game, or nothing drawn yet). */
export class GetDrawEvent {
  constructor(
    private readonly games: Pick<GameRepository, 'findById'>,
    private readonly fairness: Pick<GameLog, 'read'>,
    private readonly people: { users: UserRepository; winners: WinnerRepository },
  ) {}

  async execute(gameId: number): Promise<DrawEvent | null> {
    const [game, record] = await Promise.all([this.games.findById(gameId), this.fairness.read(gameId)]);
    if (!game || !record) return null;
    const moment = lastDrawMoment(gameId, record.serverSeedHash, record.log);
    if (!moment) return null;
    const standing = moment.kind === 'set-aside' ? null : await findPublicWinner(this.people, gameId);
    return {
      ...moment,
      gameId,
      gameName: game.name,
      totalNumbers: game.totalNumbers,
      winner: standing?.number === moment.number ? standing.name : null,
      serverSeed: toHex(record.serverSeed),
      serverSeedHash: record.serverSeedHash,
    };
  }
}
