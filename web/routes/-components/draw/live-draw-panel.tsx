import { lazy, Suspense, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc';
import { nextSpinId } from '../../game/-components/wheel/spin-id';
import type { WheelSpin } from '../../game/-components/wheel/wheel';
import { type DrawEventOut, drawKey } from './draw-event';

/** The wheel, the verifier and the buttons load with the first draw, not with the page. */
const LiveDrawOverlay = lazy(() => import('./live-draw-overlay'));

/**
 * The lobby's and /winners' live draw: the draws stream (`games.drawsLive`) brings the newest draws;
 * those already there when the page opened are known, and the next one that arrives is played over
 * the page until closed. A draw that came while the stream was down is not played again.
 */
export function LiveDrawPanel() {
  const known = useRef<Set<string> | null>(null);
  const [shown, setShown] = useState<{ event: DrawEventOut; spin: WheelSpin } | null>(null);
  const utils = trpc.useUtils();
  trpc.games.drawsLive.useSubscription(undefined, {
    onData: (draws) => {
      const keys = draws.map(drawKey);
      if (known.current === null) {
        known.current = new Set(keys);
        return;
      }
      const fresh = draws.find((event) => !known.current?.has(drawKey(event)));
      for (const key of keys) known.current.add(key);
      if (!fresh) return;
      setShown({ event: fresh, spin: { id: nextSpinId(), number: fresh.number } });
      // /winners lists the new winner (or drops one set aside).
      void utils.winners.list.invalidate();
    },
  });
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LiveDrawOverlay event={shown.event} spin={shown.spin} onClose={() => setShown(null)} />
    </Suspense>
  );
}
