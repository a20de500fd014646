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
  const status = filter === 'all' ? undefined : (filter as ClaimStatus);
  const claims = trpc.admin.claims.list.useQuery({ status }, { staleTime: 0 });
  const csv = `/api/admin/claims/export.csv${status ? `?status=${status}` : ''}`;
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
        <p className={styles.muted}>No claims{status ? ` ${STATUS_LABELS[status].toLowerCase()}` : ''}.</p>
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
