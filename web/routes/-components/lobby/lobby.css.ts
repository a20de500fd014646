import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export { page } from '../../../ui/page.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 900,
});

export const brandIcon = style({ fontSize: '2rem', lineHeight: 1 });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

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
  padding: vars.space.xl,
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

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  margin: 0,
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 900,
  color: vars.color.accent,
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
