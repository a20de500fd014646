import { ContainerModule } from 'inversify';
import { ErasedIdentity } from '../../../application/accounts/erased-identity';
import { ClaimCharger } from '../../../application/payments/claim-charger';
import { GetAchievements } from '../../../application/play/get-achievements';
import { GetDashboardStats } from '../../../application/play/get-dashboard-stats';
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
import { BACK_OFFICE_TOKENS } from '../back-office/tokens';
import { GAMES_TOKENS } from '../games/tokens';
import { OPERATIONS_TOKENS } from '../operations/tokens';
import { PAYMENTS_TOKENS } from '../payments/tokens';
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { dropCachedReads } from '../shared/module';
import { construct, SHARED_TOKENS } from '../shared/tokens';
import { PLAY_TOKENS } from './tokens';

const { clock, ids, repositories: repos } = SHARED_TOKENS;
const { spins, drawNotices } = PLAY_TOKENS;
const { settings } = SETTINGS_TOKENS;

/**
 * Play: free and paid spins (the spin desk, metered and dropping the cached game reads it changes),
 * what a spin costs or would refuse now, the player's stats, wins and draw notices.
 */
export const playModule = (persistence: Pick<Persistence, 'spins' | 'drawNotices'>) =>
  new ContainerModule(({ bind }) => {
    bind(spins).toResolvedValue(
      (metrics, caches) =>
        invalidatingSpinDesk(meteredSpinDesk(persistence.spins, metrics), dropCachedReads(caches)),
      [OPERATIONS_TOKENS.metrics, GAMES_TOKENS.readCaches],
    );
    bind(drawNotices).toConstantValue(persistence.drawNotices);

    bind(GetFreePlayStatus).toResolvedValue(
      (r, erased) => new GetFreePlayStatus(r.games, r.numbers, r, erased),
      [repos, ErasedIdentity],
    );
    bind(TakeFreeSpin).toResolvedValue(construct(TakeFreeSpin), [
      spins,
      repos,
      clock,
      ids,
      settings,
      ErasedIdentity,
    ]);
    bind(SpinWheel).toResolvedValue(
      (desk, r, charger, now, i, s, t) => new SpinWheel(desk, r, charger, now, i, s, t),
      [spins, repos, ClaimCharger, clock, ids, settings, PAYMENTS_TOKENS.timings],
    );
    bind(GetPaidSpinStatus).toResolvedValue(construct(GetPaidSpinStatus), [repos]);
    bind(GetOpenHold).toResolvedValue(construct(GetOpenHold), [repos, clock]);
    bind(GetSpinPrice).toResolvedValue((r) => new GetSpinPrice(r.games, r.numbers), [repos]);
    bind(GetHolding).toResolvedValue((r) => new GetHolding(r.games, r.numbers), [repos]);
    bind(GetSpinBlocks).toResolvedValue(construct(GetSpinBlocks), [repos, settings, clock]);

    bind(GetPlayerStats).toResolvedValue(
      (r) => new GetPlayerStats(r.numbers, r.winners, r.payments),
      [repos],
    );
    bind(ListPlayerWins).toResolvedValue((r) => new ListPlayerWins(r.winners), [repos]);
    bind(GetAchievements).toResolvedValue(construct(GetAchievements), [GetPlayerStats]);
    bind(ListDrawNotices).toResolvedValue(
      (d, r) => new ListDrawNotices(d, r.preferences),
      [drawNotices, repos],
    );
    bind(MarkDrawNoticeSeen).toResolvedValue(construct(MarkDrawNoticeSeen), [drawNotices, clock]);
    // The back office's dashboard: spins and revenue per game.
    bind(GetDashboardStats).toResolvedValue(
      (r, analytics, now) => new GetDashboardStats(r.games, analytics, now),
      [repos, BACK_OFFICE_TOKENS.analytics, clock],
    );
  });

/** The play feature's slice of UseCases. */
export const playUseCases = {
  getFreePlayStatus: GetFreePlayStatus,
  takeFreeSpin: TakeFreeSpin,
  spinWheel: SpinWheel,
  getPaidSpinStatus: GetPaidSpinStatus,
  getOpenHold: GetOpenHold,
  getSpinPrice: GetSpinPrice,
  getHolding: GetHolding,
  getSpinBlocks: GetSpinBlocks,
  getPlayerStats: GetPlayerStats,
  listPlayerWins: ListPlayerWins,
  getAchievements: GetAchievements,
  listDrawNotices: ListDrawNotices,
  markDrawNoticeSeen: MarkDrawNoticeSeen,
  getDashboardStats: GetDashboardStats,
};
