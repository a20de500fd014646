import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { segmentColours } from '../../../../ui/theme.css';

const fall = keyframes({
  '0%': { transform: 'translate3d(0, -10vh, 0) rotate(0deg)', opacity: 1 },
  '80%': { opacity: 1 },
  '100%': { transform: 'translate3d(var(--drift), 105vh, 0) rotate(var(--turn))', opacity: 0 },
});

export const layer = style({
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
  // Under the dialogs' overlay (100): the result dialog's text and buttons stay on top of every piece.
  zIndex: 90,
});

export const piece = style({
  position: 'absolute',
  top: 0,
  width: '10px',
  height: '14px',
  borderRadius: '2px',
  animationName: fall,
  animationTimingFunction: 'cubic-bezier(0.25, 0.6, 0.4, 1)',
  animationFillMode: 'both',
  willChange: 'transform, opacity',
});

export const colour = styleVariants(
  Object.fromEntries(segmentColours.map((value, index) => [index, { background: value }])) as Record<
    number,
    { background: string }
  >,
);
