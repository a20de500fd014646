import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** A signed-in player's Dashboard and Logout, side by side. */
export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const brand = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'flex' } },
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.display,
  fontWeight: 900,
  fontSize: vars.fontSize.lg,
});

/** A compact row on a phone too, so the wheel and its SPIN button sit near the top. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.gradient.card1,
  borderRadius: vars.radius.xl,
  textAlign: 'left',
  '@media': { [breakpoints.tablet]: { gap: vars.space.lg, padding: vars.space.xl } },
});

export const prizeImage = style({
  width: '56px',
  height: '56px',
  // The whole picture, letterboxed: a prize is never shown cropped.
  objectFit: 'contain',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceStrong,
  '@media': { [breakpoints.tablet]: { width: '96px', height: '96px' } },
});

export const prizeEmoji = style({
  fontSize: '2.5rem',
  lineHeight: 1,
  '@media': { [breakpoints.tablet]: { fontSize: '4rem' } },
});

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'flex-start',
});

export const name = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 900,
  lineHeight: 1.2,
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const live = style({
  padding: `2px ${vars.space.sm}`,
  background: vars.color.dangerSolid,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 900,
  letterSpacing: '0.08em',
});

export const code = style({
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
});

export const prize = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const prizeValue = style({ color: vars.color.accent, fontWeight: 900 });

/** One row at every width: the countdown tile takes what it needs, the others share the rest. */
export const tiles = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [breakpoints.tablet]: { gap: vars.space.md } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flex: '1 1 0',
  minWidth: 0,
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  '@media': { [breakpoints.tablet]: { padding: vars.space.lg } },
});

export const timeTile = style({ flex: '0 0 auto', paddingInline: vars.space.sm });

export const tileLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.sm } },
});

export const tileValue = style({
  margin: 0,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.xl } },
  fontWeight: 900,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});
