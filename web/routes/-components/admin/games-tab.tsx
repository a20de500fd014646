import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import * as styles from './admin.css';
import * as gameStyles from './admin-games.css';
import type { AdminGame } from './admin-types';
import { CancelGameDialog } from './cancel-game-dialog';
import { DeleteGameDialog } from './delete-game-dialog';
import { EndGameDialog } from './end-game-dialog';
import { GameCard } from './game-card';
import { GameFormDialog } from './game-form-dialog';
import { foldsIntoCard, RefundsSection, useGameRefunds } from './game-refunds';
import { SelectWinnerDialog } from './select-winner-dialog';

/** docs/rules/back-office.md, Dashboard: the games list, numbers left included, is refreshed every 5 s. */
const GAMES_POLL_MS = 5_000;

type Open =
  | { kind: 'create' }
  | { kind: 'edit' | 'delete' | 'winner' | 'cancel' | 'end'; game: AdminGame }
  | null;

export function GamesTab() {
  const games = trpc.admin.games.list.useQuery(undefined, { refetchInterval: GAMES_POLL_MS });
  const refunds = useGameRefunds();
  const gameNames = new Map(games.data?.map((g) => [g.id, g.name]));
  const folded = new Map(
    (refunds.data ?? []).filter((r) => foldsIntoCard(r, gameNames)).map((r) => [r.gameId, r.progress]),
  );
  const search = useSearch({ from: '/admin-dashboard' });
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(() => (search.dialog === 'create-game' ? { kind: 'create' } : null));
  const close = () => {
    setOpen(null);
    if (search.dialog === 'create-game')
      void navigate({ to: '/admin-dashboard', search: { tab: 'games' }, replace: true });
  };
  const create = () => setOpen({ kind: 'create' });

  let body: React.ReactNode;
  if (games.isPending) body = <Spinner label="Loading Games..." />;
  else if (games.isError)
    body = (
      <p className={styles.muted}>The games could not be loaded. They are tried again every 5 seconds.</p>
    );
  else if (games.data.length === 0)
    body = (
      <div className={styles.card}>
        <h3 className={styles.sectionTitle}>No Games Found</h3>
        <p className={styles.muted}>Create your first game to get started</p>
        <div>
          <Button onPress={create}>Create First Game</Button>
        </div>
      </div>
    );
  else
    body = (
      <div className={gameStyles.gameGrid}>
        {games.data.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            refundsConfirmed={folded.get(game.id)}
            onWinner={(g) => setOpen({ kind: 'winner', game: g })}
            onEdit={(g) => setOpen({ kind: 'edit', game: g })}
            onDelete={(g) => setOpen({ kind: 'delete', game: g })}
            onCancel={(g) => setOpen({ kind: 'cancel', game: g })}
            onEnd={(g) => setOpen({ kind: 'end', game: g })}
          />
        ))}
      </div>
    );

  return (
    <div className={styles.stack}>
      <div className={gameStyles.toolbar}>
        <h2 className={styles.sectionTitle}>Games</h2>
        <Button onPress={create}>Create Game</Button>
      </div>
      <RefundsSection refunds={refunds.data ?? []} gameNames={gameNames} />
      {body}
      {open?.kind === 'create' ? <GameFormDialog game={null} onClose={close} /> : null}
      {open?.kind === 'edit' ? <GameFormDialog game={open.game} onClose={close} /> : null}
      {open?.kind === 'delete' ? (
        <DeleteGameDialog
          game={open.game}
          onClose={close}
          onCancelAndRefund={(g) => setOpen({ kind: 'cancel', game: g })}
        />
      ) : null}
      {open?.kind === 'cancel' ? <CancelGameDialog game={open.game} onClose={close} /> : null}
      {open?.kind === 'end' ? <EndGameDialog game={open.game} onClose={close} /> : null}
      {open?.kind === 'winner' ? <SelectWinnerDialog game={open.game} onClose={close} /> : null}
    </div>
  );
}
