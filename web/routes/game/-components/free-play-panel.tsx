import { sellsNumbers, whyNoSpins } from '../../../lib/game-rules';
import type { GameOut } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as styles from './free-play-panel.css';
import type { FreeSpin } from './use-free-spin';

export interface FreePlayPanelProps {
  game: GameOut;
  /** The server (or this page) says this player's free entry is spent. */
  used: boolean;
  /** A paid spin is playing out: one spin at a time. */
  blocked?: boolean;
  /** Why a free entry would be refused now (maintenance, a break), said before any press. */
  blockedBecause?: string | null;
  freeSpin: FreeSpin;
}

/** The one free (no-purchase) entry per player and game; only rendered when the game has a free range. */
export function FreePlayPanel({
  game,
  used,
  blocked = false,
  blockedBecause = null,
  freeSpin,
}: FreePlayPanelProps) {
  // What the server's answer says any player may do in the game now (domain/games/game-actions.ts).
  const canSpin = game.actions.freeEntry;
  const range =
    game.freePlayStart === game.freePlayEnd
      ? `number ${game.freePlayStart}`
      : `numbers ${game.freePlayStart}-${game.freePlayEnd}`;

  return (
    <>
      {freeSpin.error ? <Alert tone="danger">{freeSpin.error}</Alert> : null}
      {freeSpin.showResultMessage && freeSpin.result ? (
        <Alert tone="success">{freeSpin.result.message}</Alert>
      ) : null}
      {used && !freeSpin.isBusy ? (
        freeSpin.showResultMessage ? null : (
          <p className={styles.notice}>
            You have used your free entry (one per player per game).
            {sellsNumbers(game) ? ' Any further spin is paid.' : ''}
          </p>
        )
      ) : (
        <section className={styles.panel} aria-labelledby="free-play-title">
          <h2 id="free-play-title" className={styles.title}>
            🎁 Free Entry
          </h2>
          <p className={styles.text}>
            No Purchase Necessary: One free entry per game. Your free spin lands on one of the free {range}{' '}
            and costs nothing.
          </p>
          {!canSpin ? (
            <p className={styles.text}>
              {game.status === 'scheduled' ? 'Free entries open when the game starts.' : whyNoSpins(game)}
            </p>
          ) : null}
          {canSpin ? (
            <Button
              variant="primary"
              size="lg"
              fullWidth
              onPress={freeSpin.start}
              isDisabled={
                freeSpin.isBusy ||
                freeSpin.awaitingSession ||
                blocked ||
                (blockedBecause !== null && !freeSpin.isBusy)
              }
              aria-describedby={blockedBecause && !freeSpin.isBusy ? 'free-play-blocked' : undefined}
            >
              {freeSpin.phase === 'requesting'
                ? 'Drawing your number...'
                : freeSpin.phase === 'spinning'
                  ? 'Spinning...'
                  : 'Use Free Spin'}
            </Button>
          ) : null}
          {canSpin && blockedBecause && !freeSpin.isBusy ? (
            <p id="free-play-blocked" className={styles.text}>
              {blockedBecause}
            </p>
          ) : null}
        </section>
      )}
    </>
  );
}
