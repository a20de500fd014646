import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus.css';
import { vars } from '../../../ui/theme.css';

export { list, sectionTitle } from '../../../ui/page.css';

/** The Settings and System tabs and the Overview's status panel (docs/rules/back-office.md, Dashboard). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

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

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.lg,
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const tileValue = style({ fontSize: vars.fontSize.xl, fontWeight: 900, overflowWrap: 'anywhere' });

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const figure = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums' });

const toneBase = style({ fontWeight: 800 });
export const tone = styleVariants({
  ok: [toneBase, { color: '#86efac' }],
  bad: [toneBase, { color: '#fca5a5' }],
  warning: [toneBase, { color: vars.color.accentHover }],
  info: [toneBase, { color: '#bae6fd' }],
});

export const alertItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceStrong,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} caption`, { textAlign: 'left', paddingBottom: vars.space.sm });

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.lg,
});
/** A shortcut's button: its label wraps inside the card instead of running past the button's edge. */
export const shortcutAction = style({
  marginTop: 'auto',
  alignSelf: 'flex-start',
  maxWidth: '100%',
  whiteSpace: 'normal',
  textAlign: 'center',
});

globalStyle(`${row} dd`, { margin: 0 });

/** A table wider than a phone scrolls sideways inside its card (keyboard too: it takes focus). */
export const tableScroll = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': focusRing },
});

/** A long address breaks anywhere rather than widening its column. */
export const address = style({ overflowWrap: 'anywhere', minWidth: '10rem' });

/** A list's pager: how many, which page, Previous and Next. */
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** A list's search box, growing into the filters' row. */
export const search = style({ flex: '1 1 16rem', minWidth: 0 });

/** A list's search and filters, side by side. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});
