import { useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { messageOf } from '../../../lib/errors';
import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { formatZonedDateTime } from '../../../lib/us-format';
import { Button } from '../../../ui/button';
import * as field from '../../../ui/field.css';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './admin.css';
import * as gameStyles from './admin-games.css';
import type { WinnerRecord } from './admin-types';
import { PrizeClaimsPanel } from './claims/claims-panel';
import { STATUS_LABELS } from './claims/types';
import { TestEmailPanel } from './test-email-panel';
import { SET_ASIDE_REASON_LABEL } from './winner-copy';

const methodOf = (w: WinnerRecord) => {
  if (w.kind === 'instant' && w.instantPrize) return `Instant win: ${w.instantPrize.name}`;
  return w.method === 'draw' ? 'Random draw' : `Picked: ${w.reason}`;
};

/** The Winners tab: ranked, always fetched fresh, deleted (set aside with a reason) in two steps. */
export function WinnersTab() {
  const winners = trpc.admin.winners.list.useQuery(undefined, { staleTime: 0, gcTime: 0 });
  return (
    <section className={styles.stack} aria-labelledby="winners-title">
      <h2 id="winners-title" className={styles.sectionTitle}>
        Winners
      </h2>
      {winners.isPending ? (
        <div className={styles.stack} role="status" aria-label="Loading winners">
          <div className={gameStyles.placeholderRow} />
          <div className={gameStyles.placeholderRow} />
          <div className={gameStyles.placeholderRow} />
        </div>
      ) : winners.isError ? (
        <p className={styles.muted}>The winners could not be loaded.</p>
      ) : winners.data.length === 0 ? (
        <div className={styles.card}>
          <h3 className={styles.sectionTitle}>No Winners Yet</h3>
          <p className={styles.muted}>
            Winners will appear here when games are completed and a winner is picked or drawn in the Games
            tab.
          </p>
        </div>
      ) : (
        <ol className={styles.list} aria-labelledby="winners-title">
          {winners.data.map((w, index) => (
            <WinnerRow key={w.id} winner={w} rank={index + 1} />
          ))}
        </ol>
      )}
      <PrizeClaimsPanel />
      <TestEmailPanel />
    </section>
  );
}

function WinnerRow({ winner: w, rank }: { winner: WinnerRecord; rank: number }) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const toast = useToast();
  const utils = trpc.useUtils();
  const remove = trpc.admin.winners.delete.useMutation({
    onSuccess: () => {
      toast.success('Winner Deleted', `${w.winnerName} win record has been removed`);
      void utils.admin.winners.list.invalidate();
      void utils.admin.games.list.invalidate();
    },
    onError: (error) => toast.error('Delete Failed', messageOf(error, 'Failed to delete winner')),
  });
  return (
    <li className={styles.row}>
      <div className={styles.gameName}>
        <span className={gameStyles.rank}>#{rank}</span>
        <div className={styles.rowMain}>
          <strong>{w.winnerName}</strong>
          <span className={styles.muted}>{w.winnerEmail}</span>
          <span className={styles.muted}>
            Number {w.winningNumber} · {w.gameName} · {formatAmount(w.prizeValue)} ·{' '}
            {formatZonedDateTime(w.completedAt)}
          </span>
          <span className={styles.muted}>{methodOf(w)}</span>
        </div>
      </div>
      {confirming ? (
        <div className={gameStyles.cardActions}>
          <span>Delete {w.winnerName}?</span>
          <TextField value={reason} onChange={setReason} isRequired className={field.field}>
            <Label className={field.label}>{SET_ASIDE_REASON_LABEL}</Label>
            <Input className={field.control} />
          </TextField>
          <Button
            size="sm"
            variant="danger"
            onPress={() => remove.mutate({ id: w.id, reason: reason.trim() })}
            isDisabled={remove.isPending || reason.trim() === ''}
          >
            Confirm
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : w.kind === 'instant' ? (
        // An instant win is fixed by the game's seed: it is never set aside or drawn again, only
        // fulfilled or forfeited through its prize claim below, whose status the server gives.
        <span className={styles.muted}>
          {w.claimStatus ? `Prize claim: ${STATUS_LABELS[w.claimStatus]}` : 'No prize claim'}
        </span>
      ) : (
        <Button
          size="sm"
          variant="danger"
          onPress={() => setConfirming(true)}
          aria-label={`Delete ${w.winnerName}`}
        >
          Delete
        </Button>
      )}
    </li>
  );
}
