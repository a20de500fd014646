import { memo, useEffect, useMemo, useRef } from 'react';
import { landingRotation, prefersReducedMotion, SPIN_DURATION_MS, wheelSegments } from './segments';
import * as styles from './wheel.css';

export interface WheelSpin {
  /** A new id starts a new spin. */
  id: number;
  number: number;
}

export interface WheelProps {
  totalNumbers: number;
  /** Still-available numbers; others show a check mark. Unknown: nothing is marked. */
  available: ReadonlySet<number> | null;
  /** The number the wheel shows under the pointer (the latest result), always drawn. */
  landing: number | null;
  spin: WheelSpin | null;
  onSpinEnd: (spinId: number) => void;
}

const R = 96;
const SEGMENT_R = 90;

function point(radius: number, degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`;
}

function segmentPath(start: number, end: number): string {
  if (end - start >= 360) {
    return `M0 ${-SEGMENT_R} A${SEGMENT_R} ${SEGMENT_R} 0 1 1 0 ${SEGMENT_R} A${SEGMENT_R} ${SEGMENT_R} 0 1 1 0 ${-SEGMENT_R} Z`;
  }
  const large = end - start > 180 ? 1 : 0;
  return `M0 0 L${point(SEGMENT_R, start)} A${SEGMENT_R} ${SEGMENT_R} 0 ${large} 1 ${point(SEGMENT_R, end)} Z`;
}

/**
 * Scrolls the page so the whole wheel (its stage, which does not turn) shows while it turns, when some
 * of it is out of sight. Reduced motion never gets here: the wheel does not turn, nor the page move.
 */
function bringIntoView(stage: Element): void {
  const box = stage.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  stage.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * The prize wheel: one SVG whose rotation is a CSS transform run by the Web Animations API, so a spin
 * costs no React render per frame. Under prefers-reduced-motion it jumps straight to the result.
 */
export const Wheel = memo(function Wheel({ totalNumbers, available, landing, spin, onSpinEnd }: WheelProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const rotation = useRef(0);
  const segments = useMemo(() => wheelSegments(totalNumbers, landing), [totalNumbers, landing]);
  const step = segments.length > 0 ? 360 / segments.length : 360;
  const fontSize = Math.min(12, Math.max(5, ((2 * Math.PI * 70) / Math.max(1, segments.length)) * 0.72));

  const onSpinEndRef = useRef(onSpinEnd);
  onSpinEndRef.current = onSpinEnd;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new spin (id) starts an animation
  useEffect(() => {
    const element = svgRef.current;
    if (!spin || !element) return;
    const index = segments.indexOf(spin.number);
    if (index < 0) return;
    const from = rotation.current;
    const to = landingRotation(from, index, segments.length);
    const settle = () => {
      rotation.current = to % 360;
      element.style.transform = `rotate(${rotation.current}deg)`;
      onSpinEndRef.current(spin.id);
    };
    if (prefersReducedMotion() || typeof element.animate !== 'function') {
      settle();
      return;
    }
    // SPIN and the free entry sit above the wheel: the page brings it into view, then it turns.
    bringIntoView(element.parentElement ?? element);
    const animation = element.animate(
      [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
      {
        duration: SPIN_DURATION_MS,
        easing: 'cubic-bezier(0.15, 0.55, 0.1, 1)',
        fill: 'forwards',
      },
    );
    let cancelled = false;
    animation.finished.then(
      () => {
        if (cancelled) return;
        settle();
        animation.cancel();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      animation.cancel();
    };
  }, [spin?.id]);

  const claimedCount = available ? segments.filter((n) => !available.has(n)).length : 0;

  return (
    <div className={styles.stage}>
      <div className={styles.pointer} aria-hidden="true" />
      <svg
        ref={svgRef}
        className={styles.svg}
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={`Prize wheel showing ${segments.length} of ${totalNumbers} numbers${
          claimedCount > 0 ? `, ${claimedCount} of them already claimed` : ''
        }${landing !== null ? `. The pointer is on number ${landing}` : ''}`}
      >
        <circle r={R} className={styles.rim} />
        {segments.map((number, index) => {
          const start = index * step;
          const centre = start + step / 2;
          const claimed = available !== null && !available.has(number);
          return (
            <g key={number}>
              <path
                d={segmentPath(start, start + step)}
                className={`${styles.segment[index % 12]} ${styles.segmentEdge}`}
              />
              {claimed ? <path d={segmentPath(start, start + step)} className={styles.claimedShade} /> : null}
              <text
                className={styles.label}
                fontSize={fontSize}
                transform={`rotate(${centre}) translate(0 ${-SEGMENT_R + 4}) rotate(90)`}
                textAnchor="start"
                dominantBaseline="central"
              >
                {number}
              </text>
              {claimed ? (
                <text
                  className={styles.check}
                  fontSize={fontSize}
                  transform={`rotate(${centre}) translate(0 -38)`}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  ✓
                </text>
              ) : null}
            </g>
          );
        })}
        <circle r={16} className={styles.hub} />
        <text className={styles.hubText} textAnchor="middle" dominantBaseline="central">
          ★
        </text>
      </svg>
    </div>
  );
});
