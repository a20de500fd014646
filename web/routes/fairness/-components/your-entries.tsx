import { useEffect, useState } from 'react';
import type { FairnessAnswer } from '../../../../domain/fairness/fairness-answer';
import { playerEntries } from '../../../../domain/fairness/player-entries';
import { clientSeedIsPerGame } from '../../../../domain/fairness/scheme';
import { gameClientSeedMessage, isValidClientSeed } from '../../../../domain/fairness/seeds';
import { useAuth } from '../../../auth/auth-context';
import { trpc } from '../../../lib/trpc';
import { TextField } from '../../../ui/text-field';
import * as styles from './fairness.css';
import { yourEntriesText } from './log-entry-text';

/**
 * Finds the reader's own entries from their client seed, worked out in the browser and sent nowhere
 * (docs/rules/fairness.md, Seeds and the commitment): a signed-in player's current seed is filled in.
 * `onFound` gets the spins found, for the log to mark.
 */
export function YourEntries({
  answer,
  onFound,
}: {
  answer: FairnessAnswer;
  onFound: (spins: readonly number[]) => void;
}) {
  const { state } = useAuth();
  const own = trpc.account.clientSeed.useQuery(undefined, { enabled: state.status === 'signed-in' });
  const [seed, setSeed] = useState('');
  useEffect(() => {
    if (own.data) setSeed((typed) => typed || own.data.clientSeed);
  }, [own.data]);
  const found = isValidClientSeed(seed) ? playerEntries(answer, seed) : null;
  const spins = found?.spins.join(',') ?? '';
  useEffect(() => {
    onFound(spins === '' ? [] : spins.split(',').map(Number));
  }, [spins, onFound]);
  const perGame = clientSeedIsPerGame(answer.schemeVersion);
  return (
    <>
      <p className={styles.detail}>
        {perGame
          ? `Each claim of this game shows its player's seed for this game: HMAC-SHA-256 with the player's client seed as key and "${gameClientSeedMessage(answer.gameId)}" as message, in hex. Only someone who knows a client seed can tell which entries it made, and one player's entries of two games share nothing.`
          : "Each claim of this game shows its player's client seed as it was."}{' '}
        Type a client seed to find its entries; it is worked out here and sent nowhere.
      </p>
      <TextField label="Your client seed" value={seed} onChange={setSeed} />
      {found ? (
        <p className={styles.detail} aria-live="polite">
          {yourEntriesText(found.gameSeed, found.spins, perGame)}
        </p>
      ) : null}
    </>
  );
}
