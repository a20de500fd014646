import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { GetHolding } from '../application/play/get-holding';
import { GetSpinBlocks } from '../application/play/get-spin-blocks';
import { GetSpinPrice } from '../application/play/get-spin-price';
import { GetBreak } from '../application/responsible-play/get-break';
import { GetSpendingLimits } from '../application/responsible-play/get-spending-limits';
import { GetSpendingSummary } from '../application/responsible-play/get-spending-summary';
import { IsExcluded } from '../application/responsible-play/is-excluded';
import { SetSpendingLimits } from '../application/responsible-play/set-spending-limits';
import { TakeBreak } from '../application/responsible-play/take-break';
import { TOKENS } from './tokens';

/** Responsible play: the price of a spin, spending limits, breaks, and what would refuse a spin now. */
export const responsiblePlayModule = new ContainerModule(({ bind }) => {
  const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
  const clock = (ctx: ResolutionContext) => ctx.get(TOKENS.clock);
  bind(GetSpinPrice).toDynamicValue((ctx) => new GetSpinPrice(repos(ctx).games, repos(ctx).numbers));
  bind(GetHolding).toDynamicValue((ctx) => new GetHolding(repos(ctx).games, repos(ctx).numbers));
  bind(GetSpendingLimits).toDynamicValue(
    (ctx) => new GetSpendingLimits(repos(ctx).responsiblePlay, clock(ctx)),
  );
  bind(SetSpendingLimits).toDynamicValue(
    (ctx) => new SetSpendingLimits(ctx.get(TOKENS.unitOfWork), clock(ctx)),
  );
  bind(GetSpendingSummary).toDynamicValue(
    (ctx) => new GetSpendingSummary(repos(ctx).responsiblePlay, clock(ctx)),
  );
  bind(TakeBreak).toDynamicValue((ctx) => new TakeBreak(repos(ctx).responsiblePlay, clock(ctx)));
  bind(GetBreak).toDynamicValue((ctx) => new GetBreak(repos(ctx).responsiblePlay, clock(ctx)));
  bind(IsExcluded).toDynamicValue((ctx) => new IsExcluded(repos(ctx).responsiblePlay));
  bind(GetSpinBlocks).toDynamicValue(
    (ctx) => new GetSpinBlocks(repos(ctx), ctx.get(TOKENS.settings), clock(ctx)),
  );
});

export function resolveResponsiblePlayUseCases(container: Container) {
  return {
    getSpinPrice: container.get(GetSpinPrice),
    getHolding: container.get(GetHolding),
    getSpendingLimits: container.get(GetSpendingLimits),
    setSpendingLimits: container.get(SetSpendingLimits),
    getSpendingSummary: container.get(GetSpendingSummary),
    takeBreak: container.get(TakeBreak),
    getBreak: container.get(GetBreak),
    isExcluded: container.get(IsExcluded),
    getSpinBlocks: container.get(GetSpinBlocks),
  };
}

export type ResponsiblePlayUseCases = ReturnType<typeof resolveResponsiblePlayUseCases>;
