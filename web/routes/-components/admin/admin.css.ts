import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export { list, page, sectionTitle } from '../../../ui/page.css';
export {
  card,
  grid,
  muted,
  row,
  rowMain,
  stack,
  stat,
  statValue,
  tabLabel,
  tabList,
} from '../dashboard/dashboard.css';

export const loginPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const loginCard = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0 0`,
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const logo = style({ fontSize: '2.25rem', lineHeight: 1 });
export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 900,
  margin: 0,
  '@media': { [breakpoints.desktop]: { fontSize: vars.fontSize.xxl } },
});

export const headerSide = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const identity = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.2 });
export const identityName = style({ fontWeight: 800 });

const pillBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
});

export const pill = styleVariants({
  online: [pillBase, { background: vars.color.successSurface, color: '#86efac' }],
  offline: [pillBase, { background: vars.color.dangerSurface, color: '#fca5a5' }],
  checking: [pillBase, { background: vars.color.surfaceStrong, color: vars.color.textMuted }],
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  background: 'currentColor',
});

export const gameEmoji = style({ fontSize: '1.5rem', lineHeight: 1 });
export const gameName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'baseline',
});
export const revenue = style({ fontWeight: 800, color: vars.color.accent });
