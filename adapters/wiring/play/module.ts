import { ContainerModule } from 'inversify';
import { SPIN_DESK } from '../../../application/play/tokens';
import { invalidatingSpinDesk } from '../../cache/invalidating-persistence';
import { meteredSpinDesk } from '../../metrics/metered-ports';
import { GAMES_TOKENS } from '../games/tokens';
import { OPERATIONS_TOKENS } from '../operations/tokens';
import { port } from '../shared/tokens';

/** Play: the spin desk, metered and dropping the cached game reads each spin changes. */
export const playModule = () =>
  new ContainerModule(({ bind }) => {
    bind(SPIN_DESK).toResolvedValue(
      (desk, metrics, caches) => invalidatingSpinDesk(meteredSpinDesk(desk, metrics), caches.drop),
      [port('spins'), OPERATIONS_TOKENS.metrics, GAMES_TOKENS.readCaches],
    );
  });
