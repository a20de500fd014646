import { useCallback, useEffect, useMemo } from 'react';
import { useAuth } from '../../../auth/auth-context';
import { useHasPassed } from '../../../lib/countdown';
import { useDocumentTitle } from '../../../lib/document-title';
import { appCodeOf } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { hasFreeRange } from '../../../lib/game-rules';
import { useHydrated } from '../../../lib/hydrated';
import { usePreferences } from '../../../lib/preferences';
import { type GameOut, trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Spinner } from '../../../ui/spinner';
import { DrawCountdown } from '../../-components/draw/draw-countdown';
import { HoldingLine } from '../../-components/responsible/holding-line';
import { PlayReminder } from '../../-components/responsible/play-reminder';
import { FairnessCard } from './fairness-card';
import { FreePlayPanel } from './free-play-panel';
import { FreeSpinDialogs } from './free-spin-dialogs';
import { GameCancelled } from './game-cancellation';
import { awaitsDraw, GameDraw } from './game-draw';
import { GameHeader } from './game-header';
import { GameOutcome } from './game-outcome';
import * as styles from './game-page.css';
import { GameStateScreen } from './game-state-screen';
import { GameStatusCard } from './game-status-card';
import { HowToPlay } from './how-to-play';
import { InstantPrizesCard } from './instant-prizes-card';
import { PaidPlay } from './paid/paid-play';
import { useHeldNumber } from './paid/use-held-number';
import { usePaidSpin } from './paid/use-paid-spin';
import { RecentNumbers } from './recent-numbers';
import { SpinSounds } from './spin-sounds';
import { StatTiles } from './stat-tiles';
import { useFreeSpin } from './use-free-spin';
import { useLiveGame } from './use-live-game';
import { Confetti } from './wheel/confetti';
import { latestSpin } from './wheel/spin-id';
import { Wheel } from './wheel/wheel';

const AVAILABLE_POLL_MS = 10_000;
const GAME_POLL_MS = 30_000;
const BLOCKS_POLL_MS = 30_000;

const latestBurst = (...bursts: (number | null)[]) =>
  bursts.reduce<number | null>(
    (latest, burst) => (burst !== null && (latest === null || burst > latest) ? burst : latest),
    null,
  );

/** When the game ended, in the player's own time zone: not known to the server that rendered the page. */
function EndedLine({ game }: { game: GameOut }) {
  const hydrated = useHydrated();
  return (
    <p>
      {game.name} ended{hydrated ? ` on ${formatDateTime(game.endTime)}` : ''}. No more spins are allowed.
    </p>
  );
}

