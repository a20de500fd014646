import { ContainerModule, type Newable } from 'inversify';
import { ChangeClientSeed } from '../../../application/fairness/change-client-seed';
import { GetClientSeed } from '../../../application/fairness/get-client-seed';
import { GetFairness } from '../../../application/fairness/get-fairness';
import { injected, SHARED_TOKENS, store } from '../shared/tokens';

export const fairnessUseCases = {
  getFairness: injected(GetFairness, SHARED_TOKENS.repositories, SHARED_TOKENS.clock),
  getClientSeed: injected(GetClientSeed, store('fairness')),
  changeClientSeed: injected(ChangeClientSeed, store('fairness')),
};

/** Provably fair draws: a game's seeds and log, and each player's client seed. */
export const fairnessModule = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of Object.values(fairnessUseCases) as Newable[]) bind(useCase).toSelf();
  });
