import { ContainerModule, type Newable } from 'inversify';
import { ErasedIdentity } from '../../../application/accounts/erased-identity';
import { GetDashboardStats } from '../../../application/back-office/get-dashboard-stats';
import { ClaimCharger } from '../../../application/payments/claim-charger';
import { GetAchievements } from '../../../application/play/get-achievements';
import { GetFreePlayStatus } from '../../../application/play/get-free-play-status';
import { GetHolding } from '../../../application/play/get-holding';
import { GetOpenHold } from '../../../application/play/get-open-hold';
import { GetPaidSpinStatus } from '../../../application/play/get-paid-spin-status';
import { GetPlayerStats } from '../../../application/play/get-player-stats';
import { GetSpinBlocks } from '../../../application/play/get-spin-blocks';
import { GetSpinPrice } from '../../../application/play/get-spin-price';
import { ListDrawNotices } from '../../../application/play/list-draw-notices';
import { ListPlayerWins } from '../../../application/play/list-player-wins';
import { MarkDrawNoticeSeen } from '../../../application/play/mark-draw-notice-seen';
import { SpinWheel } from '../../../application/play/spin-wheel';
import { TakeFreeSpin } from '../../../application/play/take-free-spin';
import { invalidatingSpinDesk } from '../../cache/invalidating-persistence';
import { meteredSpinDesk } from '../../metrics/metered-ports';
import { GAMES_TOKENS } from '../games/tokens';
import { OPERATIONS_TOKENS } from '../operations/tokens';
import { PAYMENTS_TOKENS } from '../payments/tokens';
import { injected, port, SHARED_TOKENS, store } from '../shared/tokens';
import { PLAY_TOKENS } from './tokens';

const { clock, ids, repositories: repos, settings } = SHARED_TOKENS;
const { spins } = PLAY_TOKENS;
const notices = port('drawNotices');
const [games, numbers, winners] = [store('games'), store('numbers'), store('winners')];

export const playUseCases = {
  getFreePlayStatus: injected(GetFreePlayStatus, games, numbers, repos, ErasedIdentity),
  takeFreeSpin: injected(TakeFreeSpin, spins, repos, clock, ids, settings, ErasedIdentity),
  spinWheel: injected(SpinWheel, spins, repos, ClaimCharger, clock, ids, settings, PAYMENTS_TOKENS.timings),
  getPaidSpinStatus: injected(GetPaidSpinStatus, repos),
  getOpenHold: injected(GetOpenHold, repos, clock),
  getSpinPrice: injected(GetSpinPrice, games, numbers),
  getHolding: injected(GetHolding, games, numbers),
  getSpinBlocks: injected(GetSpinBlocks, repos, settings, clock),
  getPlayerStats: injected(GetPlayerStats, numbers, winners, store('payments')),
  listPlayerWins: injected(ListPlayerWins, winners),
  getAchievements: injected(GetAchievements, GetPlayerStats),
  listDrawNotices: injected(ListDrawNotices, notices, store('preferences')),
  markDrawNoticeSeen: injected(MarkDrawNoticeSeen, notices, clock),
  // The back office's dashboard: spins and revenue per game.
  getDashboardStats: injected(GetDashboardStats, games, port('analytics'), clock),
};

/** Play: free and paid spins, what a spin costs or would refuse, the player's stats, wins and notices. */
export const playModule = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of Object.values(playUseCases) as Newable[]) bind(useCase).toSelf();
    bind(spins).toResolvedValue(
      (desk, metrics, caches) => invalidatingSpinDesk(meteredSpinDesk(desk, metrics), caches.drop),
      [port('spins'), OPERATIONS_TOKENS.metrics, GAMES_TOKENS.readCaches],
    );
  });
