import type { FairnessAnswer } from '../../domain/fairness/fairness-answer';
import { chainLog, formatInstant, headOf, type LogEntry } from '../../domain/fairness/fairness-log';
import { toHex } from '../../domain/fairness/hex';
import {
  instantPrizeOf,
  instantWinNumbers,
  publishedInstantPrizes,
} from '../../domain/fairness/instant-wins';
import { claimMessage, drawMessage } from '../../domain/fairness/messages';
import { pickIndex } from '../../domain/fairness/random-stream';
import {
  instantAwardIsItsOwnEntry,
  paidSpinSkipsFreeRange,
  type SchemeVersion,
} from '../../domain/fairness/scheme';
import { claimClientSeed, serverSeedHash } from '../../domain/fairness/seeds';

/**
 * One thing that happens in a game: a spin of a kind by a player's client seed (a paid one `held` until
 * paid), paying the oldest held claim, a release, the draw, the operator's pick of a claimed number,
 * setting the standing winner aside, or an edit.
 */
export type GameAction =
  | { type: 'spin'; kind: 'paid' | 'free'; clientSeed: string; held?: boolean }
  | { type: 'pay' }
  | { type: 'release'; which: number }
  | { type: 'draw' }
  | { type: 'pick'; which: number; reason: string }
  | { type: 'setaside'; reason: string }
  | { type: 'edit'; detail: string };

export type HonestGame = {
  gameId: number;
  totalNumbers: number;
  freePlayStart: number;
  freePlayEnd: number;
  seed: Uint8Array;
  actions: readonly GameAction[];
  /** Reveal the seed (a closed game) or keep it secret (an open one). */
  revealed?: boolean;
  /** The scheme's version (domain/fairness/scheme.ts); 1 unless given. */
  schemeVersion?: SchemeVersion;
  /** The game's instant prizes in order (value in dollars); none unless given. */
  instantPrizes?: readonly { name: string; value: number }[];
};

const START = Date.UTC(2026, 10, 23, 9, 0, 0, 0);

/**
 * A game played honestly with the scheme, written as the server writes it: each spin picks among the
 * available numbers (of the free range for a free spin) with its message, a release returns one of
 * the claimed numbers (`which` modulo their count), and a draw picks among the claimed numbers with
 * the log head before it. Impossible actions (nothing left, nothing to release) are skipped.
 */
export function playHonestGame(game: HonestGame): FairnessAnswer {
  const hash = serverSeedHash(game.seed);
  const taken = new Set<number>();
  const entries: LogEntry[] = [];
  let spin = 0;
  let winner: number | null = null;
  const setAside = new Set<number>();
  const at = () => formatInstant(new Date(START + entries.length * 1_250 + 7));
  const open = () => [...taken].filter((n) => !setAside.has(n)).sort((a, b) => a - b);
  const prizes = game.instantPrizes ?? [];
  const instantNumbers = instantWinNumbers(game.seed, game.gameId, game.totalNumbers, prizes.length);
  // Prize k's winning spin: the claim of its number still standing (a released hold wins nothing).
  const winningSpins = new Map<number, number>();
  const version = game.schemeVersion ?? 1;
  const apart = instantAwardIsItsOwnEntry(version);
  // Scheme 3: the claims held, oldest first, and the spin of the claim on each number.
  const held: number[] = [];
  const spinOf = new Map<number, number>();
  const award = (number: number) => {
    const k = instantPrizeOf(instantNumbers, number);
    if (!apart || k === null || winningSpins.has(k)) return;
    const won = spinOf.get(number) as number;
    winningSpins.set(k, won);
    entries.push({ type: 'instant', spin: won, number, k, at: at() });
  };
  for (const action of game.actions) {
    if (action.type === 'pay') {
      const number = held.shift();
      if (number !== undefined) award(number);
    } else if (action.type === 'edit') {
      entries.push({ type: 'edit', at: at(), detail: action.detail });
    } else if (action.type === 'setaside') {
      if (winner === null) continue;
      setAside.add(winner);
      entries.push({ type: 'setaside', number: winner, at: at(), detail: action.reason });
      winner = null;
    } else if (action.type === 'pick') {
      const candidates = open();
      if (winner !== null || candidates.length === 0) continue;
      winner = candidates[action.which % candidates.length] as number;
      entries.push({ type: 'pick', number: winner, at: at(), detail: action.reason });
    } else if (winner !== null) {
      // A standing winner closes the game: nothing else happens until it is set aside.
    } else if (action.type === 'release') {
      if (taken.size === 0) continue;
      const number = [...taken][action.which % taken.size] as number;
      taken.delete(number);
      const prize = instantPrizeOf(instantNumbers, number);
      // Schemes 1 and 2 mark the claim; a prize of scheme 3 is won only by a claim paid (and stands).
      if (prize !== null && !apart) winningSpins.delete(prize);
      if (held.includes(number)) held.splice(held.indexOf(number), 1);
      entries.push({ type: 'release', number, at: at() });
    } else if (action.type === 'draw') {
      const sorted = open();
      if (sorted.length === 0) continue;
      const headBefore = headOf(hash, chainLog(hash, entries));
      const number = sorted[
        pickIndex(game.seed, drawMessage(game.gameId, headBefore), sorted.length)
      ] as number;
      entries.push({ type: 'draw', number, at: at() });
      winner = number;
    } else {
      const [low, high] =
        action.kind === 'paid' ? [1, game.totalNumbers] : [game.freePlayStart, game.freePlayEnd];
      const inFreeRange = (n: number) => n >= game.freePlayStart && n <= game.freePlayEnd;
      const skipFree = action.kind === 'paid' && paidSpinSkipsFreeRange(game.schemeVersion ?? 1);
      const candidates: number[] = [];
      for (let n = Math.max(1, low); n <= Math.min(high, game.totalNumbers); n += 1)
        if (!taken.has(n) && !(skipFree && inFreeRange(n))) candidates.push(n);
      if (candidates.length === 0) continue;
      spin += 1;
      const clientSeed = claimClientSeed(version, action.clientSeed, game.gameId);
      const message = claimMessage(game.gameId, spin, clientSeed);
      const number = candidates[pickIndex(game.seed, message, candidates.length)] as number;
      taken.add(number);
      spinOf.set(number, spin);
      const instant = apart ? null : instantPrizeOf(instantNumbers, number);
      if (instant !== null) winningSpins.set(instant, spin);
      entries.push({
        type: 'claim',
        spin,
        kind: action.kind,
        number,
        clientSeed,
        at: at(),
        ...(instant === null ? {} : { instant }),
      });
      if (action.kind === 'paid' && action.held) held.push(number);
      else award(number);
    }
  }
  const log = chainLog(hash, entries);
  return {
    gameId: game.gameId,
    totalNumbers: game.totalNumbers,
    freePlayStart: game.freePlayStart,
    freePlayEnd: game.freePlayEnd,
    schemeVersion: version,
    serverSeedHash: hash,
    serverSeed: game.revealed === false ? null : toHex(game.seed),
    log,
    logHead: headOf(hash, log),
    instantPrizes: publishedInstantPrizes(prizes, instantNumbers, winningSpins, game.revealed !== false),
  };
}

