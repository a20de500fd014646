import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const hash = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});

export const term = style({ fontWeight: 700, color: vars.color.text });

export const detail = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

const entryBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderLeftWidth: '6px',
  background: vars.color.surface,
  minWidth: 0,
});

export const entry = styleVariants({
  checked: [entryBase, { borderColor: vars.color.success }],
  failed: [entryBase, { borderColor: vars.color.danger, background: vars.color.dangerSurface }],
  unverified: [entryBase, { borderColor: vars.color.border }],
});

export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const entryTitle = style({ fontWeight: 700, color: vars.color.text });

export const entryMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const badgeBase = style({
  marginLeft: 'auto',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
});

export const badge = styleVariants({
  checked: [badgeBase, { background: vars.color.successSurface, color: vars.color.text }],
  failed: [badgeBase, { background: vars.color.dangerSolid, color: vars.color.text }],
  unverified: [badgeBase, { background: vars.color.surfaceStrong, color: vars.color.text }],
});

export const problems = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
