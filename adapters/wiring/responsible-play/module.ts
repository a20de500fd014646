import { ContainerModule } from 'inversify';
import { GetBreak } from '../../../application/responsible-play/get-break';
import { GetSpendingLimits } from '../../../application/responsible-play/get-spending-limits';
import { GetSpendingSummary } from '../../../application/responsible-play/get-spending-summary';
import { IsExcluded } from '../../../application/responsible-play/is-excluded';
import { SetSpendingLimits } from '../../../application/responsible-play/set-spending-limits';
import { TakeBreak } from '../../../application/responsible-play/take-break';
import { construct, SHARED_TOKENS } from '../shared/tokens';

const { clock, repositories: repos, unitOfWork: uow } = SHARED_TOKENS;

/** Responsible play: spending limits and what was spent, breaks, self-exclusion. */
export const responsiblePlayModule = () =>
  new ContainerModule(({ bind }) => {
    bind(GetSpendingLimits).toResolvedValue(
      (r, now) => new GetSpendingLimits(r.responsiblePlay, now),
      [repos, clock],
    );
    bind(SetSpendingLimits).toResolvedValue(construct(SetSpendingLimits), [uow, clock]);
    bind(GetSpendingSummary).toResolvedValue(
      (r, now) => new GetSpendingSummary(r.responsiblePlay, now),
      [repos, clock],
    );
    bind(TakeBreak).toResolvedValue((r, now) => new TakeBreak(r.responsiblePlay, now), [repos, clock]);
    bind(GetBreak).toResolvedValue((r, now) => new GetBreak(r.responsiblePlay, now), [repos, clock]);
    bind(IsExcluded).toResolvedValue((r) => new IsExcluded(r.responsiblePlay), [repos]);
  });

/** The responsible-play feature's slice of UseCases. */
export const responsiblePlayUseCases = {
  getSpendingLimits: GetSpendingLimits,
  setSpendingLimits: SetSpendingLimits,
  getSpendingSummary: GetSpendingSummary,
  takeBreak: TakeBreak,
  getBreak: GetBreak,
  isExcluded: IsExcluded,
};
