import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const countdown = style({ fontWeight: 700, color: vars.color.accent, margin: 0 });
export const clock = style({ fontVariantNumeric: 'tabular-nums' });

export const show = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceSolid,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.card,
  textAlign: 'left',
  width: '100%',
  minWidth: 0,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 800, margin: 0 });

export const wheel = style({ width: '100%', maxWidth: '280px', alignSelf: 'center' });
// The game page's wheel has fixed sizes from a tablet up: in a draw it fits its card instead.
globalStyle(`${wheel} > div`, { width: '100%', height: 'auto' });

export const result = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  margin: 0,
  color: vars.color.accent,
});

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const detail = style({ margin: 0, minWidth: 0 });
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
});

export const steps = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
const step = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});
export const stepOk = style([
  step,
  { background: vars.color.successSurface, borderLeft: `4px solid ${vars.color.success}` },
]);
export const stepBad = style([
  step,
  { background: vars.color.dangerSurface, borderLeft: `4px solid ${vars.color.danger}` },
]);
export const markOk = style({ fontWeight: 800, color: vars.color.success });
export const markBad = style({ fontWeight: 800, color: vars.color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Read by assistive technology, not shown: the lobby's own. */
export { visuallyHidden as hidden } from '../lobby/lobby.css';

/** The lobby's and /winners' draw: over the page's foot, the full width of a phone. */
export const panel = style({
  position: 'fixed',
  zIndex: 40,
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: vars.space.sm,
  maxHeight: '80vh',
  overflowY: 'auto',
  '@media': {
    [breakpoints.tablet]: { left: 'auto', width: '420px', right: vars.space.lg, bottom: vars.space.lg },
  },
});
