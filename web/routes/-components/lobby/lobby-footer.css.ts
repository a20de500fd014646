import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xxl,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Tall enough to tap on a phone (24 px target at least). */
export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
});
