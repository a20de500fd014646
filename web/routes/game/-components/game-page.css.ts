import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const page = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxxl}`,
  '@media': { [breakpoints.tablet]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}` } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Narrow padding on a phone so the wheel can take the width. */
export const wheelCard = style([
  card,
  {
    alignItems: 'stretch',
    textAlign: 'center',
    padding: vars.space.md,
    gap: vars.space.md,
    '@media': { [breakpoints.tablet]: { padding: vars.space.xl, gap: vars.space.lg } },
  },
]);

/** SPIN, the held number and the free entry, above the wheel. */
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const segmentsNote = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.xs });

export const liveRegion = style({ minHeight: '1.5em', fontWeight: 700, color: vars.color.accent });

export const definitionList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const definition = style({ margin: 0, fontWeight: 700, textAlign: 'right' });

/**
 * The status's colour: live and sold out ('Complete') in green, the others in the plain text colour;
 * never red, which reads as a fault (and the red on a card is 4.4:1, under 4.5:1). Both are 7:1 or more.
 */
export const statusTone = styleVariants({
  live: { color: vars.color.success },
  complete: { color: vars.color.success },
  scheduled: { color: vars.color.text },
  ended: { color: vars.color.text },
  cancelled: { color: vars.color.text },
});

/** A spin's proof: its client seed (64 hex characters, no spaces) wraps inside a dialog on any screen. */
export const proof = style([muted, { overflowWrap: 'anywhere', minWidth: 0 }]);
