import { useCallback, useEffect, useRef, useState } from 'react';
import { FREE_PLAY_USED_MESSAGE } from '../../../../domain/play/free-play-policy';
import { useAuth } from '../../../auth/auth-context';
import { appCodeOf, descriptionOf, isUnauthenticated, messageOf } from '../../../lib/errors';
import { type FreeSpinOut, trpc } from '../../../lib/trpc';
import { nextSpinId } from './wheel/spin-id';
import type { WheelSpin } from './wheel/wheel';

export type FreeSpinPhase = 'idle' | 'confirm' | 'requesting' | 'spinning' | 'done';

const RESULT_DIALOG_DELAY_MS = 500;
const REFRESH_DELAY_MS = 1_000;
const RESULT_MESSAGE_MS = 8_000;

/**
 * The free entry: confirm, ask the server for a number, spin the wheel to it, then show the result.
 * The wheel only ever shows a number the server claimed.
 */
export function useFreeSpin(gameId: number) {
  const { state } = useAuth();
  const utils = trpc.useUtils();
  const mutation = trpc.spins.free.useMutation();
  const [phase, setPhase] = useState<FreeSpinPhase>('idle');
  const [authRequired, setAuthRequired] = useState(false);
  const [spin, setSpin] = useState<WheelSpin | null>(null);
  const [result, setResult] = useState<FreeSpinOut | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  /** From the request until the result dialog opens: the page must not reveal the number before. */
  const [awaitingResult, setAwaitingResult] = useState(false);
  const [showResultMessage, setShowResultMessage] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [usedHere, setUsedHere] = useState(false);
  const [confetti, setConfetti] = useState<number | null>(null);
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

  const start = useCallback(() => {
    if (phase !== 'idle' && phase !== 'done') return;
    // The page paints before the server says who is signed in; its button waits disabled meanwhile
    // (awaitingSession), so a press never asks a signed-in player to sign in.
    if (state.status === 'loading') return;
    setError(null);
    if (state.status !== 'signed-in') setAuthRequired(true);
    else setPhase('confirm');
  }, [phase, state.status]);

  const cancel = useCallback(() => setPhase((current) => (current === 'confirm' ? 'idle' : current)), []);

  const confirm = useCallback(() => {
    setPhase('requesting');
    setAwaitingResult(true);
    setUsedHere(true);
    mutation.mutate(
      { gameId },
      {
        onSuccess: (value) => {
          setResult(value);
          setPhase('spinning');
          setSpin({ id: nextSpinId(), number: value.number });
        },
        onError: (cause) => {
          setPhase('idle');
          setAwaitingResult(false);
          if (isUnauthenticated(cause)) {
            setUsedHere(false);
            setAuthRequired(true);
          } else if (appCodeOf(cause) === 'FREE_PLAY_EXHAUSTED') {
            setError(descriptionOf(cause) || FREE_PLAY_USED_MESSAGE);
          } else {
            setUsedHere(false);
            setError(messageOf(cause, 'Free spin failed'));
          }
          void utils.games.freePlayStatus.invalidate({ id: gameId });
          void utils.games.availableNumbers.invalidate({ id: gameId });
          void utils.games.byId.invalidate({ id: gameId });
        },
      },
    );
  }, [gameId, mutation, utils]);

  const onSpinEnd = useCallback(
    (spinId: number) => {
      if (spin?.id !== spinId) return;
      setPhase('done');
      setShowResultMessage(true);
      later(RESULT_DIALOG_DELAY_MS, () => {
        setResultOpen(true);
        setAwaitingResult(false);
        setConfetti(spinId);
      });
      later(REFRESH_DELAY_MS, () => {
        void utils.games.availableNumbers.invalidate({ id: gameId });
        void utils.games.recentNumbers.invalidate({ id: gameId });
        void utils.games.freePlayStatus.invalidate({ id: gameId });
        void utils.games.byId.invalidate({ id: gameId });
        void utils.games.list.invalidate();
      });
      later(RESULT_MESSAGE_MS, () => setShowResultMessage(false));
    },
    [spin?.id, gameId, utils, later],
  );

  return {
    phase,
    isBusy: phase === 'requesting' || phase === 'spinning',
    /** The server has not yet said who is signed in (the page the server rendered paints before): the button waits. */
    awaitingSession: state.status === 'loading',
    spin,
    landing: result?.number ?? null,
    result,
    resultOpen,
    awaitingResult,
    closeResult: () => setResultOpen(false),
    showResultMessage,
    error,
    usedHere,
    confetti,
    authRequired,
    closeAuthRequired: () => setAuthRequired(false),
    start,
    cancel,
    confirm,
    onSpinEnd,
  };
}

export type FreeSpin = ReturnType<typeof useFreeSpin>;
