import { GetBreak } from './get-break';
import { GetSpendingLimits } from './get-spending-limits';
import { GetSpendingSummary } from './get-spending-summary';
import { IsExcluded } from './is-excluded';
import { SetSpendingLimits } from './set-spending-limits';
import { TakeBreak } from './take-break';

/**
 * What the edge calls of responsible-play by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const responsiblePlayUseCases = {
  getSpendingLimits: GetSpendingLimits,
  setSpendingLimits: SetSpendingLimits,
  getSpendingSummary: GetSpendingSummary,
  takeBreak: TakeBreak,
  getBreak: GetBreak,
  isExcluded: IsExcluded,
};
