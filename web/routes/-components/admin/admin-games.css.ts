import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';
import { card } from '../dashboard/dashboard.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const gameGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const gameCard = style([card, { padding: vars.space.lg }]);
export const cardTop = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });
export const bigEmoji = style({ fontSize: '2.25rem', lineHeight: 1 });
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  overflowWrap: 'anywhere',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const liveDot = style({
  display: 'inline-block',
  width: '0.5rem',
  height: '0.5rem',
  marginRight: vars.space.xs,
  borderRadius: '50%',
  background: vars.color.success,
});
export const status = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  background: vars.color.surfaceStrong,
});
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const note = style({
  alignSelf: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
});
/** The uploaded prize image on a game card, shown whole. */
export const cardImage = style({
  width: '100%',
  height: '9rem',
  objectFit: 'contain',
  background: vars.color.surfaceStrong,
  borderRadius: vars.radius.md,
});

export const formGrid = style({
  display: 'grid',
  textAlign: 'left',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const preview = style({
  width: '6rem',
  height: '6rem',
  objectFit: 'contain',
  background: vars.color.surfaceStrong,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const textArea = style({ minHeight: '5rem', resize: 'vertical' });
export const filePicker = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});
/** The native file input, kept in the page for keyboard and screen readers but drawn by fileButton. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});
/** Added to a secondary button's classes: the label that opens the file input shows its focus. */
export const fileButton = style({
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${fileInput}:disabled + &`]: { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const fileName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const consequences = style({ margin: 0, paddingLeft: vars.space.xl, textAlign: 'left' });
export const participant = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const rank = style({
  minWidth: '2.5rem',
  fontWeight: 900,
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
});
export const placeholderRow = style([card, { minHeight: '4rem', opacity: 0.5 }]);
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const leftAligned = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  textAlign: 'left',
});
export const instantSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const instantTitle = style({ fontSize: vars.fontSize.md, fontWeight: 800, margin: 0 });
export const prizeList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const prizeRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const prizeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  gridColumn: '1 / -1',
});
