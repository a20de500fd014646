import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { domainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { store } from '../shared/tokens';
import type { GameRepository } from './ports/game-repository';
import type { PrizeImageStore, StoredPrizeImage } from './ports/prize-image-store';

/** A game's prize image, served from its own cacheable URL (archived and unknown games have none). */
@injectable()
export class GetPrizeImage {
  constructor(
    @inject(store('games')) private readonly games: Pick<GameRepository, 'findById'>,
    @inject(store('images')) private readonly images: PrizeImageStore,
  ) {}

  async execute(gameId: number): Promise<Result<StoredPrizeImage, DomainError>> {
    const [game, image] = await Promise.all([this.games.findById(gameId), this.images.get(gameId)]);
    if (!game || !image) return err(domainError('NOT_FOUND', 'This game has no prize image'));
    return ok(image);
  }
}
