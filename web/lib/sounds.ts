/**
 * The game page's two short sounds, made with the Web Audio API (no audio files): a run of ticks
 * slowing down as the wheel starts (about 1.3 s), and a two-note chime when it lands (about 0.6 s).
 * They play only with the player's 'Sound Effects' preference on (off by default).
 */

/** The part of an AudioContext the sounds use, so a test can count what they schedule. */
export interface SoundContext {
  readonly currentTime: number;
  readonly destination: AudioNode;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
}

function tone(
  ctx: SoundContext,
  frequency: number,
  start: number,
  length: number,
  type: OscillatorType,
  peak: number,
) {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain);
  gain.connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.05);
}

export const SPIN_TICKS = 14;

/** Ticks like a wheel's pointer passing pegs, further apart as it goes. */
export function scheduleSpinSound(ctx: SoundContext): void {
  let at = ctx.currentTime + 0.02;
  for (let i = 0; i < SPIN_TICKS; i++) {
    tone(ctx, 1100 - i * 25, at, 0.03, 'square', 0.03);
    at += 0.045 + i * 0.008;
  }
}

/** A rising two-note chime for the number landed on. */
export function scheduleResultSound(ctx: SoundContext): void {
  const at = ctx.currentTime + 0.02;
  tone(ctx, 660, at, 0.25, 'sine', 0.12);
  tone(ctx, 990, at + 0.18, 0.4, 'sine', 0.12);
}

/** What a spin's change asks to hear: its start, its landing, or nothing (sounds off, or no change). */
export function soundCue(
  before: { spinId: number | null; landed: boolean },
  now: { spinId: number | null; landed: boolean },
  soundOn: boolean,
): 'spin' | 'result' | null {
  if (!soundOn || now.spinId === null) return null;
  if (now.spinId !== before.spinId) return now.landed ? 'result' : 'spin';
  return now.landed && !before.landed ? 'result' : null;
}

let shared: AudioContext | null = null;

/** The page's one audio context, made at the first sound (after the player's click on a spin button). */
export function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  shared ??= new AudioContext();
  if (shared.state === 'suspended') void shared.resume();
  return shared;
}
