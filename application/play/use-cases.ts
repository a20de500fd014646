import { ExportMyData } from './export-my-data';
import { GetAchievements } from './get-achievements';
import { GetFreePlayStatus } from './get-free-play-status';
import { GetHolding } from './get-holding';
import { GetOpenHold } from './get-open-hold';
import { GetPaidSpinStatus } from './get-paid-spin-status';
import { GetPlayerStats } from './get-player-stats';
import { GetSpinBlocks } from './get-spin-blocks';
import { GetSpinPrice } from './get-spin-price';
import { ListDrawNotices } from './list-draw-notices';
import { ListPlayerWins } from './list-player-wins';
import { MarkDrawNoticeSeen } from './mark-draw-notice-seen';
import { SpinWheel } from './spin-wheel';
import { TakeFreeSpin } from './take-free-spin';

/**
 * What the edge calls of play by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const playUseCases = {
  exportMyData: ExportMyData,
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
};
