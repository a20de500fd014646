import { GAME_STATUS_LABELS } from '../../../../../domain/games/game-status';
import { formatAmount } from '../../../../lib/format';
import { formatCount } from '../../../../lib/us-format';
import * as back from '../back-office.css';
import * as styles from './analytics.css';
import type { GameStatOut } from './analytics-types';

/** The Analytics tab's Game Performance block: each game's players, spins, revenue net of refunds, refunds. */
export function GamePerformance({ games }: { games: readonly GameStatOut[] }) {
  return (
    <section className={back.card} aria-labelledby="game-performance">
      <h3 id="game-performance" className={back.sectionTitle}>
        Game Performance
      </h3>
      {games.length === 0 ? (
        <p className={back.muted}>No games yet.</p>
      ) : (
        // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
        <section className={styles.tableScroll} aria-label="Per-game figures" tabIndex={0}>
          <table className={back.table}>
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Status</th>
                <th scope="col">Players</th>
                <th scope="col">Spins</th>
                <th scope="col">Revenue</th>
                <th scope="col">Refunds</th>
              </tr>
            </thead>
            <tbody>
              {games.map((game) => (
                <tr key={game.gameId}>
                  <th scope="row">
                    <span aria-hidden="true">{game.emoji} </span>
                    {game.name}
                  </th>
                  <td>{GAME_STATUS_LABELS[game.status]}</td>
                  <td className={back.figure}>{formatCount(game.totalPlayers)}</td>
                  <td className={back.figure}>{formatCount(game.spins)}</td>
                  <td className={back.figure}>{formatAmount(game.revenue)}</td>
                  <td className={back.figure}>{formatAmount(game.refunds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
