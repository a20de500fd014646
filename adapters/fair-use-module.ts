import { type Container, ContainerModule } from 'inversify';
import { LiveStreamSlots } from '../application/operations/live-stream-slots';
import { OpenWriteLimit } from '../application/operations/open-write-limit';
import type { AppConfig } from './config/app-config';
import type { Persistence } from './container';
import { TOKENS } from './tokens';
import type { UseCases } from './use-cases';

/**
 * Limits that keep one client from crowding out the others, counted for the whole deployment in the
 * persistence every server process shares: the writes anyone may make, and the places of live streams.
 */
export const fairUseModule = (
  config: Pick<AppConfig, 'anonymousWritesPerMinute'>,
  persistence: Pick<Persistence, 'liveStreamLeases'>,
) =>
  new ContainerModule(({ bind }) => {
    bind(OpenWriteLimit).toDynamicValue(
      (ctx) =>
        new OpenWriteLimit(
          ctx.get(TOKENS.loginAttempts),
          ctx.get(TOKENS.clock),
          config.anonymousWritesPerMinute,
        ),
    );
    bind(LiveStreamSlots).toDynamicValue(
      (ctx) =>
        new LiveStreamSlots(
          persistence.liveStreamLeases,
          ctx.get(TOKENS.ids),
          ctx.get(TOKENS.clock),
          ctx.get(TOKENS.logger).child({ component: 'live' }),
        ),
    );
  });

export function resolveFairUseUseCases(
  container: Container,
): Pick<UseCases, 'openWriteLimit' | 'liveStreamSlots'> {
  return { openWriteLimit: container.get(OpenWriteLimit), liveStreamSlots: container.get(LiveStreamSlots) };
}
