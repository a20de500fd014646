import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** A version's disclosures: the rules in force, the document as published. */
export const disclosure = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const summary = style({ cursor: 'pointer', fontWeight: 700, color: vars.color.text });

export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.md,
});

export const rulesIntro = style({ color: vars.color.textMuted, fontWeight: 700 });

export const json = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
