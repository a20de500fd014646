import type { FairnessAnswer } from '../../domain/fairness/fairness-answer';
import { instantWinNumbers } from '../../domain/fairness/instant-wins';
import { claimClientSeed } from '../../domain/fairness/seeds';
import { type GameAction, INSTANT_PRIZES, playHonestGame } from './fairness-game';

/**
 * A small sold-out game of scheme 3 with three instant prizes: per-game client seeds, a held instant-win
 * number released unpaid (no award), a held one paid later (its award then, not at its claim), free and
 * paid claims each awarded when won, and a draw. The first seed (from `byte` on) that plays out so is used.
 */
export function aScheme3InstantGame(gameId = 23, byte = 1, revealed = true): FairnessAnswer {
  const seeds = ['a1b2c3d4e5f60718', 'lucky-player', 'x|y:z ~'];
  const spin = (i: number, held = false): GameAction => ({
    type: 'spin',
    kind: i % 4 === 3 ? 'free' : 'paid',
    clientSeed: seeds[i % 3] as string,
    held,
  });
  for (let b = byte; ; b += 1) {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => (b * 29 + i * 11) & 0xff);
    const game = {
      gameId,
      totalNumbers: 12,
      freePlayStart: 10,
      freePlayEnd: 12,
      seed,
      schemeVersion: 3 as const,
    };
    const numbers = instantWinNumbers(seed, gameId, 12, INSTANT_PRIZES.length);
    for (let first = 0; first < 3; first += 1) {
      const actions: GameAction[] = [
        ...[0, 1, 2].map((i) => spin(i, i === first)),
        { type: 'release', which: first },
        ...[3, 4, 5].map((i) => spin(i)),
        { type: 'spin', kind: 'paid', clientSeed: 'late-payer', held: true },
        ...[6, 7, 8, 9, 10, 11, 12, 13].map((i) => spin(i)),
        { type: 'pay' },
        { type: 'draw' },
      ];
      const played = playHonestGame({ ...game, actions, instantPrizes: INSTANT_PRIZES, revealed: true });
      const log = played.log;
      const released = log.find((e) => e.type === 'release');
      const late = log.findIndex(
        (e) => e.type === 'claim' && e.clientSeed === claimClientSeed(3, 'late-payer', gameId),
      );
      const lateClaim = log[late];
      const paidLater = log.some(
        (e) => e.type === 'instant' && lateClaim?.type === 'claim' && e.spin === lateClaim.spin,
      );
      const frees = log.some((e, i) => {
        const next = log[i + 1];
        return e.type === 'claim' && e.kind === 'free' && next?.type === 'instant' && next.spin === e.spin;
      });
      if (
        released &&
        numbers.includes(released.number) &&
        paidLater &&
        frees &&
        log[late + 1]?.type !== 'instant'
      )
        return revealed
          ? played
          : playHonestGame({ ...game, actions, instantPrizes: INSTANT_PRIZES, revealed });
    }
  }
}
