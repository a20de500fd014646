import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const page = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  paddingTop: vars.space.xl,
});

export const logo = style({ fontSize: '3.5rem', lineHeight: 1 });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: 900,
  lineHeight: 1.1,
  background: vars.gradient.hero,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
});

export const tagline = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });

export const intro = style({ maxWidth: '560px', color: vars.color.textMuted });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const authCard = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.card,
});

/** The forms' height on a phone, held while their code loads, so the cards below stay put. */
export const authLoading = style({ minHeight: '640px', display: 'grid', placeItems: 'center' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formHeading = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const formIntro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const checks = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sideCards = style({ display: 'grid', gap: vars.space.lg });

export const sideCard = style({
  display: 'flex',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const sideIcon = style({ fontSize: '2rem', lineHeight: 1 });

export const sideTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 800, marginBottom: vars.space.xs });

export const sideText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const details = style({
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
});

export const detailsText = style({
  marginTop: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.input,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const emphasis = style({ color: vars.color.text, fontWeight: 700 });

/** What a disabled Create Account still needs, right under it. */
export const missing = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginTop: `calc(-1 * ${vars.space.sm})`,
});

export const aboutLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  fontWeight: 700,
});
