import { useEffect, useRef, useState } from 'react';
import { useStreamUp } from '../../../lib/live-stream';
import { trpc } from '../../../lib/trpc';
import { type DrawEventOut, drawKey } from '../../-components/draw/draw-event';

export interface LiveLogHead {
  logHead: string;
  logEntries: number;
}

/**
 * The game's live stream (`games.live`): each event goes into the cache of `games.byId` and
 * `games.recentNumbers`, so the components read it as if they had fetched it, and the available
 * numbers are fetched again when the count moved (not while a spin's result is still hidden). Its
 * `draw` is the game's last draw or set-aside, `drawIsNew` when it came after the page opened.
 * `up` tells the page to stop polling; while it is false the page polls (docs/rules/player-pages.md, Keeping figures fresh).
 */
export function useLiveGame(gameId: number, resultHidden: boolean) {
  const utils = trpc.useUtils();
  const [head, setHead] = useState<LiveLogHead | null>(null);
  const [numbersLeft, setNumbersLeft] = useState<number | null>(null);
  const [draw, setDraw] = useState<DrawEventOut | null>(null);
  // The draw the page found when it opened (null: none yet); a later one is played live.
  const drawAtOpen = useRef<string | null | undefined>(undefined);
  const subscription = trpc.games.live.useSubscription(
    { id: gameId },
    {
      onData: (state) => {
        utils.games.byId.setData({ id: gameId }, state.game);
        utils.games.recentNumbers.setData({ id: gameId }, state.recentNumbers);
        setHead({ logHead: state.logHead, logEntries: state.logEntries });
        setNumbersLeft(state.game.numbersLeft);
        if (drawAtOpen.current === undefined) drawAtOpen.current = state.draw ? drawKey(state.draw) : null;
        setDraw(state.draw);
      },
    },
  );
  const up = useStreamUp(subscription, head !== null);
  const fetchedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!up || resultHidden || numbersLeft === null) return;
    if (fetchedAt.current !== null && fetchedAt.current !== numbersLeft) {
      void utils.games.availableNumbers.invalidate({ id: gameId });
    }
    fetchedAt.current = numbersLeft;
  }, [up, resultHidden, numbersLeft, gameId, utils]);
  const drawIsNew = draw !== null && drawAtOpen.current !== drawKey(draw);
  return { up, head: up ? head : null, draw, drawIsNew };
}
