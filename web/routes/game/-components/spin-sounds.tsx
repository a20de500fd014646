import { useEffect, useRef } from 'react';
import { audioContext, scheduleResultSound, scheduleSpinSound, soundCue } from '../../../lib/sounds';

/** Plays the spin and result sounds of the latest spin while the 'Sound Effects' preference is on. */
export function SpinSounds({
  spinId,
  landed,
  soundOn,
}: {
  spinId: number | null;
  landed: boolean;
  soundOn: boolean;
}) {
  const before = useRef({ spinId: null as number | null, landed: false });
  useEffect(() => {
    const cue = soundCue(before.current, { spinId, landed }, soundOn);
    before.current = { spinId, landed };
    const ctx = cue ? audioContext() : null;
    if (!ctx) return;
    if (cue === 'spin') scheduleSpinSound(ctx);
    else scheduleResultSound(ctx);
  }, [spinId, landed, soundOn]);
  return null;
}
