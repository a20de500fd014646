import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { clientSeedProblem } from '../../../../domain/fairness/seeds';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Link } from '../../../ui/link';
import { TextField } from '../../../ui/text-field';
import * as styles from './dashboard.css';

/**
 * Provably fair (docs/rules/fairness.md, Seeds and the commitment): the player's client seed, mixed into each of their picks. A change applies
 * to their later spins; the spins made before keep the seed they used (each is in the game's log).
 */
export function ClientSeedPanel() {
  const utils = trpc.useUtils();
  const current = trpc.account.clientSeed.useQuery();
  const change = trpc.account.changeClientSeed.useMutation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (current.data) setDraft(current.data.clientSeed);
  }, [current.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const local = clientSeedProblem(draft);
    setProblem(local);
    if (local) return;
    change.mutate(
      { clientSeed: draft },
      {
        onSuccess: (value) => {
          utils.account.clientSeed.setData(undefined, value);
          setSaved(true);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="client-seed-title">
      <h2 id="client-seed-title" className={styles.sectionTitle}>
        Client Seed
      </h2>
      <p>
        Each number you claim is picked from the game's secret seed and your client seed. Change it whenever
        you like: it applies to your later spins. <Link href="/fairness">How provably fair works</Link>
      </p>
      <p>
        In each game your spins use, and its public log shows, your seed for that game: HMAC-SHA-256 of "g:"
        and the game's number, keyed by your client seed. Nobody can link your entries across games; your
        transactions show the seed of each, and each game's fairness page finds your entries from your client
        seed.
      </p>
      {current.isError ? <Alert tone="danger">Your client seed could not be loaded.</Alert> : null}
      <Form onSubmit={submit}>
        <TextField
          label="Client seed"
          description="1 to 64 letters, digits, spaces or symbols (printable ASCII)."
          value={draft}
          onChange={(value) => {
            setDraft(value);
            setSaved(false);
          }}
          isInvalid={problem !== null}
          isDisabled={current.isPending}
        />
        {problem ? <Alert tone="danger">{problem}</Alert> : null}
        {saved ? <Alert tone="success">Client seed saved. Your next spins use it.</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={change.isPending || current.isPending}>
            Save Client Seed
          </Button>
        </div>
      </Form>
    </section>
  );
}
