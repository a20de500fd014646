import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export { page } from '../../../ui/page.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.lg} 0`,
  '@media': { [breakpoints.tablet]: { gap: vars.space.lg } },
});

/** The logo and name on one line: on a 360 px phone it shrinks beside the two buttons, never wraps. */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  whiteSpace: 'nowrap',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 900,
  '@media': { [breakpoints.tablet]: { gap: vars.space.sm, fontSize: vars.fontSize.xl } },
});

export const brandIcon = style({
  fontSize: '1.5rem',
  lineHeight: 1,
  '@media': { [breakpoints.tablet]: { fontSize: '2rem' } },
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.sm,
  '@media': { [breakpoints.tablet]: { gap: vars.space.md } },
});

export const greeting = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: 'none',
  '@media': { [breakpoints.tablet]: { display: 'inline' } },
});

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': { [breakpoints.tablet]: { padding: vars.space.xl } },
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  textAlign: 'center',
});

export const bannerTitle = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.5rem, 4vw, 2.25rem)',
  fontWeight: 900,
  lineHeight: 1.1,
  background: vars.gradient.hero,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
});

/** The (up to three) figures side by side on one row, from a 360 px phone up. */
export const stats = style({
  display: 'grid',
  gap: vars.space.sm,
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  margin: 0,
  '@media': { [breakpoints.tablet]: { gap: vars.space.md } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [breakpoints.tablet]: { padding: vars.space.lg } },
});

export const statLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textWrap: 'balance',
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.sm } },
});

/** On a phone 'Up to $1,200' takes two lines: every value keeps two, so none moves when it arrives. */
export const statValue = style({
  margin: 0,
  minHeight: '2.4em',
  fontSize: 'clamp(1rem, 4.4vw, 1.375rem)',
  fontWeight: 900,
  lineHeight: 1.2,
  color: vars.color.accent,
  textWrap: 'balance',
  '@media': { [breakpoints.tablet]: { minHeight: 0 } },
});

export const statUnit = style({
  marginLeft: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const badge = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.06em',
});

export const freeBadge = style([badge, { borderColor: vars.color.success, color: vars.color.success }]);

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxxl,
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
});

export const emptyIcon = style({ fontSize: '3rem', lineHeight: 1 });

export const emptyTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const emptyText = style({ color: vars.color.textMuted, maxWidth: '420px' });

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  marginBottom: vars.space.lg,
});

/** The line under the games that leads to the public winners list. */
export const winnersLine = style({
  marginTop: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** Read by assistive technology, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
