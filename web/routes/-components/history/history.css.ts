import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus.css';
import { breakpoints, vars } from '../../../ui/theme.css';

export { list, page, sectionTitle } from '../../../ui/page.css';

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0 0`,
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: 900,
  margin: 0,
});

export const subtitle = style({ color: vars.color.textMuted, margin: 0 });

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' } },
});

/**
 * Three cards: one row from a tablet up; on a phone the first (the total) takes the whole row and the
 * other two share the next, so no amount is squeezed into a third of a phone and broken ('$227.0 / 0').
 */
export const summaryThree = style({
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
globalStyle(`${summaryThree} > :first-child`, {
  gridColumn: '1 / -1',
  '@media': { [breakpoints.tablet]: { gridColumn: 'auto' } },
});

export const summaryCard = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const summaryLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const summaryValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize.xl } },
  fontWeight: 800,
  // An amount never breaks inside itself ('$227.0 / 0'); words (a goal's title) wrap between them.
  overflowWrap: 'normal',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  minWidth: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const mono = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const amount = style({ fontWeight: 800, fontSize: vars.fontSize.lg });

const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  width: 'fit-content',
});

export const badge = styleVariants({
  free: [badgeBase, { background: vars.color.success, color: vars.color.textOnAccent }],
  paid: [badgeBase, { background: vars.color.accent, color: vars.color.textOnAccent }],
  done: [badgeBase, { background: vars.color.success, color: vars.color.textOnAccent }],
});

/** A charge's refund: confirmed, still being asked, or refused and retried. */
export const refundBadge = styleVariants({
  refunded: [badgeBase, { background: vars.color.info, color: vars.color.textOnAccent }],
  pending: [badgeBase, { background: vars.color.warning, color: vars.color.textOnAccent }],
  failed: [badgeBase, { background: vars.color.dangerSolid, color: vars.color.text }],
});

/** A free entry of a cancelled game: void, in no draw. */
export const voidBadge = style([badgeBase, { background: vars.color.surfaceStrong, color: vars.color.text }]);

export const centred = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  textAlign: 'center',
});

export const emptyIcon = style({ fontSize: '3rem', lineHeight: 1 });

export const filterPanel = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'auto 1fr 1fr auto' } },
});

export const dateField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const dateInput = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.input,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  colorScheme: 'dark',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const numberGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
});

export const numberTile = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  background: vars.color.surfaceSolid,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { borderColor: vars.color.accent } },
});

export const numberValue = style({ fontSize: vars.fontSize.lg, fontWeight: 900 });

export const numberCost = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.accent });

export const numberFree = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.success });

export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.card,
  maxWidth: '260px',
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const achievement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const achievementTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const achievementTitle = style({ fontWeight: 800, fontSize: vars.fontSize.md, margin: 0 });

export const reward = style({ color: vars.color.accent, fontSize: vars.fontSize.sm, margin: 0 });

export const numberInstant = style({ fontSize: vars.fontSize.xs, fontWeight: 800, color: vars.color.accent });

/** A tile's mark in words under its cost: 'Refunded', 'Refund pending', 'Void'. */
export const numberMark = style({ fontSize: vars.fontSize.xs, fontWeight: 800, color: vars.color.textMuted });
