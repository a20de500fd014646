import { useState } from 'react';
import { trpc } from '../../../../lib/trpc';
import { Select } from '../../../../ui/select';
import * as styles from '../admin.css';
import { ClaimRow } from './claim-row';
import { TaxExport } from './tax-export';
import { type ClaimStatus, STATUS_LABELS } from './types';

const FILTERS = [
  { id: 'all', name: 'All claims' },
  ...Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name })),
];

/** The Winners tab's prize claims: status with who changed it and when, the operator's steps, exports. */
export function PrizeClaimsPanel() {
  const [filter, setFilter] = useState<string>('all');
  const [game, setGame] = useState<string>('all');
  const status = filter === 'all' ? undefined : (filter as ClaimStatus);
  const gameId = game === 'all' ? undefined : Number(game);
  const claims = trpc.admin.claims.list.useQuery({ status, gameId }, { staleTime: 0 });
  // The games to filter by: those with a claim, whatever the status shown.
  const every = trpc.admin.claims.list.useQuery({}, { staleTime: 0 });
  const games = gameOptions(every.data ?? []);
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (gameId !== undefined) query.set('gameId', String(gameId));
  const search = query.toString();
  const csv = `/api/admin/claims/export.csv${search ? `?${search}` : ''}`;
  return (
    <section className={styles.stack} aria-labelledby="claims-title">
      <h2 id="claims-title" className={styles.sectionTitle}>
        Prize Claims
      </h2>
      <div className={styles.row}>
        <Select
          label="Show"
          options={FILTERS}
          value={filter}
          onChange={(value) => setFilter(value ?? 'all')}
        />
        <Select label="Game" options={games} value={game} onChange={(value) => setGame(value ?? 'all')} />
        <a href={csv} download>
          Export CSV
        </a>
      </div>
      {claims.isPending ? (
        <p className={styles.muted} role="status">
          Loading claims...
        </p>
      ) : claims.isError ? (
        <p className={styles.muted}>The claims could not be loaded.</p>
      ) : claims.data.length === 0 ? (
        <p className={styles.muted}>
          No claims{status ? ` ${STATUS_LABELS[status].toLowerCase()}` : ''}
          {gameId !== undefined ? ' in this game' : ''}.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Prize claims">
          {claims.data.map((claim) => (
            <ClaimRow key={claim.winnerId} claim={claim} />
          ))}
        </ul>
      )}
      <TaxExport />
    </section>
  );
}

/** 'All games', then each game with a claim, newest claim first, once. */
function gameOptions(claims: readonly { gameId: number; gameName: string }[]) {
  const seen = new Map<number, string>();
  for (const c of claims) if (!seen.has(c.gameId)) seen.set(c.gameId, c.gameName);
  return [
    { id: 'all', name: 'All games' },
    ...[...seen].map(([id, name]) => ({ id: String(id), name: `${name} (#${id})` })),
  ];
}
