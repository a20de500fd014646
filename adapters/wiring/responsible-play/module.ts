import { ContainerModule, type Newable } from 'inversify';
import { GetBreak } from '../../../application/responsible-play/get-break';
import { GetSpendingLimits } from '../../../application/responsible-play/get-spending-limits';
import { GetSpendingSummary } from '../../../application/responsible-play/get-spending-summary';
import { IsExcluded } from '../../../application/responsible-play/is-excluded';
import { SetSpendingLimits } from '../../../application/responsible-play/set-spending-limits';
import { TakeBreak } from '../../../application/responsible-play/take-break';
import { injected, SHARED_TOKENS, store } from '../shared/tokens';

const { clock, unitOfWork: uow } = SHARED_TOKENS;
const limits = store('responsiblePlay');

export const responsiblePlayUseCases = {
  getSpendingLimits: injected(GetSpendingLimits, limits, clock),
  setSpendingLimits: injected(SetSpendingLimits, uow, clock),
  getSpendingSummary: injected(GetSpendingSummary, limits, clock),
  takeBreak: injected(TakeBreak, limits, clock),
  getBreak: injected(GetBreak, limits, clock),
  isExcluded: injected(IsExcluded, limits),
};

/** Responsible play: spending limits and what was spent, breaks, self-exclusion. */
export const responsiblePlayModule = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of Object.values(responsiblePlayUseCases) as Newable[]) bind(useCase).toSelf();
  });
