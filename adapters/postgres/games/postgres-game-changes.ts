import type postgres from 'postgres';
import type { GameChange, GameChanges } from '../../../application/games/ports/game-changes';
import { GameChangeFanout } from '../../live/game-change-fanout';
import { notificationsOf } from '../database';

/** The channel notify_game_change's triggers notify (functions/notify-game-change.sql), with the changed game's id as payload. */
const GAME_CHANGES_CHANNEL = 'game_changes';

/** A game id from a payload; anything else (never sent by the triggers) means "anything changed". */
function gameIdOfPayload(payload: string): number | null {
  const id = Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Game changes as the database announces them (notify_game_change), from every server process. One LISTEN
 * connection per process (postgres.js `sql.listen`, which reconnects and listens again by itself);
 * on embedded PGlite the notifications come back on the pool's own connection (NotificationHub).
 * Each (re)connection is delivered as a change of every game (null): what was committed while
 * nobody listened is not lost, it is recomputed.
 */
export class PostgresGameChanges implements GameChanges {
  private readonly fanout = new GameChangeFanout();
  private listening: Promise<void> | null = null;
  private stopHub: (() => void) | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly sql: postgres.Sql) {}

  subscribe(listener: (change: GameChange) => void): () => void {
    void this.start().catch(() => {});
    return this.fanout.subscribe(listener);
  }

  /** Resolves once this process listens; the server awaits it before it serves. */
  start(): Promise<void> {
    this.listening ??= this.listen().catch((error: unknown) => {
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  async close(): Promise<void> {
    this.stopHub?.();
    this.fanout.close();
    await this.unlisten?.().catch(() => {});
  }

  private async listen(): Promise<void> {
    const onPayload = (payload: string) => this.fanout.publish(gameIdOfPayload(payload));
    this.stopHub = notificationsOf(this.sql)?.on(GAME_CHANGES_CHANNEL, onPayload) ?? null;
    const { unlisten } = await this.sql.listen(GAME_CHANGES_CHANNEL, onPayload, () =>
      this.fanout.publish(null),
    );
    this.unlisten = unlisten;
  }
}
