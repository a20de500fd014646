import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
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
import { BACK_OFFICE_TOKENS } from '../back-office/tokens';
import { OPERATIONS_TOKENS } from '../operations/tokens';
import { PAYMENTS_TOKENS } from '../payments/tokens';
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { dropCachedReads } from '../shared/module';
import { SHARED_TOKENS } from '../shared/tokens';
import { PLAY_TOKENS } from './tokens';

/**
 * Play: free and paid spins (the spin desk, metered and dropping the cached game reads it changes),
 * what a spin costs or would refuse now, the player's stats, wins and draw notices.
 */
export const playModule = (persistence: Pick<Persistence, 'spins' | 'drawNotices'>) =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const settings = (ctx: ResolutionContext) => ctx.get(SETTINGS_TOKENS.settings);
    bind(PLAY_TOKENS.spins).toDynamicValue((ctx) =>
      invalidatingSpinDesk(
        meteredSpinDesk(persistence.spins, ctx.get(OPERATIONS_TOKENS.metrics)),
        dropCachedReads(ctx),
      ),
    );
    bind(PLAY_TOKENS.drawNotices).toConstantValue(persistence.drawNotices);

    bind(GetFreePlayStatus).toDynamicValue(
      (ctx) =>
        new GetFreePlayStatus(repos(ctx).games, repos(ctx).numbers, repos(ctx), ctx.get(ErasedIdentity)),
    );
    bind(TakeFreeSpin).toDynamicValue(
      (ctx) =>
        new TakeFreeSpin(
          ctx.get(PLAY_TOKENS.spins),
          repos(ctx),
          clock(ctx),
          ctx.get(SHARED_TOKENS.ids),
          settings(ctx),
          ctx.get(ErasedIdentity),
        ),
    );
    bind(SpinWheel).toDynamicValue(
      (ctx) =>
        new SpinWheel(
          ctx.get(PLAY_TOKENS.spins),
          repos(ctx),
          ctx.get(ClaimCharger),
          clock(ctx),
          ctx.get(SHARED_TOKENS.ids),
          settings(ctx),
          ctx.get(PAYMENTS_TOKENS.timings),
        ),
    );
    bind(GetPaidSpinStatus).toDynamicValue((ctx) => new GetPaidSpinStatus(repos(ctx)));
    bind(GetOpenHold).toDynamicValue((ctx) => new GetOpenHold(repos(ctx), clock(ctx)));
    bind(GetSpinPrice).toDynamicValue((ctx) => new GetSpinPrice(repos(ctx).games, repos(ctx).numbers));
    bind(GetHolding).toDynamicValue((ctx) => new GetHolding(repos(ctx).games, repos(ctx).numbers));
    bind(GetSpinBlocks).toDynamicValue((ctx) => new GetSpinBlocks(repos(ctx), settings(ctx), clock(ctx)));

    bind(GetPlayerStats).toDynamicValue(
      (ctx) => new GetPlayerStats(repos(ctx).numbers, repos(ctx).winners, repos(ctx).payments),
    );
    bind(ListPlayerWins).toDynamicValue((ctx) => new ListPlayerWins(repos(ctx).winners));
    bind(GetAchievements).toDynamicValue((ctx) => new GetAchievements(ctx.get(GetPlayerStats)));
    bind(ListDrawNotices).toDynamicValue(
      (ctx) => new ListDrawNotices(ctx.get(PLAY_TOKENS.drawNotices), repos(ctx).preferences),
    );
    bind(MarkDrawNoticeSeen).toDynamicValue(
      (ctx) => new MarkDrawNoticeSeen(ctx.get(PLAY_TOKENS.drawNotices), clock(ctx)),
    );
    // The back office's dashboard: spins and revenue per game.
    bind(GetDashboardStats).toDynamicValue(
      (ctx) => new GetDashboardStats(repos(ctx).games, ctx.get(BACK_OFFICE_TOKENS.analytics), clock(ctx)),
    );
  });

/** The play feature's slice of UseCases. */
export const playUseCases = (container: Container) => ({
  getFreePlayStatus: container.get(GetFreePlayStatus),
  takeFreeSpin: container.get(TakeFreeSpin),
  spinWheel: container.get(SpinWheel),
  getPaidSpinStatus: container.get(GetPaidSpinStatus),
  getOpenHold: container.get(GetOpenHold),
  getSpinPrice: container.get(GetSpinPrice),
  getHolding: container.get(GetHolding),
  getSpinBlocks: container.get(GetSpinBlocks),
  getPlayerStats: container.get(GetPlayerStats),
  listPlayerWins: container.get(ListPlayerWins),
  getAchievements: container.get(GetAchievements),
  listDrawNotices: container.get(ListDrawNotices),
  markDrawNoticeSeen: container.get(MarkDrawNoticeSeen),
  getDashboardStats: container.get(GetDashboardStats),
});

export type PlayUseCases = ReturnType<typeof playUseCases>;
