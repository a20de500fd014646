import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const brand = style({
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'flex' } },
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.display,
  fontWeight: 900,
  fontSize: vars.fontSize.lg,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.gradient.card1,
  borderRadius: vars.radius.xl,
  textAlign: 'center',
  '@media': { [breakpoints.tablet]: { flexDirection: 'row', textAlign: 'left' } },
});

export const prizeImage = style({
  width: '96px',
  height: '96px',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceStrong,
});

export const prizeEmoji = style({ fontSize: '4rem', lineHeight: 1 });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, flex: 1 });

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'center',
  '@media': { [breakpoints.tablet]: { justifyContent: 'flex-start' } },
});

export const name = style({ fontSize: vars.fontSize.xxl, fontWeight: 900, lineHeight: 1.2 });

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

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  margin: 0,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tileValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.xl } },
  fontWeight: 900,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});
