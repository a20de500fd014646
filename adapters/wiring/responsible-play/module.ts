import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { GetBreak } from '../../../application/responsible-play/get-break';
import { GetSpendingLimits } from '../../../application/responsible-play/get-spending-limits';
import { GetSpendingSummary } from '../../../application/responsible-play/get-spending-summary';
import { IsExcluded } from '../../../application/responsible-play/is-excluded';
import { SetSpendingLimits } from '../../../application/responsible-play/set-spending-limits';
import { TakeBreak } from '../../../application/responsible-play/take-break';
import { SHARED_TOKENS } from '../shared/tokens';

/** Responsible play: spending limits and what was spent, breaks, self-exclusion. */
export const responsiblePlayModule = () =>
  new ContainerModule(({ bind }) => {
    const store = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories).responsiblePlay;
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    bind(GetSpendingLimits).toDynamicValue((ctx) => new GetSpendingLimits(store(ctx), clock(ctx)));
    bind(SetSpendingLimits).toDynamicValue(
      (ctx) => new SetSpendingLimits(ctx.get(SHARED_TOKENS.unitOfWork), clock(ctx)),
    );
    bind(GetSpendingSummary).toDynamicValue((ctx) => new GetSpendingSummary(store(ctx), clock(ctx)));
    bind(TakeBreak).toDynamicValue((ctx) => new TakeBreak(store(ctx), clock(ctx)));
    bind(GetBreak).toDynamicValue((ctx) => new GetBreak(store(ctx), clock(ctx)));
    bind(IsExcluded).toDynamicValue((ctx) => new IsExcluded(store(ctx)));
  });

/** The responsible-play feature's slice of UseCases. */
export const responsiblePlayUseCases = (container: Container) => ({
  getSpendingLimits: container.get(GetSpendingLimits),
  setSpendingLimits: container.get(SetSpendingLimits),
  getSpendingSummary: container.get(GetSpendingSummary),
  takeBreak: container.get(TakeBreak),
  getBreak: container.get(GetBreak),
  isExcluded: container.get(IsExcluded),
});

export type ResponsiblePlayUseCases = ReturnType<typeof responsiblePlayUseCases>;
