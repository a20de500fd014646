import { useCallback, useEffect, useRef, useState } from 'react';
import { asksForCardUpdate } from '../../../../../domain/payments/payment-messages';
import { useAuth } from '../../../../auth/auth-context';
import { instantWinOf } from '../../../../lib/instant-prizes';
import { newRequestId } from '../../../../lib/request-id';
import { trpc } from '../../../../lib/trpc';
import { nextSpinId } from '../wheel/spin-id';
import type { WheelSpin } from '../wheel/wheel';
import type { PaidOutcome } from './paid-outcome';
import { paidSpinRefusal } from './paid-spin-refusal';
import { useConfirmPending } from './use-confirm-pending';

export type PaidSpinPhase = 'idle' | 'confirm' | 'requesting' | 'spinning' | 'done';

export type PaidSpinDialog = 'auth' | 'payment-method' | 'update' | null;

const RESULT_DIALOG_DELAY_MS = 500;
const REFRESH_DELAY_MS = 1_000;

/**
 * The paid spin: one server call reserves a number and charges it; the wheel then turns to that
 * number and the result (charged, still confirming, or PAYMENT FAILED) opens. A press that got no
 * answer is resent with the same request id, so the server never charges it twice; a charge still
 * being confirmed is then followed with the read-only spins.status query (useConfirmPending).
 */
export function usePaidSpin(gameId: number) {
  const { state } = useAuth();
  const utils = trpc.useUtils();
  const mutation = trpc.spins.paid.useMutation();
  const [phase, setPhase] = useState<PaidSpinPhase>('idle');
  const [spin, setSpin] = useState<WheelSpin | null>(null);
  const [outcome, setOutcome] = useState<PaidOutcome | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  /** From the request until the result dialog opens: the page must not reveal the number before. */
  const [awaitingResult, setAwaitingResult] = useState(false);
  const [error, setError] = useState<{ message: string; aboutHold: boolean } | null>(null);
  const [dialog, setDialog] = useState<PaidSpinDialog>(null);
  const [confetti, setConfetti] = useState<number | null>(null);
  const unanswered = useRef<string | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );
  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);

  const refresh = useCallback(() => {
    void utils.games.availableNumbers.invalidate({ id: gameId });
    void utils.games.recentNumbers.invalidate({ id: gameId });
    void utils.games.byId.invalidate({ id: gameId });
    void utils.games.list.invalidate();
    void utils.spins.openHold.invalidate({ gameId });
  }, [utils, gameId]);

  const land = useCallback((next: PaidOutcome & { number: number }) => {
    setOutcome(next);
    setPhase('spinning');
    setSpin({ id: nextSpinId(), number: next.number });
  }, []);

  const start = useCallback(() => {
    if (phase === 'confirm' || phase === 'requesting' || phase === 'spinning') return;
    // The page paints before the server says who is signed in; its button waits disabled meanwhile
    // (awaitingSession), so a press never asks a signed-in player to sign in.
    if (state.status === 'loading') return;
    setError(null);
    if (state.status !== 'signed-in') setDialog('auth');
    else if (!state.user.cardOnFile) setDialog('payment-method');
    else setPhase('confirm');
  }, [phase, state]);

  /** Straight to the play-responsibly question, once a card has just been chosen or added. */
  const openConfirm = useCallback(() => {
    setDialog(null);
    setPhase((current) => (current === 'idle' || current === 'done' ? 'confirm' : current));
  }, []);

  const cancel = useCallback(() => setPhase((current) => (current === 'confirm' ? 'idle' : current)), []);

  const confirm = useCallback(() => {
    const requestId = unanswered.current ?? newRequestId();
    unanswered.current = requestId;
    setPhase('requesting');
    setAwaitingResult(true);
    mutation.mutateAsync({ gameId, requestId, agreedToTerms: true }).then(
      (value) => {
        unanswered.current = null;
        const { number, amount, message } = value;
        const proof = { spin: value.spin, clientSeed: value.clientSeed };
        land(
          value.status === 'pending'
            ? { kind: 'pending', number, amount, message, requestId, proof }
            : { kind: 'paid', number, amount, message, proof, instantWin: instantWinOf(value) },
        );
      },
      (cause) => {
        const refusal = paidSpinRefusal(cause);
        if (refusal.kind !== 'no-answer') unanswered.current = null;
        if (refusal.kind === 'declined') {
          const { number, paymentMessage, declineCode } = refusal;
          if (number !== null) land({ kind: 'failed', number, paymentMessage, declineCode });
          else {
            // Nothing is held: no number to turn the wheel to, the result says so at once.
            setOutcome({ kind: 'failed', number, paymentMessage, declineCode });
            setPhase('done');
            setResultOpen(true);
            setAwaitingResult(false);
            refresh();
          }
          void utils.spins.openHold.invalidate({ gameId });
          return;
        }
        setPhase('idle');
        setAwaitingResult(false);
        setError({ message: refusal.message, aboutHold: refusal.kind === 'hold' });
        if (refusal.kind === 'auth') setDialog('auth');
        // No usable card (NO_PAYMENT_METHOD): the player must add or update one.
        if (refusal.kind === 'no-card') {
          setDialog('update');
          void utils.auth.me.invalidate();
        }
        if (refusal.kind === 'hold' || refusal.kind === 'game') refresh();
      },
    );
  }, [gameId, mutation, land, refresh, utils]);

  const onSpinEnd = useCallback(
    (spinId: number) => {
      if (spin?.id !== spinId) return;
      setPhase('done');
      later(RESULT_DIALOG_DELAY_MS, () => {
        setResultOpen(true);
        setAwaitingResult(false);
        // A paid landing is a purchase, not a win: only a free number or an instant win is celebrated.
        if (outcome?.kind === 'paid' && (outcome.amount === 0 || outcome.instantWin)) setConfetti(spinId);
      });
      later(REFRESH_DELAY_MS, refresh);
    },
    [spin?.id, outcome, later, refresh],
  );

  const confirmed = useCallback(
    (next: PaidOutcome) => {
      setOutcome(next);
      if (next.kind === 'paid' && (next.amount === 0 || next.instantWin)) setConfetti(nextSpinId());
      refresh();
    },
    [refresh],
  );
  useConfirmPending(phase === 'done' ? outcome : null, confirmed);

  const closeResult = useCallback(() => {
    setResultOpen(false);
    if (outcome?.kind === 'failed' && asksForCardUpdate(outcome.declineCode)) setDialog('update');
  }, [outcome]);

  return {
    phase,
    isBusy: phase === 'requesting' || phase === 'spinning',
    /** The server has not yet said who is signed in (the page the server rendered paints before): the button waits. */
    awaitingSession: state.status === 'loading',
    spin,
    outcome,
    resultOpen,
    awaitingResult,
    closeResult,
    error,
    dialog,
    setDialog,
    confetti,
    start,
    openConfirm,
    cancel,
    confirm,
    onSpinEnd,
  };
}

export type PaidSpin = ReturnType<typeof usePaidSpin>;
