import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, segmentColours, vars } from '../../../../ui/theme.css';

/** Wheel radius by viewport from 768 px, in px (size values 120 / 160 / 180; docs/rules/player-pages.md, The game page). */
const radius = { tablet: 120, desktop: 160, wide: 180 };
const diameter = (r: number) => `${2 * r}px`;

/**
 * On a phone the wheel fills the card's width (readable labels), up to 400 px. A turned wheel's box is
 * its square turned, up to 41 % wider: clipped 16 px out (room for the pointer above and the shadow), so
 * it never widens the page (a 390 px phone scrolled sideways after a spin).
 */
export const stage = style({
  position: 'relative',
  width: `min(100%, ${diameter(200)})`,
  aspectRatio: '1',
  margin: `${vars.space.md} auto`,
  overflow: 'clip',
  overflowClipMargin: '16px',
  '@media': {
    [breakpoints.tablet]: { width: diameter(radius.tablet), height: diameter(radius.tablet) },
    [breakpoints.desktop]: { width: diameter(radius.desktop), height: diameter(radius.desktop) },
    [breakpoints.wide]: { width: diameter(radius.wide), height: diameter(radius.wide) },
  },
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '100%',
  transformOrigin: '50% 50%',
  willChange: 'transform',
  filter: 'drop-shadow(0 8px 24px rgba(0, 0, 0, 0.45))',
});

export const rim = style({ fill: vars.color.wheelRim });

export const segment = styleVariants(
  Object.fromEntries(segmentColours.map((colour, index) => [index, { fill: colour }])) as Record<
    number,
    { fill: string }
  >,
);

export const segmentEdge = style({ stroke: vars.color.wheelHub, strokeWidth: 0.4 });

export const claimedShade = style({ fill: vars.color.wheelClaimed });

export const label = style({
  fill: vars.color.wheelText,
  fontFamily: vars.font.body,
  fontWeight: 800,
  paintOrder: 'stroke',
  stroke: 'rgba(0, 0, 0, 0.35)',
  strokeWidth: 0.6,
});

export const check = style({ fill: vars.color.wheelText, fontWeight: 900 });

export const hub = style({ fill: vars.color.wheelHub, stroke: vars.color.wheelRim, strokeWidth: 2 });

export const hubText = style({ fill: vars.color.accent, fontSize: '16px' });

export const pointer = style({
  position: 'absolute',
  top: '-10px',
  left: '50%',
  width: '28px',
  height: '34px',
  transform: 'translateX(-50%)',
  background: vars.color.accent,
  clipPath: 'polygon(0 0, 100% 0, 50% 100%)',
  filter: 'drop-shadow(0 2px 3px rgba(0, 0, 0, 0.5))',
  zIndex: 1,
});
