import { ContainerModule } from 'inversify';
import { ChangeClientSeed } from '../../../application/fairness/change-client-seed';
import { GetClientSeed } from '../../../application/fairness/get-client-seed';
import { GetFairness } from '../../../application/fairness/get-fairness';
import { construct, SHARED_TOKENS } from '../shared/tokens';

const { clock, repositories: repos } = SHARED_TOKENS;

/** Provably fair draws: a game's seeds and log, and each player's client seed. */
export const fairnessModule = () =>
  new ContainerModule(({ bind }) => {
    bind(GetFairness).toResolvedValue(construct(GetFairness), [repos, clock]);
    bind(GetClientSeed).toResolvedValue((r) => new GetClientSeed(r.fairness), [repos]);
    bind(ChangeClientSeed).toResolvedValue((r) => new ChangeClientSeed(r.fairness), [repos]);
  });

/** The fairness feature's slice of UseCases. */
export const fairnessUseCases = {
  getFairness: GetFairness,
  getClientSeed: GetClientSeed,
  changeClientSeed: ChangeClientSeed,
};
