import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../../../ui/focus.css';
import { vars } from '../../../../ui/theme.css';

/** The Mail tab: the outbox list beside (or, on a phone, above) the message being read. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.md,
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceStrong },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': { borderColor: vars.color.accent, background: vars.color.surfaceStrong },
  },
});

const statusBase = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const status = styleVariants({
  sent: [statusBase, { background: vars.color.successSurface, color: '#86efac' }],
  kept: [statusBase, { background: vars.color.infoSurface, color: '#bae6fd' }],
  pending: [statusBase, { background: vars.color.warningSurface, color: vars.color.accentHover }],
  failed: [statusBase, { background: vars.color.dangerSurface, color: '#fca5a5' }],
});

export const html = style({
  width: '100%',
  height: '28rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: '#ffffff',
});

export const text = style({
  padding: vars.space.md,
  background: vars.color.surfaceStrong,
  borderRadius: vars.radius.md,
  maxHeight: '20rem',
  overflow: 'auto',
  selectors: { '&:focus-visible': focusRing },
});

export const pre = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});
