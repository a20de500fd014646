import { CheckHealth } from './check-health';
import { CheckReadiness } from './check-readiness';
import { LiveStreamSlots } from './live-stream-slots';
import { OpenWriteLimit } from './open-write-limit';

/**
 * What the edge calls of operations by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const operationsUseCases = {
  checkHealth: CheckHealth,
  checkReadiness: CheckReadiness,
  openWriteLimit: OpenWriteLimit,
  liveStreamSlots: LiveStreamSlots,
};
