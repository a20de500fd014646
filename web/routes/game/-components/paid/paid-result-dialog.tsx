import { isInsufficientFunds } from '../../../../../domain/payments/payment-messages';
import { formatAmount, theDrawOf } from '../../../../lib/format';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { InstantWinNote } from '../../../-components/instant-prizes/instant-prize-list';
import { SpinProof } from '../spin-proof';
import type { PaidOutcome } from './paid-outcome';
import * as styles from './paid-play.css';

export interface PaidResultDialogProps {
  /** The outcome to show; null keeps the dialog closed. */
  outcome: PaidOutcome | null;
  gameId: number;
  gameName: string;
  onClose: () => void;
  onPayWithOtherCard: () => void;
  /** A decline that holds nothing: the player updates the card, then spins again. */
  onUpdateCard: () => void;
}

/** The paid spin's result: charged, still being confirmed, or PAYMENT FAILED with the number held. */
export function PaidResultDialog({
  outcome,
  gameId,
  gameName,
  onClose,
  onPayWithOtherCard,
  onUpdateCard,
}: PaidResultDialogProps) {
  const open = outcome !== null;
  const onOpenChange = (isOpen: boolean) => !isOpen && onClose();

  if (outcome?.kind === 'failed') {
    // A decline past the game's cap of held numbers holds nothing: the card is updated, then a new spin.
    const held = outcome.number;
    return (
      <Dialog
        isOpen={open}
        onOpenChange={onOpenChange}
        role="alertdialog"
        tone="danger"
        icon="❌"
        title={<span className={styles.failed}>PAYMENT FAILED</span>}
        actions={
          <>
            <Button variant="ghost" onPress={onClose}>
              Close
            </Button>
            {held === null ? (
              <Button onPress={onUpdateCard}>Update Card</Button>
            ) : (
              <Button onPress={onPayWithOtherCard}>Pay with a Different Card</Button>
            )}
          </>
        }
      >
        <p>{outcome.paymentMessage}</p>
        {held === null ? (
          <p>Nothing was charged and no number is held for you. Update your card, then spin again.</p>
        ) : (
          <>
            {isInsufficientFunds(outcome.declineCode) ? (
              <p>The card's issuer declined the charge. Another card may go through; nothing was charged.</p>
            ) : null}
            <p>
              The wheel landed on number {held}. It is held for you for 10 minutes: pay for it with another
              card, or it goes back to the wheel.
            </p>
          </>
        )}
      </Dialog>
    );
  }

  const waiting = outcome?.kind === 'pending' || outcome?.kind === 'unconfirmed';
  // A paid number is a purchase, not a win: no party for it; a free number may be celebrated.
  const free = outcome?.kind === 'paid' && outcome.amount === 0;
  const instantWin = outcome?.kind === 'paid' ? (outcome.instantWin ?? null) : null;
  return (
    <Dialog
      isOpen={open}
      onOpenChange={onOpenChange}
      tone={waiting ? 'warning' : 'accent'}
      icon={waiting ? '⏳' : instantWin ? '🏆' : free ? '🎉' : '🎡'}
      title={
        instantWin
          ? 'Instant win!'
          : outcome?.kind === 'pending'
            ? 'Confirming your payment...'
            : waiting
              ? 'Payment not confirmed yet'
              : free
                ? `You landed on ${outcome?.number ?? ''}!`
                : `Number ${outcome?.number ?? ''} is yours`
      }
      actions={
        <Button onPress={onClose}>{waiting ? 'Close' : free || instantWin ? 'Awesome!' : 'OK'}</Button>
      }
    >
      {outcome?.kind === 'paid' ? (
        <>
          <InstantWinNote win={instantWin} number={outcome.number} />
          {/* The instant win's note says what the server's message would. */}
          {instantWin ? null : <p>{outcome.message}</p>}
          <p>
            {outcome.amount > 0
              ? `${formatAmount(outcome.amount)} was charged to your card. It is one entry in ${theDrawOf(gameName)}.`
              : `Number ${outcome.number} is in the free range: nothing was charged. Good luck in ${theDrawOf(gameName)}!`}
          </p>
          <SpinProof gameId={gameId} proof={outcome.proof} />
        </>
      ) : outcome ? (
        <>
          <p>
            The wheel landed on number {outcome.number}, reserved for you. The charge of{' '}
            {formatAmount(outcome.amount)} is being confirmed with your bank; it is never taken twice.
          </p>
          {outcome.kind === 'pending' ? (
            <p>This updates by itself in a few seconds.</p>
          ) : (
            <p>{outcome.message}</p>
          )}
          {outcome.kind === 'pending' ? <SpinProof gameId={gameId} proof={outcome.proof} /> : null}
        </>
      ) : null}
    </Dialog>
  );
}
