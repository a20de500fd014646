import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export { list, page, sectionTitle } from '../../../ui/page.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0 0`,
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, fontWeight: 900 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  minWidth: 0,
});

export const profile = style([
  card,
  {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
  },
]);

export const profileName = style({ fontSize: vars.fontSize.xl, fontWeight: 800, margin: 0 });

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.04em',
});

export const badge = styleVariants({
  success: [badgeBase, { background: vars.color.successSurface, color: '#86efac' }],
  warning: [badgeBase, { background: vars.color.warningSurface, color: vars.color.accentHover }],
  info: [badgeBase, { background: vars.color.infoSurface, color: '#bae6fd' }],
});

/** One row of tabs; on a phone it scrolls sideways, snapping to whole tabs (the selected one in view). */
export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: vars.space.xs,
  scrollbarWidth: 'thin',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

// Whole tabs of a comfortable touch size (44 px), never squeezed below their label's width.
globalStyle(`${tabList} > [role="tab"]`, {
  flex: '1 0 auto',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  scrollSnapAlign: 'start',
});

export const tabLabel = style({ whiteSpace: 'nowrap' });
export const wideOnly = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'inline' } },
});
export const narrowOnly = style({ '@media': { [breakpoints.desktop]: { display: 'none' } } });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stat = style([card, { padding: vars.space.lg, gap: vars.space.xs }]);

export const shortcut = style([
  stat,
  {
    color: vars.color.text,
    textDecoration: 'none',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceStrong },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);
/**
 * A figure on one line: '$1,227.00' never breaks inside itself. Two tiles share a phone's width, so the
 * figure is a size smaller below the tablet breakpoint.
 */
export const statValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 900,
  color: vars.color.accent,
  whiteSpace: 'nowrap',
  overflowWrap: 'normal',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const amount = style({ fontWeight: 800 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  cursor: 'pointer',
  outline: 'none',
});

export const track = style({
  flexShrink: 0,
  width: '44px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceStrong,
  border: `1px solid ${vars.color.borderStrong}`,
  position: 'relative',
  selectors: {
    [`${toggle}[data-selected] &`]: { background: vars.color.success },
    [`${toggle}[data-focus-visible] &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  background: vars.color.text,
  transition: 'transform 150ms',
  selectors: { [`${toggle}[data-selected] &`]: { transform: 'translateX(20px)' } },
  '@media': { [breakpoints.reducedMotion]: { transition: 'none' } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
