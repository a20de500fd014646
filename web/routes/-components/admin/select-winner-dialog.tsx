import { useState } from 'react';
import { Label, Radio, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { REASON_REQUIRED_MESSAGE } from '../../../../domain/winners/winner-selection';
import { messageOf } from '../../../lib/errors';
import { formatAmount } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { formatZonedDateTime } from '../../../lib/us-format';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import * as field from '../../../ui/field.css';
import * as radio from '../../../ui/radio-group.css';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './admin-games.css';
import type { AdminGame } from './admin-types';
import { ENDS_GAME_QUESTION, ENDS_GAME_WARNING } from './winner-copy';

const entryKey = (p: { id: number; spunNumber: number }) => `${p.id}:${p.spunNumber}`;

/**
 * Pick a participant with a reason (on a live game, after confirming that this ends the game), or
 * draw at random once the game is over.
 */
export function SelectWinnerDialog({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const participants = trpc.admin.games.participants.useQuery({ id: game.id }, { retry: false });
  const [picked, setPicked] = useState('');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const [drawError, setDrawError] = useState<string | null>(null);
  const [endingGame, setEndingGame] = useState(false);
  const toast = useToast();
  const utils = trpc.useUtils();
  const chosen = (answer: { message: string }) => {
    setResult(answer.message);
    toast.success('Winner Selected', answer.message);
    void utils.admin.games.invalidate();
    void utils.admin.winners.list.invalidate();
  };
  const select = trpc.admin.games.selectWinner.useMutation({
    onSuccess: chosen,
    onError: (error) => toast.error('Failed to Select Winner', messageOf(error, 'Please try again.')),
  });
  const draw = trpc.admin.games.draw.useMutation({
    onSuccess: (answer) => {
      setDrawError(null);
      chosen(answer);
    },
    onError: (error) => setDrawError(messageOf(error, 'The draw failed. Please try again.')),
  });
  const data = participants.data;
  const hasWinner = Boolean(data?.hasWinner) || result !== null;
  const stillLive = game.actions.pickEndsGame;

  const confirm = (endsGameConfirmed: boolean) => {
    const entry = data?.participants.find((p) => entryKey(p) === picked);
    if (!entry) return toast.error('No Player Selected', 'Please select a player to be the winner');
    if (!reason.trim()) return toast.error('Reason Required', REASON_REQUIRED_MESSAGE);
    if (stillLive && !endsGameConfirmed) return setEndingGame(true);
    setEndingGame(false);
    select.mutate({ id: game.id, playerId: entry.id, number: entry.spunNumber, reason: reason.trim() });
  };

  let body: React.ReactNode;
  if (participants.isPending) body = <Spinner label="Loading participants..." />;
  else if (participants.isError)
    body = <Alert tone="danger">Failed to load game participants. Please try again.</Alert>;
  else if (data && data.participants.length === 0) body = <p className={styles.term}>No participants yet.</p>;
  else if (data)
    body = (
      <RadioGroup
        value={picked}
        onChange={setPicked}
        isDisabled={hasWinner}
        className={radio.group}
        aria-describedby={`participants-${game.id}`}
      >
        <Label className={radio.label}>Participants ({data.totalParticipants}) — choose the winner</Label>
        {data.participants.map((p) => (
          <Radio key={entryKey(p)} value={entryKey(p)} isDisabled={p.isWinner} className={radio.radio}>
            <span className={radio.dot} aria-hidden="true" />
            <span className={styles.participant}>
              <strong>
                {p.playerName} · #{p.spunNumber}
                {p.isWinner ? ' · Winner' : ''}
              </strong>
              <span className={styles.term}>
                {p.email} · {p.isFreePlay ? 'Free play' : formatAmount(p.amountPaid)} ·{' '}
                {formatZonedDateTime(p.spunAt)}
              </span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
    );

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={`Select Winner: ${game.emoji} ${game.name}`}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            Close
          </Button>
          <Button
            variant="secondary"
            onPress={() => draw.mutate({ id: game.id })}
            isDisabled={hasWinner || !game.actions.draw || draw.isPending}
          >
            {draw.isPending ? 'Drawing...' : 'Random Draw'}
          </Button>
          {endingGame && !hasWinner ? (
            <Button variant="danger" onPress={() => confirm(true)} isDisabled={select.isPending}>
              End Game and Choose Winner
            </Button>
          ) : (
            <Button onPress={() => confirm(false)} isDisabled={hasWinner || select.isPending || !data}>
              {hasWinner ? 'Winner Already Selected' : select.isPending ? 'Selecting...' : 'Confirm Winner'}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.leftAligned}>
        <p id={`participants-${game.id}`} className={styles.term}>
          {game.code} ·{' '}
          {game.actions.draw
            ? 'The random draw is open.'
            : 'The random draw opens once the game has ended or every number is claimed.'}
        </p>
        {stillLive && !hasWinner && data && data.participants.length > 0 ? (
          <Alert tone="warning">{ENDS_GAME_WARNING}</Alert>
        ) : null}
        {body}
        {data && data.participants.length > 0 ? (
          <TextField value={reason} onChange={setReason} isDisabled={hasWinner} className={field.field}>
            <Label className={field.label}>Reason</Label>
            <TextArea className={`${field.control} ${styles.textArea}`} />
          </TextField>
        ) : null}
        {endingGame && !hasWinner ? (
          <div className={styles.leftAligned}>
            <Alert tone="warning">{ENDS_GAME_QUESTION}</Alert>
            <Button variant="secondary" onPress={() => setEndingGame(false)}>
              Back
            </Button>
          </div>
        ) : null}
        {drawError ? <Alert tone="danger">{drawError}</Alert> : null}
        {result ? <Alert tone="success">{result}</Alert> : null}
      </div>
    </Dialog>
  );
}