export function GamePage({ gameId }: { gameId: number }) {
  const { state } = useAuth();
  const signedIn = state.status === 'signed-in';
  const freeSpin = useFreeSpin(gameId);
  const paid = usePaidSpin(gameId);
  const held = useHeldNumber(gameId, signedIn);
  const preferences = usePreferences();
  const spinning = freeSpin.isBusy || paid.isBusy;
  // Claimed-number lists refresh only once the result dialog has opened (docs/rules/player-pages.md, The game page).
  const resultHidden = freeSpin.awaitingResult || paid.awaitingResult;
  // The live stream brings the game, its recent numbers and its log head; polling only while it is down.
  const live = useLiveGame(gameId, resultHidden);
  const game = trpc.games.byId.useQuery({ id: gameId }, { refetchInterval: live.up ? false : GAME_POLL_MS });
  const numbers = trpc.games.availableNumbers.useQuery(
    { id: gameId },
    { refetchInterval: resultHidden || live.up ? false : AVAILABLE_POLL_MS, enabled: game.isSuccess },
  );
  const freeStatus = trpc.games.freePlayStatus.useQuery(
    { id: gameId },
    { enabled: signedIn && game.isSuccess },
  );
  // What would refuse a spin now (maintenance, the player's break, a limit): said before any press.
  const blocks = trpc.responsiblePlay.spinBlocks.useQuery(
    { id: gameId },
    { enabled: game.isSuccess, refetchInterval: BLOCKS_POLL_MS, refetchOnWindowFocus: true },
  );
  const leftNow = numbers.data?.totalAvailable ?? game.data?.numbersLeft;
  const { refetch: refetchBlocks } = blocks;
  useEffect(() => {
    // A claim may have taken the player's spending to a limit: read again once its result shows.
    if (signedIn && !resultHidden && leftNow !== undefined) void refetchBlocks();
  }, [leftNow, resultHidden, signedIn, refetchBlocks]);
  const ended = useHasPassed(game.data?.endTime);
  useDocumentTitle(game.data?.name ?? 'Game');
  const available = useMemo(
    () => (numbers.data ? new Set(numbers.data.availableNumbers) : null),
    [numbers.data],
  );
  const wheelSpin = latestSpin(freeSpin.spin, paid.spin);
  const { onSpinEnd: freeSpinEnd } = freeSpin;
  const { onSpinEnd: paidSpinEnd } = paid;
  const onSpinEnd = useCallback(
    (spinId: number) => {
      freeSpinEnd(spinId);
      paidSpinEnd(spinId);
    },
    [freeSpinEnd, paidSpinEnd],
  );

  if (game.isPending) return <Spinner label="Loading Game..." fullPage />;
  if (game.isError) {
    if (appCodeOf(game.error) === 'NOT_FOUND') {
      return (
        <GameStateScreen icon="🔍" title="Game Not Found">
          <p>This game may have ended or does not exist.</p>
        </GameStateScreen>
      );
    }
    return (
      <GameStateScreen icon="⚠️" title="Could Not Load Game" onRetry={() => void game.refetch()}>
        <p>{game.error.message}</p>
      </GameStateScreen>
    );
  }

  const data = game.data;
  const availableCount = numbers.data?.totalAvailable ?? data.numbersLeft;
  // Keep the page while a spin plays out, even if it took the last number.
  const spinShowing = freeSpin.phase !== 'idle' || paid.phase !== 'idle';
  if (!spinShowing && data.status === 'cancelled') {
    return (
      <GameStateScreen icon="🚫" title="Game Cancelled">
        <GameCancelled game={data} />
      </GameStateScreen>
    );
  }
  if (!spinShowing && (ended || data.status === 'ended')) {
    return (
      <GameStateScreen icon="⏰" title="Game Has Ended">
        <EndedLine game={data} />
        <GameOutcome game={data} drawShown={live.drawIsNew} />
        <GameDraw game={data} draw={live.draw} drawIsNew={live.drawIsNew} />
      </GameStateScreen>
    );
  }
  if (!spinShowing && (data.status === 'complete' || (numbers.isSuccess && availableCount === 0))) {
    return (
      <GameStateScreen icon="🏁" title="All Numbers Taken!">
        <p>Every number in {data.name} has been claimed: no more spins.</p>
        <GameOutcome game={data} drawShown={live.drawIsNew} />
        <GameDraw game={data} draw={live.draw} drawIsNew={live.drawIsNew} />
      </GameStateScreen>
    );
  }

  const isLive = data.status === 'live';
  const freePlayUsed = freeSpin.usedHere || freeStatus.data?.hasUsedFreePlay === true;
  const landingText = spinning
    ? 'Spinning the wheel...'
    : wheelSpin && (freeSpin.phase === 'done' || paid.phase === 'done')
      ? `The wheel landed on number ${wheelSpin.number}.`
      : '';

  return (
    <div className={styles.page}>
      {blocks.data?.paid?.reason === 'maintenance' ? (
        <Alert tone="warning">{blocks.data.paid.message}</Alert>
      ) : null}
      <GameHeader game={data} isLive={isLive} />
      <StatTiles game={data} available={availableCount} />
      {/* A player who took the last number stays on this page with their result: the draw comes here. */}
      {live.draw && !spinning ? <GameDraw game={data} draw={live.draw} drawIsNew={live.drawIsNew} /> : null}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.wheelCard} aria-labelledby="wheel-title">
            <h2 id="wheel-title" className={styles.cardTitle}>
              Spin to Win
            </h2>
            {/* The buttons first: SPIN and the free entry are on screen at first load, phones included. */}
            <div className={styles.actions}>
              <PaidPlay
                game={data}
                paid={paid}
                held={held}
                otherBusy={freeSpin.isBusy}
                blocked={blocks.data?.paid?.message ?? null}
              />
              {hasFreeRange(data) ? (
                <FreePlayPanel
                  game={data}
                  used={freePlayUsed}
                  blocked={paid.isBusy}
                  blockedBecause={blocks.data?.free?.message ?? null}
                  freeSpin={freeSpin}
                />
              ) : null}
            </div>
            <Wheel
              totalNumbers={data.totalNumbers}
              available={available}
              landing={wheelSpin?.number ?? null}
              spin={wheelSpin}
              onSpinEnd={onSpinEnd}
            />
            <p className={styles.liveRegion} aria-live="polite" aria-atomic="true">
              {landingText}
            </p>
            <p className={styles.segmentsNote}>
              {Math.min(data.totalNumbers, 50)} of {data.totalNumbers} numbers shown on the wheel
            </p>
          </section>
        </div>
        <div className={styles.column}>
          <GameStatusCard game={data} available={availableCount}>
            {awaitsDraw(data, live.draw) ? <DrawCountdown drawAt={data.drawAt} /> : null}
            {signedIn ? (
              <HoldingLine gameId={gameId} frozen={resultHidden} numbersLeft={availableCount} />
            ) : null}
          </GameStatusCard>
          <InstantPrizesCard game={data} />
          <RecentNumbers gameId={gameId} frozen={resultHidden} live={live.up} />
          <FairnessCard gameId={gameId} frozen={resultHidden} liveHead={live.head} />
          <HowToPlay game={data} />
        </div>
      </div>
      <FreeSpinDialogs game={data} freeSpin={freeSpin} />
      <PlayReminder enabled={signedIn && !spinning} />
      <SpinSounds
        spinId={wheelSpin?.id ?? null}
        landed={freeSpin.phase === 'done' || paid.phase === 'done'}
        soundOn={preferences.soundEffects}
      />
      {preferences.confettiEffects ? (
        <Confetti
          burst={latestBurst(freeSpin.confetti, paid.confetti)}
          shown={freeSpin.resultOpen || paid.resultOpen}
        />
      ) : null}
    </div>
  );
}
