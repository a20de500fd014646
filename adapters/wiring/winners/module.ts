import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { DeleteWinner } from '../../../application/winners/delete-winner';
import { DrawWinner } from '../../../application/winners/draw-winner';
import { ListWinners } from '../../../application/winners/list-winners';
import { SelectWinner } from '../../../application/winners/select-winner';
import { SHARED_TOKENS } from '../shared/tokens';

/** Winners: drawn or selected by the back office, listed, deleted. */
export const winnersModule = () =>
  new ContainerModule(({ bind }) => {
    const uow = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.unitOfWork);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    bind(SelectWinner).toDynamicValue((ctx) => new SelectWinner(uow(ctx), clock(ctx)));
    bind(DrawWinner).toDynamicValue((ctx) => new DrawWinner(uow(ctx), clock(ctx)));
    bind(ListWinners).toDynamicValue((ctx) => new ListWinners(ctx.get(SHARED_TOKENS.repositories).winners));
    bind(DeleteWinner).toDynamicValue((ctx) => new DeleteWinner(uow(ctx), clock(ctx)));
  });

/** The winners feature's slice of UseCases. */
export const winnersUseCases = (container: Container) => ({
  selectWinner: container.get(SelectWinner),
  drawWinner: container.get(DrawWinner),
  listWinners: container.get(ListWinners),
  deleteWinner: container.get(DeleteWinner),
});

export type WinnersUseCases = ReturnType<typeof winnersUseCases>;
