import { inMemoryPersistence } from '../../../adapters/memory/persistence';
import { buildUseCases, ManualClock, NOW, registrationForm1 } from '../../api/support/test-app';
import { aGame } from '../../builders/game-builder';

let codes = 0;

/** The use cases as the composition root wires them, on in-memory stores and a hand-moved clock. */
export function securityWorld() {
  const clock = new ManualClock();
  const persistence = inMemoryPersistence();
  const useCases = buildUseCases(persistence, clock);
  return {
    clock,
    persistence,
    useCases,
    /** A registered player (sign-up form), with the password 'secret-password'. */
    async aPlayer(overrides: Record<string, unknown> = {}) {
      const registered = await useCases.registerPlayer.execute(registrationForm1(overrides));
      if (!registered.ok) throw new Error(registered.error.message);
      return { ...registered.value, password: 'secret-password' };
    },
    /** A live game with free play (by default), started an hour ago. */
    aLiveGame(build = (game: ReturnType<typeof aGame>) => game) {
      const game = aGame()
        .with({ code: `S${++codes}` })
        .liveAt(NOW)
        .withDefaultFreePlay();
      return persistence.repositories.games.create(build(game).buildDraft());
    },
  };
}
