import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
// Imported first so the profile's wider modal below overrides the dialog's width.
import '../../../../ui/dialog.css';
import { focusRing } from '../../../../ui/focus.css';
import { vars } from '../../../../ui/theme.css';

/** The Users tab's directory: it scrolls sideways on a phone rather than squeezing its columns. */
export const tableScroll = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  minWidth: '44rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: 700, whiteSpace: 'nowrap' });
globalStyle(`${table} tr[data-selected] td`, { background: vars.color.surfaceStrong });

export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontWeight: 700,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { color: vars.color.text } },
});

export const rowActions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'nowrap' });

const badgeBase = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  whiteSpace: 'nowrap',
});
export const badge = styleVariants({
  active: [badgeBase, { background: vars.color.successSurface, color: '#86efac' }],
  inactive: [badgeBase, { background: vars.color.surfaceStrong, color: vars.color.textMuted }],
  suspended: [badgeBase, { background: vars.color.dangerSurface, color: '#fca5a5' }],
});

/** The Live Activity Feed: at most 24rem tall, scrolling. */
export const feed = style({
  maxHeight: '24rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const feedItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 800, overflowWrap: 'anywhere' });

export const scrollList = style({
  maxHeight: '20rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const wideModal = style({ maxWidth: '44rem' });
export const profile = style({ textAlign: 'left' });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

// The profile's four tabs wrap to two rows on a phone instead of pushing the dialog sideways.
globalStyle(`${profile} [role="tablist"]`, {
  gridAutoFlow: 'row',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
});

export const lineHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
