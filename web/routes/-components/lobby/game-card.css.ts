import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/focus.css';
import { vars } from '../../../ui/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surfaceSolid,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.card,
  transition: 'transform 150ms',
  selectors: {
    '&:hover': { transform: 'translateY(-3px)' },
    '&:focus-within': { borderColor: vars.color.accent },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const theme = styleVariants({
  0: { background: vars.gradient.card1 },
  1: { background: vars.gradient.card2 },
  2: { background: vars.gradient.card3 },
  3: { background: vars.gradient.card4 },
});

export const top = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '150px',
});

export const prizeValue = style({
  position: 'absolute',
  top: vars.space.md,
  left: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  borderRadius: vars.radius.pill,
  fontWeight: 900,
});

export const live = style({
  position: 'absolute',
  top: vars.space.md,
  right: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.dangerSolid,
  color: vars.color.text,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 900,
  letterSpacing: '0.08em',
});

/** Worn only by an instant-win game: its instant prizes are won at once, on the spin. */
export const instantPlay = style({
  position: 'absolute',
  bottom: vars.space.md,
  left: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 900,
  letterSpacing: '0.08em',
});

export const prizeImage = style({
  maxHeight: '120px',
  maxWidth: '70%',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const prizeIcon = style({ fontSize: '4rem', lineHeight: 1 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  padding: vars.space.xl,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: 800 });

export const code = style({
  flex: '0 0 auto',
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const counts = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const spotsLeft = style({ color: vars.color.success });

export const payNote = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const priceRange = style({ fontSize: vars.fontSize.sm, color: vars.color.text, fontWeight: 700 });

export const freeNote = style({ fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: 700 });

export const ends = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: 'auto' });

export const endsValue = style({ color: vars.color.text, fontWeight: 700 });

/** The card's one link; its ::after stretches over the whole card so a click anywhere opens the game. */
export const cta = style({
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.xl },
    // A pressed button scales, which would make it the ::after's containing block: the release then
    // lands outside the link and the press is cancelled. The stretched link must not move.
    '&[data-pressed][href]': { transform: 'none' },
    'a&[href]:active': { transform: 'none' },
    '&[data-focus-visible]': focusRing,
    'a&[href]:focus-visible': focusRing,
  },
});

export const instantTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  margin: `0 0 ${vars.space.xs}`,
});
