import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as field from '../../../ui/field.css';
import * as styles from './admin-games.css';
import { Field } from './game-form-field';
import {
  movePrize,
  newPrizeDraft,
  type PrizeDraft,
  prizeLimitFor,
  prizePreview,
  removePrize,
} from './instant-prize-drafts';

export interface InstantPrizesFieldProps {
  prizes: PrizeDraft[];
  onChange: (prizes: PrizeDraft[]) => void;
  /** The total numbers as typed: the limit and the chance follow it. */
  totalNumbers: string;
  prizesError?: string;
  /** Numbers have been claimed: the prizes are shown, not editable. */
  locked: boolean;
}

type FocusAfter = { id: number; control: 'up' | 'down' } | { id: null; control: 'add' };

/**
 * The Games tab's instant prizes (docs/rules/back-office.md, Games tab): add, order with Move up and
 * Move down, remove; a live preview of each entry's chance and the limit for the numbers. Focus stays
 * on the control that moved a prize.
 */
export function InstantPrizesField(props: InstantPrizesFieldProps) {
  const { prizes, onChange, totalNumbers, locked } = props;
  const headingId = useId();
  const previewId = useId();
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfter, setFocusAfter] = useState<FocusAfter | null>(null);
  const limit = prizeLimitFor(totalNumbers);
  const full = limit !== null && prizes.length >= limit;

  useEffect(() => {
    if (!focusAfter) return;
    const key = focusAfter.id === null ? 'add' : `${focusAfter.id}:${focusAfter.control}`;
    const other =
      focusAfter.id === null ? null : `${focusAfter.id}:${focusAfter.control === 'up' ? 'down' : 'up'}`;
    const target = controls.current.get(key);
    const usable = target && !target.disabled ? target : other ? controls.current.get(other) : null;
    usable?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const refFor = (key: string) => (element: HTMLButtonElement | null) => {
    controls.current.set(key, element);
  };
  const edit = (id: number, change: Partial<PrizeDraft>) =>
    onChange(prizes.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const move = (index: number, by: -1 | 1) => {
    const draft = prizes[index];
    if (!draft) return;
    onChange(movePrize(prizes, index, by));
    setFocusAfter({ id: draft.id, control: by === -1 ? 'up' : 'down' });
  };
  const remove = (id: number) => {
    onChange(removePrize(prizes, id));
    setFocusAfter({ id: null, control: 'add' });
  };

  return (
    <section className={`${styles.wide} ${styles.instantSection}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.instantTitle}>
        Instant prizes
      </h3>
      <p id={previewId} className={field.description} aria-live="polite">
        {prizePreview(prizes.length, totalNumbers)}
      </p>
      {locked ? (
        <Alert tone="info">
          Numbers have been claimed in this game, so its instant prizes can no longer change: each prize's
          number was fixed when the game was created.
        </Alert>
      ) : (
        <p className={field.description}>
          Each prize sits on a number fixed by the game's sealed seed; whoever claims that number wins it. The
          order is public and is the order the numbers are drawn in.
        </p>
      )}
      {prizes.length > 0 ? (
        <ol className={styles.prizeList} aria-describedby={previewId}>
          {prizes.map((prize, index) => (
            <li key={prize.id} className={styles.prizeRow}>
              <Field
                label={`Prize ${index + 1} name`}
                value={prize.name}
                onChange={(name) => edit(prize.id, { name })}
                isReadOnly={locked}
                isRequired
              />
              <Field
                label={`Prize ${index + 1} value ($)`}
                type="number"
                value={prize.value}
                onChange={(value) => edit(prize.id, { value })}
                isReadOnly={locked}
                isRequired
              />
              {locked ? null : (
                <div className={styles.prizeActions}>
                  <Button
                    ref={refFor(`${prize.id}:up`)}
                    variant="secondary"
                    size="sm"
                    aria-label={`Move prize ${index + 1} up`}
                    isDisabled={index === 0}
                    onPress={() => move(index, -1)}
                  >
                    ↑ Up
                  </Button>
                  <Button
                    ref={refFor(`${prize.id}:down`)}
                    variant="secondary"
                    size="sm"
                    aria-label={`Move prize ${index + 1} down`}
                    isDisabled={index === prizes.length - 1}
                    onPress={() => move(index, 1)}
                  >
                    ↓ Down
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove prize ${index + 1}`}
                    onPress={() => remove(prize.id)}
                  >
                    Remove
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : null}
      {locked ? null : (
        <div className={styles.prizeActions}>
          <Button
            ref={refFor('add')}
            variant="secondary"
            isDisabled={full}
            onPress={() => onChange([...prizes, newPrizeDraft()])}
          >
            Add instant prize
          </Button>
          {full ? <span className={field.description}>The most this game's numbers allow.</span> : null}
        </div>
      )}
      {props.prizesError ? <Alert tone="danger">{props.prizesError}</Alert> : null}
    </section>
  );
}
