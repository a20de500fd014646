import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../../lib/trpc';
import { useDebounced } from '../../../../lib/use-debounced';
import { Select } from '../../../../ui/select';
import * as styles from '../admin.css';
import * as office from '../back-office.css';
import { ListPager, SearchBox } from '../list-controls';
import { ClaimRow } from './claim-row';
import { TaxExport } from './tax-export';
import { type ClaimStatus, STATUS_LABELS } from './types';

const FILTERS = [
  { id: 'all', name: 'All claims' },
  ...Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name })),
];

const SEARCH_PAUSE_MS = 300;

/**
 * The Winners tab's prize claims, searched, filtered and paged by the server (50 a page): status with
 * who changed it and when, the operator's steps, where accepted prizes ship, the exports.
 */
export function PrizeClaimsPanel() {
  const [filter, setFilter] = useState<string>('all');
  const [game, setGame] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const status = filter === 'all' ? undefined : (filter as ClaimStatus);
  const gameId = game === 'all' ? undefined : Number(game);
  const claims = trpc.admin.claims.list.useQuery(
    { status, gameId, search: query || undefined, page },
    { staleTime: 0, placeholderData: keepPreviousData },
  );
  const games = [
    { id: 'all', name: 'All games' },
    ...(claims.data?.games ?? []).map((g) => ({
      id: String(g.gameId),
      name: `${g.gameName} (#${g.gameId})`,
    })),
  ];
  const shown = new URLSearchParams();
  if (status) shown.set('status', status);
  if (gameId !== undefined) shown.set('gameId', String(gameId));
  if (query) shown.set('search', query);
  const csv = `/api/admin/claims/export.csv${shown.size > 0 ? `?${shown}` : ''}`;
  const choose = (set: (value: string) => void) => (value: string | null) => {
    set(value ?? 'all');
    setPage(1);
  };
  return (
    <section className={styles.stack} aria-labelledby="claims-title">
      <h2 id="claims-title" className={styles.sectionTitle}>
        Prize Claims
      </h2>
      <div className={office.filters}>
        <SearchBox
          label="Search claims"
          placeholder="Player, e-mail, legal name, game or prize"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Select label="Show" options={FILTERS} value={filter} onChange={choose(setFilter)} />
        <Select label="Game" options={games} value={game} onChange={choose(setGame)} />
        <a href={csv} download>
          Export CSV (with shipping addresses)
        </a>
      </div>
      {claims.isPending ? (
        <p className={styles.muted} role="status">
          Loading claims...
        </p>
      ) : claims.isError ? (
        <p className={styles.muted}>The claims could not be loaded.</p>
      ) : claims.data.claims.length === 0 ? (
        <p className={styles.muted}>
          No claims{status ? ` ${STATUS_LABELS[status].toLowerCase()}` : ''}
          {gameId !== undefined ? ' in this game' : ''}
          {query ? ` matching "${query}"` : ''}.
        </p>
      ) : (
        <>
          <ul className={styles.list} aria-label="Prize claims">
            {claims.data.claims.map((claim) => (
              <ClaimRow key={claim.winnerId} claim={claim} />
            ))}
          </ul>
          <ListPager
            label="Pages of prize claims"
            total={claims.data.total}
            noun={['claim', 'claims']}
            page={page}
            pageSize={claims.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
      <TaxExport />
    </section>
  );
}
