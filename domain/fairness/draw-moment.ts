import type { HashedEntry } from './fairness-log';
import { drawMessage } from './messages';

/**
 * A draw, a draw after a winner was set aside, a winner set aside, or an administrator's pick (not
 * random: shown as the choice it is, never as a draw to verify) (docs/rules/fairness.md, The live draw).
 */
type DrawMomentKind = 'draw' | 'redraw' | 'set-aside' | 'pick';

/** The last draw or set-aside of a game, as its log records it: what every page watching shows. */
export interface DrawMoment {
  kind: DrawMomentKind;
  /** The log entry's position (from 1): one moment, one id. */
  position: number;
  number: number;
  /** The entry's time, ISO 8601 UTC. */
  at: string;
  /**
   * A set-aside's reason; for a redraw, the reason the winner before it was set aside; for a pick, the
   * administrator's reason for it.
   */
  reason: string | null;
  /** The draw's message `g:draw:H` its pick derives from; null for a set-aside and a pick. */
  message: string | null;
}

/**
 * The game's last draw, set-aside or pick, read from its log; null while it has none. A set-aside
 * writes one entry per number the player held, the won number first, all at one time with one reason:
 * the moment is that first entry.
 */
export function lastDrawMoment(
  gameId: number,
  serverSeedHash: string,
  log: readonly HashedEntry[],
): DrawMoment | null {
  let moment: DrawMoment | null = null;
  let lastReason: string | null = null;
  let before = serverSeedHash;
  log.forEach((entry, index) => {
    const position = index + 1;
    if (entry.type === 'setaside') {
      const previous = log[index - 1];
      const sameSetAside =
        previous?.type === 'setaside' && previous.at === entry.at && previous.detail === entry.detail;
      lastReason = entry.detail;
      if (!sameSetAside)
        moment = {
          kind: 'set-aside',
          position,
          number: entry.number,
          at: entry.at,
          reason: entry.detail,
          message: null,
        };
    } else if (entry.type === 'draw') {
      const kind = lastReason === null ? 'draw' : 'redraw';
      const message = drawMessage(gameId, before);
      moment = { kind, position, number: entry.number, at: entry.at, reason: lastReason, message };
    } else if (entry.type === 'pick') {
      moment = {
        kind: 'pick',
        position,
        number: entry.number,
        at: entry.at,
        reason: entry.detail,
        message: null,
      };
    }
    before = entry.hash;
  });
  return moment;
}
