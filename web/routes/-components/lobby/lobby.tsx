import { useNow } from '../../../lib/countdown';
import { useDocumentTitle } from '../../../lib/document-title';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { LiveDrawPanel } from '../draw/live-draw-panel';
import { DemoNotice } from '../public/demo-notice';
import { GameCard } from './game-card';
import { GetNotified } from './get-notified';
import * as styles from './lobby.css';
import { LobbyBanner } from './lobby-banner';
import { LobbyFooter } from './lobby-footer';
import { LobbyHeader } from './lobby-header';
import { LobbyLoading } from './lobby-loading';
import { useLiveLobby } from './use-live-lobby';

const GAMES_POLL_MS = 30_000;

/** The games lobby of a signed-in player. */
export function Lobby() {
  useDocumentTitle('Games');
  // The lobby's live stream keeps the games current; polling only while it is down.
  const live = useLiveLobby();
  const games = trpc.games.list.useQuery(undefined, { refetchInterval: live ? false : GAMES_POLL_MS });
  const now = useNow(15_000);
  const active = (games.data ?? []).filter((game) => game.isActive);

  return (
    <div className={styles.page}>
      <LobbyHeader />
      <main className={styles.content}>
        {games.isPending ? (
          <LobbyLoading />
        ) : games.isError ? (
          <div className={styles.empty} role="alert">
            <span className={styles.emptyIcon} aria-hidden="true">
              ⚠️
            </span>
            <h1 className={styles.emptyTitle}>Could Not Load Games</h1>
            <p className={styles.emptyText}>{games.error.message || 'The games could not be loaded.'}</p>
            <Button onPress={() => void games.refetch()}>Try Again</Button>
          </div>
        ) : (
          <>
            <LobbyBanner games={active} />
            {active.length === 0 ? (
              <div className={styles.empty}>
                <span className={styles.emptyIcon} aria-hidden="true">
                  🎡
                </span>
                <h2 className={styles.emptyTitle}>No Active Games</h2>
                <p className={styles.emptyText}>
                  New exciting games are being prepared! Check back soon for amazing prizes.
                </p>
                <GetNotified />
              </div>
            ) : (
              <section aria-labelledby="games-heading">
                <h2 id="games-heading" className={styles.sectionTitle}>
                  Live Games
                </h2>
                <ul className={styles.grid}>
                  {active.map((game, index) => (
                    <li key={game.id}>
                      <GameCard game={game} index={index} now={now} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <p className={styles.winnersLine}>
              Real people win here: <Link href="/winners">see the winners</Link>, each with the proof that
              their draw was fair.
            </p>
            {/* Below the games: it arrives with the sponsor's answer and must not move the cards. */}
            <DemoNotice />
          </>
        )}
      </main>
      <LobbyFooter />
      <LiveDrawPanel />
    </div>
  );
}
