import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { ChangeClientSeed } from '../../../application/fairness/change-client-seed';
import { GetClientSeed } from '../../../application/fairness/get-client-seed';
import { GetFairness } from '../../../application/fairness/get-fairness';
import { SHARED_TOKENS } from '../shared/tokens';

/** Provably fair draws: a game's seeds and log, and each player's client seed. */
export const fairnessModule = () =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories);
    bind(GetFairness).toDynamicValue((ctx) => new GetFairness(repos(ctx), ctx.get(SHARED_TOKENS.clock)));
    bind(GetClientSeed).toDynamicValue((ctx) => new GetClientSeed(repos(ctx).fairness));
    bind(ChangeClientSeed).toDynamicValue((ctx) => new ChangeClientSeed(repos(ctx).fairness));
  });

/** The fairness feature's slice of UseCases. */
export const fairnessUseCases = (container: Container) => ({
  getFairness: container.get(GetFairness),
  getClientSeed: container.get(GetClientSeed),
  changeClientSeed: container.get(ChangeClientSeed),
});

export type FairnessUseCases = ReturnType<typeof fairnessUseCases>;
