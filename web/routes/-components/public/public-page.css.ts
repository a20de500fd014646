import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../../ui/theme.css';

export const page = style({
  width: '100%',
  maxWidth: '880px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [breakpoints.tablet]: { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxxl}` } },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({ display: 'flex', alignItems: 'center' });

export const hero = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const icon = style({ fontSize: '2.75rem', lineHeight: 1 });

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: 900,
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
});

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});

/** A postal address as configured: its line breaks kept. */
export const address = style({ fontStyle: 'normal', whiteSpace: 'pre-line', color: vars.color.text });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 800 });

export const subTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const text = style({ color: vars.color.textMuted });

export const list = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const step = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const stepNumber = style({
  flexShrink: 0,
  width: '36px',
  height: '36px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.pill,
  background: vars.gradient.accent,
  color: vars.color.textOnAccent,
  fontWeight: 800,
});

export const stepBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const related = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const relatedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.xl}`,
});

export const relatedLink = style({ display: 'inline-block', padding: `${vars.space.xs} 0` });

/** A section of text inside a section (the Official Rules inside a game's terms): no card of its own. */
export const subsection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
