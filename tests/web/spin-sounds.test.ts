import { describe, expect, it } from 'vitest';
import {
  type SoundContext,
  SPIN_TICKS,
  scheduleResultSound,
  scheduleSpinSound,
  soundCue,
} from '../../web/lib/sounds';

/** Records each oscillator's start and stop, as an AudioContext would play them. */
function recordingContext() {
  const played: { start: number; stop: number; frequency: number }[] = [];
  const param = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {} });
  const node = () => ({ connect() {} });
  const ctx = {
    currentTime: 10,
    destination: {},
    createGain: () => ({ ...node(), gain: param() }),
    createOscillator: () => {
      const entry = { start: 0, stop: 0, frequency: 0 };
      return {
        ...node(),
        type: 'sine',
        frequency: {
          ...param(),
          setValueAtTime: (f: number) => {
            entry.frequency = f;
          },
        },
        start: (at: number) => {
          entry.start = at;
        },
        stop: (at: number) => void played.push({ ...entry, stop: at }),
      };
    },
  } as unknown as SoundContext;
  return { ctx, played };
}

describe("'Sound Effects': the spin and result sounds", () => {
  it('plays nothing while the preference is off, whatever the spin does', () => {
    const idle = { spinId: null, landed: false };
    expect(soundCue(idle, { spinId: 1, landed: false }, false)).toBeNull();
    expect(soundCue({ spinId: 1, landed: false }, { spinId: 1, landed: true }, false)).toBeNull();
  });

  it('with it on, a new spin ticks and its landing chimes, each once', () => {
    const idle = { spinId: null, landed: false };
    expect(soundCue(idle, { spinId: 1, landed: false }, true)).toBe('spin');
    expect(soundCue({ spinId: 1, landed: false }, { spinId: 1, landed: false }, true)).toBeNull();
    expect(soundCue({ spinId: 1, landed: false }, { spinId: 1, landed: true }, true)).toBe('result');
    expect(soundCue({ spinId: 1, landed: true }, { spinId: 1, landed: true }, true)).toBeNull();
  });

  it('keeps both sounds short: ticks within 1.5 s, a chime within 1 s', () => {
    const spin = recordingContext();
    scheduleSpinSound(spin.ctx);
    expect(spin.played).toHaveLength(SPIN_TICKS);
    expect(Math.max(...spin.played.map((p) => p.stop)) - 10).toBeLessThan(1.5);
    const result = recordingContext();
    scheduleResultSound(result.ctx);
    expect(result.played.map((p) => p.frequency)).toEqual([660, 990]);
    expect(Math.max(...result.played.map((p) => p.stop)) - 10).toBeLessThan(1);
  });
});
