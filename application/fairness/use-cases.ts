import { ChangeClientSeed } from './change-client-seed';
import { GetClientSeed } from './get-client-seed';
import { GetFairness } from './get-fairness';

/**
 * What the edge calls of fairness by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const fairnessUseCases = {
  getFairness: GetFairness,
  getClientSeed: GetClientSeed,
  changeClientSeed: ChangeClientSeed,
};
