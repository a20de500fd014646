import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import type { Result } from '../../domain/shared/result';
import { AUTOMATIC_DRAW } from '../games';
import type { Logger } from '../shared/ports/logger';
import type { SettingsStore } from '../shared/ports/settings-store';
import { LOGGER, SETTINGS } from '../shared/tokens';
import { DrawWinner } from './draw-winner';
import type { SelectingAdmin } from './winner-choice';

export interface Draw {
  execute(input: { gameId: number; admin: SelectingAdmin }): Promise<Result<unknown, DomainError>>;
}

/**
 * After a declined or forfeited claim set its winner aside: with 'automaticRedraw' on, the public
 * redraw runs at once (the draw passes over the numbers set aside); off, it stays the operator's act.
 */
@injectable()
export class Redraw {
  constructor(
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'getAll'>,
    @inject(DrawWinner) private readonly draw: Draw,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async afterSetAside(gameId: number): Promise<void> {
    if (!(await this.settings.getAll()).automaticRedraw) return;
    const result = await this.draw.execute({ gameId, admin: AUTOMATIC_DRAW });
    if (!result.ok) this.logger.info({ gameId, code: result.error.code }, 'automatic redraw: nothing drawn');
  }
}