/** A small sold-out game with paid and free spins, a released hold and a draw, seeded by `byte`. */
export function aPlayedGame(byte = 7, gameId = 12): FairnessAnswer {
  const seeds = ['a1b2c3d4e5f60718', 'lucky-player', 'x|y:z ~'];
  const actions: GameAction[] = [];
  for (let i = 0; i < 14; i += 1) {
    actions.push({ type: 'spin', kind: i % 4 === 3 ? 'free' : 'paid', clientSeed: seeds[i % 3] as string });
    if (i === 4) actions.push({ type: 'release', which: 2 });
  }
  // Paid spins until sold out (the ones after it are skipped): free spins may find their range taken.
  for (let i = 0; i < 12; i += 1) actions.push({ type: 'spin', kind: 'paid', clientSeed: 'last-spins' });
  actions.push({ type: 'draw' });
  const seed = Uint8Array.from({ length: 32 }, (_, i) => (byte * 31 + i * 17) & 0xff);
  return playHonestGame({ gameId, totalNumbers: 12, freePlayStart: 10, freePlayEnd: 12, seed, actions });
}

/**
 * A small closed game whose first draw and redraw were both set aside with a reason, after an edit
 * of its prize, and whose winner was then picked by the operator.
 */
export function aRedrawnGame(gameId = 16): FairnessAnswer {
  const actions: GameAction[] = ['a1', 'b2', 'c3', 'd4', 'e5'].map((clientSeed) => ({
    type: 'spin',
    kind: 'paid',
    clientSeed,
  }));
  actions.push(
    { type: 'edit', detail: 'prize=A red bicycle' },
    { type: 'draw' },
    { type: 'setaside', reason: 'Ineligible: lives where the game is void' },
    { type: 'draw' },
    { type: 'setaside', reason: 'Unreachable for 72 hours' },
    { type: 'pick', which: 1, reason: 'Announced live on stream' },
  );
  const seed = Uint8Array.from({ length: 32 }, (_, i) => (i * 13 + 5) & 0xff);
  return playHonestGame({ gameId, totalNumbers: 8, freePlayStart: 9, freePlayEnd: 8, seed, actions });
}

/** The instant prizes of the builders' instant-win games. */
export const INSTANT_PRIZES = [
  { name: 'Gift card', value: 25 },
  { name: 'Headphones', value: 79.99 },
  { name: 'Free spin bundle', value: 5 },
] as const;

/**
 * A small sold-out game with three instant prizes (scheme 2): paid and free claims, a declined hold of
 * an instant-win number released and claimed again, and a draw. The first seed (from `byte` on) whose
 * first five spins land on an instant-win number is used, so the released hold is always one.
 */
export function anInstantWinGame(gameId = 21, byte = 1): FairnessAnswer {
  const seeds = ['a1b2c3d4e5f60718', 'lucky-player', 'x|y:z ~'];
  const spins: GameAction[] = Array.from({ length: 14 }, (_, i) => ({
    type: 'spin',
    kind: i % 4 === 3 ? 'free' : 'paid',
    clientSeed: seeds[i % 3] as string,
  }));
  const tail: GameAction[] = [
    ...Array.from(
      { length: 12 },
      (): GameAction => ({ type: 'spin', kind: 'paid', clientSeed: 'last-spins' }),
    ),
    { type: 'draw' },
  ];
  for (let b = byte; ; b += 1) {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => (b * 31 + i * 17) & 0xff);
    const game = {
      gameId,
      totalNumbers: 12,
      freePlayStart: 10,
      freePlayEnd: 12,
      seed,
      schemeVersion: 2 as const,
    };
    const first = playHonestGame({ ...game, actions: spins.slice(0, 5), instantPrizes: INSTANT_PRIZES });
    const which = first.log.findIndex((e) => e.type === 'claim' && e.instant !== undefined);
    if (which === -1) continue;
    const actions = [...spins.slice(0, 5), { type: 'release', which } as const, ...spins.slice(5), ...tail];
    return playHonestGame({ ...game, actions, instantPrizes: INSTANT_PRIZES });
  }
}
