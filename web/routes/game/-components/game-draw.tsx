import { useEffect, useRef, useState } from 'react';
import type { GameOut } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { DrawCountdown } from '../../-components/draw/draw-countdown';
import { type DrawEventOut, drawKey } from '../../-components/draw/draw-event';
import { DrawShow } from '../../-components/draw/draw-show';
import { nextSpinId } from './wheel/spin-id';
import type { WheelSpin } from './wheel/wheel';

export interface GameDrawProps {
  game: GameOut;
  /** The game's last draw from its live stream, and whether it came after the page opened. */
  draw: DrawEventOut | null;
  drawIsNew: boolean;
}

/** The game still waits for its draw: nothing drawn yet, no winner, not cancelled (the countdown shows). */
export const awaitsDraw = (game: GameOut, draw: DrawEventOut | null) =>
  draw === null && !game.winner && game.status !== 'cancelled';

/**
 * The game page's draw: the countdown to it, the draw played live when it comes while the page is
 * open (docs/rules/fairness.md, The live draw), or 'Watch the draw again' for a page opened after it.
 */
export function GameDraw({ game, draw, drawIsNew }: GameDrawProps) {
  const [spin, setSpin] = useState<WheelSpin | null>(null);
  const played = useRef<string | null>(null);
  useEffect(() => {
    if (!draw || !drawIsNew || played.current === drawKey(draw)) return;
    played.current = drawKey(draw);
    setSpin({ id: nextSpinId(), number: draw.number });
  }, [draw, drawIsNew]);
  if (!draw) return awaitsDraw(game, draw) ? <DrawCountdown drawAt={game.drawAt} /> : null;
  if (!spin || (played.current !== drawKey(draw) && !drawIsNew)) {
    return (
      <Button
        variant="secondary"
        onPress={() => {
          played.current = drawKey(draw);
          setSpin({ id: nextSpinId(), number: draw.number });
        }}
      >
        {draw.kind === 'pick' ? "See the administrator's pick" : 'Watch the draw again'}
      </Button>
    );
  }
  return <DrawShow event={draw} spin={spin} />;
}
